import { useState } from "react";
import { Button } from "react-bootstrap";
import { MdNotificationsActive } from "react-icons/md";
import { Toast } from "~/components/Toast";

export default function NotificationsWithIcon() {
  const [show, setShow] = useState(true);
  return (
    <div className="toast-stack">
      {show ? (
        <Toast
          icon={<MdNotificationsActive aria-hidden="true" focusable="false" />}
          title="UK Guide"
          date="11 mins ago"
          description="Hello, world! Your visa checklist has three new forms to look at."
          onClose={() => setShow(false)}
        />
      ) : (
        <Button variant="success" onClick={() => setShow(true)}>
          Show notification
        </Button>
      )}
    </div>
  );
}

export const meta = { title: "Notification: with an icon", order: 1, keywords: ["toast", "notification", "snackbar"] };
