import { useId, useState } from "react";
import { Button } from "react-bootstrap";
import { Modal } from "~/components/dialogs";

export default function ModalsSimple() {
  const titleId = useId();
  const [show, setShow] = useState(false);
  const close = () => setShow(false);
  return (
    <div className="text-center py-5">
      <Button variant="success" onClick={() => setShow(true)}>
        Launch demo modal
      </Button>
      <Modal show={show} onHide={close} aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel="Close modal">
          <Modal.Title as="h3" id={titleId} className="h5">
            Your modal title
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            A modal puts one task in front of the reader and keeps the rest of the page out of the way until that task
            is done.
          </p>
          <p className="mb-0">Press Esc, use the close button or pick an action below to go back to the page.</p>
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <Button variant="dark" onClick={close}>
            Close
          </Button>
          <Button variant="success" onClick={close}>
            Save changes
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}

export const meta = { title: "Modal: simple", order: 1, keywords: ["dialog", "modal", "popup"] };
