import { useId, useState } from "react";
import { Container, Nav, Navbar } from "react-bootstrap";
import { MdClose, MdMenu } from "react-icons/md";

const links = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/pages/company/about-us" },
  { label: "Pricing", href: "/pages/company/pricing" },
  { label: "Contact", href: "/pages/support/contact-us" },
];

export default function NavbarDark() {
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  return (
    <Navbar expand="lg" variant="dark" expanded={expanded} onToggle={setExpanded} aria-label="Dark navbar example">
      <Container fluid>
        <Navbar.Brand href="/">Tasklane</Navbar.Brand>
        <Navbar.Toggle aria-controls={menuId} aria-expanded={expanded}>
          {expanded ? <MdClose size={24} aria-hidden="true" focusable="false" /> : <MdMenu size={24} aria-hidden="true" focusable="false" />}
        </Navbar.Toggle>
        <Navbar.Collapse id={menuId}>
          <Nav className="ms-auto">
            {links.map((link) => (
              <Nav.Link key={link.label} href={link.href}>
                {link.label}
              </Nav.Link>
            ))}
          </Nav>
          <a className="btn btn-sm bg-gradient-primary mb-0 ms-lg-3" href="/authentication/sign-up/cover">
            Get started
          </a>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

export const meta = { title: "Navbar: dark", order: 1, keywords: ["navbar", "menu", "header"] };
