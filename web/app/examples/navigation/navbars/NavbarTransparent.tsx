import { useId, useState } from "react";
import { Container, Nav, Navbar } from "react-bootstrap";
import { MdClose, MdMenu } from "react-icons/md";

const links = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/pages/company/about-us" },
  { label: "Pricing", href: "/pages/company/pricing" },
  { label: "Contact", href: "/pages/support/contact-us" },
];

export default function NavbarTransparent() {
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  return (
    <div className="navbar-backdrop navbar-backdrop-dark">
      <Navbar expand="lg" variant="transparent" expanded={expanded} onToggle={setExpanded} aria-label="Transparent navbar example">
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
            <a className="btn btn-sm bg-gradient-info mb-0 ms-lg-3" href="/authentication/sign-up/cover">
              Get started
            </a>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <div className="navbar-backdrop-body">
        <p className="h3 text-white mb-2">Sits on top of your hero</p>
        <p className="text-white-soft mb-0">A transparent navbar lets the header image or gradient behind it show through.</p>
      </div>
    </div>
  );
}

export const meta = { title: "Navbar: transparent over a hero", order: 3, keywords: ["navbar", "menu", "header"] };
