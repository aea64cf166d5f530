import { Button } from "~/components/Button";

const colors = ["primary", "secondary", "info", "success", "warning", "danger", "dark"] as const;
const colorsOnDark = ["light", "white"] as const;

export default function ButtonsOutline() {
  return (
    <div className="d-flex flex-wrap justify-content-center align-items-center gap-2">
      {colors.map((color) => (
        <Button key={color} variant="outline" color={color}>
          {color}
        </Button>
      ))}
      <div className="buttons-on-dark d-flex flex-wrap gap-2">
        {colorsOnDark.map((color) => (
          <Button key={color} variant="outline" color={color}>
            {color}
          </Button>
        ))}
      </div>
    </div>
  );
}

export const meta = { title: "Buttons: outline", order: 3 };
