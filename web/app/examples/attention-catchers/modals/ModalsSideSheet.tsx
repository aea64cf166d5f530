import { useId, useState } from "react";
import { Modal } from "~/components/dialogs";
import { MdChevronRight } from "react-icons/md";

// Sample documents of one visa application.
const documents = [
  {
    name: "Passport",
    file: "passport-scan.pdf",
    size: "2.4 MB",
    added: "2 March",
    status: "Checked",
    expires: "14 August 2031",
    note: "All pages with stamps or visas are included.",
  },
  {
    name: "Bank statement",
    file: "bank-statement-march.pdf",
    size: "1.2 MB",
    added: "4 March",
    status: "Waiting for a check",
    expires: "None",
    note: "Shows 28 days in a row, as the rules ask.",
  },
  {
    name: "Tuberculosis test",
    file: "tb-certificate.jpg",
    size: "860 KB",
    added: "6 March",
    status: "Needs a new copy",
    expires: "6 September",
    note: "The photo is blurred at the bottom: scan it again.",
  },
];

export default function ModalsSideSheet() {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Stays on the last document while the sheet slides away.
  const [chosen, setChosen] = useState(0);
  const doc = documents[chosen];

  return (
    <div className="row justify-content-center">
      <div className="col-md-9 col-lg-6">
        <h3 className="h6 mb-2">Your documents</h3>
        <ul className="list-group side-sheet-list">
          {documents.map(({ name, status }, index) => (
            <li key={name} className="list-group-item">
              <button
                type="button"
                className="side-sheet-open"
                aria-haspopup="dialog"
                onClick={() => {
                  setChosen(index);
                  setOpen(true);
                }}
              >
                <span className="me-auto">
                  <span className="d-block fw-bold text-body-emphasis">{name}</span>
                  <span className="d-block text-sm">{status}</span>
                </span>
                <span className="text-sm">Details</span>
                <MdChevronRight size={20} aria-hidden="true" focusable="false" />
              </button>
            </li>
          ))}
        </ul>
        {/* A modal dialog drawn as a sheet from the right: the page's Modal does it, no second overlay to load. */}
        <Modal show={open} onHide={() => setOpen(false)} aria-labelledby={`${id}-title`} dialogClassName="side-sheet">
          <Modal.Header closeButton closeLabel="Close details">
            <Modal.Title as="h3" id={`${id}-title`} className="h5">
              {doc.name}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <dl className="side-sheet-details">
              <dt>File</dt>
              <dd>{doc.file}</dd>
              <dt>Size</dt>
              <dd>{doc.size}</dd>
              <dt>Added</dt>
              <dd>{doc.added}</dd>
              <dt>Status</dt>
              <dd>{doc.status}</dd>
              <dt>Expires</dt>
              <dd>{doc.expires}</dd>
            </dl>
            <h4 className="h6">Adviser&apos;s note</h4>
            <p className="text-sm">{doc.note}</p>
            <p className="text-sm mb-4">Sample documents: nothing here is real.</p>
            <button type="button" className="btn btn-dark mb-0" onClick={() => setOpen(false)}>
              Done
            </button>
          </Modal.Body>
        </Modal>
      </div>
    </div>
  );
}

export const meta = {
  title: "Modal: side sheet",
  keywords: ["side sheet", "drawer", "offcanvas", "panel", "details"],
  order: 4,
  scripted: true,
};
