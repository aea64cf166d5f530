import { useId } from "react";
import { Form } from "react-bootstrap";

export default function TogglesSimple() {
  const id = useId();
  return (
    <div className="d-flex justify-content-center">
      <Form.Check type="switch" id={`${id}-remember`} label="Remember me" />
    </div>
  );
}

export const meta = { title: "Toggle: simple switch" };
