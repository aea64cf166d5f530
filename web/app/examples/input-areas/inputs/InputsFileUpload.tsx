import { useId, useRef, useState, type DragEvent } from "react";
import { MdClose, MdInsertDriveFile, MdUploadFile } from "react-icons/md";

const maxBytes = 10 * 1024 * 1024;

/** A size as people read it: 842 KB, 2.4 MB. */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export default function InputsFileUpload() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);

  /** Keeps the field's own list in step with what is shown, so a form around it would send these files. */
  const choose = (chosen: File[]) => {
    const transfer = new DataTransfer();
    chosen.forEach((file) => transfer.items.add(file));
    if (input.current) input.current.files = transfer.files;
    setFiles(chosen);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files].filter((file) => !files.some((kept) => kept.name === file.name));
    choose([...files, ...dropped]);
  };

  const remove = (name: string) => {
    choose(files.filter((file) => file.name !== name));
    input.current?.focus();
  };

  return (
    <div className="row justify-content-center">
      <div className="col-md-10 col-lg-7">
        <p id={`${id}-label`} className="form-label fw-bold text-body-emphasis mb-1">
          Supporting documents
        </p>
        <p id={`${id}-hint`} className="text-sm mb-2">
          PDF, JPG or PNG, up to 10 MB each. Files stay on your device: this demo uploads nothing.
        </p>
        <div className="file-drop">
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            name="documents"
            multiple
            accept=".pdf,.jpg,.jpeg,.png"
            className="visually-hidden"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
          <label
            htmlFor={`${id}-files`}
            className={dragging ? "file-drop-zone is-dragging" : "file-drop-zone"}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <MdUploadFile size={36} aria-hidden="true" focusable="false" />
            <span>
              Drag files here or <span className="file-drop-link">choose files</span>
            </span>
          </label>
        </div>
        <p role="status" className="text-sm mt-3 mb-2">
          {files.length === 0 ? "No files chosen." : `${files.length} ${files.length === 1 ? "file" : "files"} chosen.`}
        </p>
        {files.length > 0 && (
          <ul className="file-drop-list" aria-label="Chosen files">
            {files.map((file) => (
              <li key={file.name}>
                <MdInsertDriveFile size={20} aria-hidden="true" focusable="false" />
                <span className="file-drop-name">{file.name}</span>
                <span className={file.size > maxBytes ? "file-drop-size file-drop-too-big" : "file-drop-size"}>
                  {formatSize(file.size)}
                  {file.size > maxBytes && " (too big)"}
                </span>
                <button type="button" className="file-drop-remove" aria-label={`Remove ${file.name}`} onClick={() => remove(file.name)}>
                  <MdClose aria-hidden="true" focusable="false" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export const meta = {
  title: "Input: file upload",
  keywords: ["file upload", "dropzone", "drag and drop", "attachment", "upload"],
  order: 12,
  scripted: true,
};
