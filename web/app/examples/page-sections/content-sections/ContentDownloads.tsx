import { MdFileDownload } from "react-icons/md";

const files = [
  { title: "Relocation checklist", text: "Every step from choosing a visa to your first month, with boxes to tick.", type: "PDF", size: "240 KB", color: "danger" },
  { title: "First-year budget planner", text: "Rent, bills, travel and fees, with sample figures you replace with your own.", type: "XLSX", size: "58 KB", color: "success" },
  { title: "Letter for a landlord reference", text: "A template to ask a former landlord or employer to vouch for you.", type: "DOCX", size: "32 KB", color: "info" },
  { title: "Welcome pack, all documents", text: "The three files above and a printable map of the guide.", type: "ZIP", size: "3.4 MB", color: "dark" },
];

export default function ContentDownloads() {
  return (
    <div className="container py-4">
      <div className="row gy-4">
        <div className="col-lg-4">
          <p className="section-eyebrow">Resources · sample files</p>
          <h3 className="section-title mb-3">Downloads for your move</h3>
          <p className="section-lead mb-0">Free to print and share. Updated 4 March 2026; these sample links lead nowhere.</p>
        </div>
        <div className="col-lg-7 ms-auto">
          <ul className="content-downloads">
            {files.map((file) => (
              <li key={file.title}>
                <span className={`content-downloads-type bg-gradient-${file.color}`} aria-hidden="true">
                  {file.type}
                </span>
                <div>
                  <h4 className="h6 mb-1">{file.title}</h4>
                  <p className="text-sm text-soft mb-1">{file.text}</p>
                  <p className="text-xs fw-bold text-uppercase text-soft mb-0">
                    {file.type} · {file.size}
                  </p>
                </div>
                <a className="btn btn-sm btn-outline-dark mb-0 content-downloads-link" href="#">
                  <MdFileDownload size={16} aria-hidden="true" focusable="false" />
                  Download<span className="visually-hidden"> {file.title} ({file.type}, {file.size})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Content: list of downloads", order: 10, keywords: ["content", "downloads", "files", "documents"] };
