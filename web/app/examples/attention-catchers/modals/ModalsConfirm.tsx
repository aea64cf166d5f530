import { useId, useRef, useState } from "react";
import { Modal } from "~/components/dialogs";
import { MdDeleteOutline, MdPictureAsPdf } from "react-icons/md";

export default function ModalsConfirm() {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const restore = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);

  return (
    <div className="row justify-content-center">
      <div className="col-md-9 col-lg-6">
        {deleted ? (
          <div className="confirm-doc">
            <p role="status" className="text-sm mb-0 me-auto">
              bank-statement-march.pdf was deleted.
            </p>
            <button
              ref={restore}
              type="button"
              className="btn btn-sm btn-outline-dark mb-0"
              onClick={() => {
                setDeleted(false);
                requestAnimationFrame(() => remove.current?.focus());
              }}
            >
              Undo
            </button>
          </div>
        ) : (
          <div className="confirm-doc">
            <MdPictureAsPdf size={28} className="confirm-doc-icon" aria-hidden="true" focusable="false" />
            <div className="me-auto">
              <p className="fw-bold text-body-emphasis mb-0">bank-statement-march.pdf</p>
              <p className="text-sm mb-0">Uploaded 4 March · 1.2 MB (sample)</p>
            </div>
            <button ref={remove} type="button" className="btn btn-sm btn-outline-danger mb-0" onClick={() => setAsking(true)}>
              <MdDeleteOutline size={16} aria-hidden="true" focusable="false" /> Delete
            </button>
          </div>
        )}
        <Modal
          show={asking}
          onHide={() => setAsking(false)}
          centered
          size="sm"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-about`}
          // Once the document is gone its Delete button is too: the focus goes to Undo instead.
          restoreFocus={!deleted}
          onExited={() => deleted && restore.current?.focus()}
        >
          <Modal.Body className="text-center p-4">
            <span className="confirm-dialog-icon" aria-hidden="true">
              <MdDeleteOutline focusable="false" />
            </span>
            <Modal.Title as="h3" id={`${id}-title`} className="h5 mb-2">
              Delete this document?
            </Modal.Title>
            <p id={`${id}-about`} className="text-sm mb-0">
              bank-statement-march.pdf will be removed from your application. You can undo this straight away, but not later.
            </p>
          </Modal.Body>
          <Modal.Footer className="justify-content-center gap-2">
            {/* The safe choice has the focus first, so Enter does not delete by accident. */}
            <button type="button" className="btn btn-outline-dark mb-0" autoFocus onClick={() => setAsking(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger mb-0"
              onClick={() => {
                setDeleted(true);
                setAsking(false);
              }}
            >
              Delete
            </button>
          </Modal.Footer>
        </Modal>
      </div>
    </div>
  );
}

export const meta = {
  title: "Modal: confirm dialog",
  keywords: ["dialog", "confirm", "modal", "delete", "destructive"],
  order: 3,
  scripted: true,
};
