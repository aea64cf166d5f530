import { Badge } from "~/components/Badge";

const colors = ["primary", "secondary", "info", "success", "warning", "danger", "light", "dark"] as const;

export default function BadgesRounded() {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2">
      {colors.map((color) => (
        <Badge key={color} color={color} rounded>
          {color}
        </Badge>
      ))}
    </div>
  );
}

export const meta = { title: "Badges: rounded", order: 3 };
