import { useEffect, useId, useRef, useState } from "react";
import { MdCheckCircle, MdClose, MdCloudUpload } from "react-icons/md";

const fileSize = 2.4; // MB, a sample file
const stepMs = 300;
const stepPercent = 8;

type Upload = { state: "idle" } | { state: "running" | "done" | "cancelled"; percent: number };

/** What a screen reader hears: when the upload starts, passes halfway and ends, not at every step. */
function news(upload: Upload): string {
  if (upload.state === "idle") return "";
  if (upload.state === "cancelled") return "Upload cancelled.";
  if (upload.state === "done") return "Passport scan uploaded.";
  return upload.percent >= 50 ? "Upload half done." : "Upload started.";
}

export default function NotificationsProgress() {
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const running = upload.state === "running";
  const start = useRef<HTMLButtonElement>(null);
  /** Cancel and close take their own button away: the focus goes back to the start button. */
  const settle = (next: Upload) => {
    setUpload(next);
    start.current?.focus();
  };

  // The clock runs only while an upload is running, from the button press on.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setUpload((current) => {
        if (current.state !== "running") return current;
        const percent = Math.min(100, current.percent + stepPercent);
        return { state: percent === 100 ? "done" : "running", percent };
      });
    }, stepMs);
    return () => clearInterval(timer);
  }, [running]);

  const percent = upload.state === "idle" ? 0 : upload.percent;
  const secondsLeft = Math.ceil(((100 - percent) / stepPercent) * (stepMs / 1000));

  return (
    <div className="toast-stack">
      <button
        ref={start}
        type="button"
        className="btn bg-gradient-info mb-0"
        aria-disabled={running || undefined}
        onClick={() => !running && setUpload({ state: "running", percent: 0 })}
      >
        {upload.state === "idle" ? "Upload passport scan" : running ? "Uploading…" : "Upload it again"}
      </button>
      {upload.state !== "idle" && (
        <div className="toast show progress-toast" aria-labelledby={`${id}-title`} role="group">
          <div className="toast-header">
            <span className={upload.state === "done" ? "progress-toast-icon is-done" : "progress-toast-icon"} aria-hidden="true">
              {upload.state === "done" ? <MdCheckCircle focusable="false" /> : <MdCloudUpload focusable="false" />}
            </span>
            <strong id={`${id}-title`} className="me-auto">
              {upload.state === "done"
                ? "Passport scan uploaded"
                : upload.state === "cancelled"
                  ? "Upload cancelled"
                  : "Uploading passport scan"}
            </strong>
            {!running && (
              <button type="button" className="btn-close" aria-label="Close notification" onClick={() => settle({ state: "idle" })} />
            )}
          </div>
          <div className="toast-body">
            <p className="text-sm mb-2">passport-scan.pdf · {fileSize} MB (a sample: nothing is sent)</p>
            <div
              className="progress kit-progress"
              role="progressbar"
              aria-label="Upload progress"
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div
                className={upload.state === "cancelled" ? "progress-bar bg-secondary" : "progress-bar bg-info"}
                style={{ width: `${percent}%` }}
              />
            </div>
            <div className="d-flex align-items-center justify-content-between mt-2">
              <span className="text-sm" aria-hidden="true">
                {percent}%{running && ` · about ${secondsLeft} s left`}
              </span>
              {running && (
                <button type="button" className="btn btn-sm btn-link mb-0 p-0" onClick={() => settle({ state: "cancelled", percent })}>
                  <MdClose aria-hidden="true" focusable="false" /> Cancel
                </button>
              )}
            </div>
          </div>
        </div>
      )}
      <p role="status" className="visually-hidden">
        {news(upload)}
      </p>
    </div>
  );
}

export const meta = {
  title: "Notification: upload progress",
  keywords: ["toast", "notification", "progress", "upload", "status"],
  order: 3,
  scripted: true,
};
