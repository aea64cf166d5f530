import { Alert } from "~/components/Alert";

const colors = ["success", "primary", "secondary", "danger", "warning", "info", "light", "dark"] as const;

export default function AlertsWithLinks() {
  return (
    <>
      {colors.map((color) => (
        <Alert key={color} color={color}>
          A simple {color} alert with{" "}
          <a href="/pages/support/help-center" className="alert-link">
            a link to the help center
          </a>
          . Give it a click if you like.
        </Alert>
      ))}
    </>
  );
}

export const meta = { title: "Alert: with links", order: 2 };
