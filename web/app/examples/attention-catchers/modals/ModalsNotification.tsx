import { useId, useState } from "react";
import { Button } from "react-bootstrap";
import { Modal } from "~/components/dialogs";
import { MdNotificationsActive } from "react-icons/md";

export default function ModalsNotification() {
  const titleId = useId();
  const [show, setShow] = useState(false);
  const close = () => setShow(false);
  return (
    <div className="text-center py-5">
      <Button variant="danger" onClick={() => setShow(true)}>
        Launch notification modal
      </Button>
      <Modal
        show={show}
        onHide={close}
        centered
        aria-labelledby={titleId}
        className="modal-notification"
        contentClassName="bg-gradient-danger"
      >
        <Modal.Header closeButton closeLabel="Close modal" closeVariant="white">
          <Modal.Title as="h3" id={titleId} className="h6">
            Your attention is required
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="text-center py-4">
          <span className="modal-notification-icon">
            <MdNotificationsActive aria-hidden="true" focusable="false" />
          </span>
          <h4 className="h5">You should read this!</h4>
          <p className="mb-0">
            Your visa appointment has moved to next Tuesday. Check the new time before you plan your journey.
          </p>
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <Button variant="white" onClick={close}>
            Ok, Got it
          </Button>
          <Button variant="link" onClick={close}>
            Close
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}

export const meta = { title: "Modal: notification", order: 2, keywords: ["dialog", "modal", "popup"] };
