import { Button } from "~/components/Button";

const colors = ["primary", "secondary", "info", "success", "warning", "danger", "light", "dark", "white"] as const;

export default function ButtonsContained() {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2">
      {colors.map((color) => (
        <Button key={color} color={color}>
          {color}
        </Button>
      ))}
    </div>
  );
}

export const meta = { title: "Buttons: contained", order: 2 };
