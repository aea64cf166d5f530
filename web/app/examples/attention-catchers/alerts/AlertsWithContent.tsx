import { MdCheckCircle } from "react-icons/md";
import { Alert } from "~/components/Alert";

export default function AlertsWithContent() {
  return (
    <Alert color="success">
      <div className="d-flex gap-3">
        <MdCheckCircle className="alert-icon" aria-hidden="true" focusable="false" />
        <div>
          <h3 className="alert-heading h5">Well done!</h3>
          <p>
            Your checklist is complete: every document on the list has been added. This text runs a little longer so
            you can see how spacing works inside an alert that holds more than one line.
          </p>
          <hr />
          <p className="mb-0">Keep things tidy with the margin utilities whenever an alert holds several blocks.</p>
        </div>
      </div>
    </Alert>
  );
}

export const meta = { title: "Alert: heading and text", order: 3 };
