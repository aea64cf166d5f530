import { useId } from "react";
import { Form } from "react-bootstrap";

export default function TogglesWithDescription() {
  const id = useId();
  return (
    <div className="d-flex justify-content-center">
      <div>
        <Form.Check type="switch" id={`${id}-remember`} label="Remember me" aria-describedby={`${id}-description`} defaultChecked />
        <p id={`${id}-description`} className="form-check-description text-sm text-soft mb-0">
          Be sure that you will always be logged in.
        </p>
      </div>
    </div>
  );
}

export const meta = { title: "Toggle: with a description" };
