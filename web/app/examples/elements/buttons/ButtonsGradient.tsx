import { Button } from "~/components/Button";

const colors = ["primary", "secondary", "info", "success", "warning", "danger", "light", "dark", "white"] as const;

export default function ButtonsGradient() {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2">
      {colors.map((color) => (
        <Button key={color} variant="gradient" color={color}>
          {color}
        </Button>
      ))}
    </div>
  );
}

export const meta = { title: "Buttons: gradient", order: 1 };
