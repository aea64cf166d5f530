import { useId, useState } from "react";
import { Container, Nav, Navbar } from "react-bootstrap";
import { MdClose, MdMenu } from "react-icons/md";

const links = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/pages/company/about-us" },
  { label: "Pricing", href: "/pages/company/pricing" },
  { label: "Contact", href: "/pages/support/contact-us" },
];

export default function NavbarBlur() {
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  return (
    <div className="navbar-backdrop navbar-backdrop-art">
      <Navbar
        expand="lg"
        variant="light"
        expanded={expanded}
        onToggle={setExpanded}
        className="blur shadow-blur"
        aria-label="Blur navbar example"
      >
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
            <a className="btn btn-sm bg-gradient-dark mb-0 ms-lg-3" href="/authentication/sign-up/cover">
              Get started
            </a>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </div>
  );
}

export const meta = { title: "Navbar: blurred glass", order: 4, keywords: ["navbar", "menu", "header"] };
