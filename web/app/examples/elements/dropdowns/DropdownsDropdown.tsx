import { useState, type FocusEvent } from "react";
import { Dropdown } from "react-bootstrap";

const actions = ["Action", "Another action", "Something else here"];

export default function DropdownsDropdown() {
  const [open, setOpen] = useState(false);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className="d-flex justify-content-center" style={{ minHeight: "12rem" }}>
      <Dropdown show={open} onToggle={setOpen} onBlur={closeWhenFocusLeaves}>
        <Dropdown.Toggle variant="primary" className="bg-gradient-primary">
          Dropdown
        </Dropdown.Toggle>
        <Dropdown.Menu className="px-2 py-3">
          {actions.map((action) => (
            <Dropdown.Item key={action} as="button" type="button" className="rounded-2">
              {action}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}

export const meta = { title: "Dropdown: menu below its button" };
