import { useState } from "react";
import { Button } from "react-bootstrap";
import { Toast, type ToastColor } from "~/components/Toast";

const notifications: { color: ToastColor; title: string }[] = [
  { color: "info", title: "Your documents were uploaded." },
  { color: "warning", title: "Your passport expires in three months." },
  { color: "danger", title: "The payment failed: please try again." },
  { color: "dark", title: "You have two unread messages." },
];

export default function NotificationsTitleOnly() {
  const [closed, setClosed] = useState<ToastColor[]>([]);
  return (
    <div className="toast-stack">
      {notifications
        .filter(({ color }) => !closed.includes(color))
        .map(({ color, title }) => (
          <Toast key={color} color={color} title={title} onClose={() => setClosed((current) => [...current, color])} />
        ))}
      {closed.length > 0 && (
        <Button variant="dark" size="sm" onClick={() => setClosed([])}>
          Show notifications again
        </Button>
      )}
    </div>
  );
}

export const meta = { title: "Notification: title only", order: 2, keywords: ["toast", "notification", "snackbar"] };
