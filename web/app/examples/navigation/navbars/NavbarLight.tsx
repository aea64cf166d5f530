import { useId, useState } from "react";
import { Container, Nav, Navbar } from "react-bootstrap";
import { MdClose, MdHome, MdInfoOutline, MdMail, MdMenu, MdSell } from "react-icons/md";

const links = [
  { label: "Home", href: "/", icon: MdHome },
  { label: "About Us", href: "/pages/company/about-us", icon: MdInfoOutline },
  { label: "Pricing", href: "/pages/company/pricing", icon: MdSell },
  { label: "Contact", href: "/pages/support/contact-us", icon: MdMail },
];

export default function NavbarLight() {
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  return (
    <Navbar expand="lg" variant="light" expanded={expanded} onToggle={setExpanded} aria-label="Light navbar example">
      <Container fluid>
        <Navbar.Brand href="/">Tasklane</Navbar.Brand>
        <Navbar.Toggle aria-controls={menuId} aria-expanded={expanded}>
          {expanded ? <MdClose size={24} aria-hidden="true" focusable="false" /> : <MdMenu size={24} aria-hidden="true" focusable="false" />}
        </Navbar.Toggle>
        <Navbar.Collapse id={menuId}>
          <Nav className="mx-auto">
            {links.map(({ label, href: path, icon: Icon }) => (
              <Nav.Link key={label} href={path} className="d-flex align-items-center gap-2">
                <Icon size={18} aria-hidden="true" focusable="false" />
                {label}
              </Nav.Link>
            ))}
          </Nav>
          <a className="btn btn-sm bg-gradient-primary mb-0" href="/authentication/sign-up/cover">
            Get started
          </a>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

export const meta = { title: "Navbar: light", order: 2, keywords: ["navbar", "menu", "header"] };
