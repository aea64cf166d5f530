import { Badge } from "~/components/Badge";

const colors = ["primary", "secondary", "info", "success", "warning", "danger", "light", "dark"] as const;

export default function BadgesGradient() {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2">
      {colors.map((color) => (
        <Badge key={color} variant="gradient" color={color}>
          {color}
        </Badge>
      ))}
    </div>
  );
}

export const meta = { title: "Badges: gradient", order: 1 };
