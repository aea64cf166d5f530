import { useId, useState } from "react";
import { Container, Nav, Navbar } from "react-bootstrap";
import { MdClose, MdMenu } from "react-icons/md";
import { href } from "~/routes";

const links = [
  { label: "Home", href: href("presentation") },
  { label: "About Us", href: href("about") },
  { label: "Pricing", href: href("pricing") },
  { label: "Contact", href: href("contactus") },
];

export default function NavbarDark() {
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  return (
    <Navbar expand="lg" variant="dark" expanded={expanded} onToggle={setExpanded} aria-label="Dark navbar example">
      <Container fluid>
        <Navbar.Brand href={href("presentation")}>Tasklane</Navbar.Brand>
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
          <a className="btn btn-sm bg-gradient-primary mb-0 ms-lg-3" href={href("signup-cover")}>
            Get started
          </a>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
