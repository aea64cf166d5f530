import { useState } from "react";
import { Button } from "react-bootstrap";
import { Alert } from "~/components/Alert";

const colors = ["success", "primary", "secondary", "danger", "warning", "info", "light", "dark"] as const;

export default function AlertsDismissible() {
  const [round, setRound] = useState(0);
  return (
    <div>
      {colors.map((color) => (
        <Alert key={`${color}-${round}`} color={color} dismissible>
          <strong>Heads up!</strong> This {color} alert closes with the button on its right.
        </Alert>
      ))}
      <div className="text-center">
        <Button variant="dark" size="sm" onClick={() => setRound((current) => current + 1)}>
          Show all alerts again
        </Button>
      </div>
    </div>
  );
}

export const meta = { title: "Alert: dismissible", order: 4 };
