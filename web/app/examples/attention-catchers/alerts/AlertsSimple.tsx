import { Alert } from "~/components/Alert";

const colors = ["success", "primary", "secondary", "danger", "warning", "info", "light", "dark"] as const;

export default function AlertsSimple() {
  return (
    <>
      {colors.map((color) => (
        <Alert key={color} color={color} fontWeight="medium">
          A simple {color} alert—check it out!
        </Alert>
      ))}
    </>
  );
}

export const meta = { title: "Alert: eight colours", order: 1 };
