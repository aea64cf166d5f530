import { ButtonGroup } from "react-bootstrap";
import { Button, type ButtonSize } from "~/components/Button";

const sizes: { size: ButtonSize; label: string }[] = [
  { size: "lg", label: "Large" },
  { size: "default", label: "Default" },
  { size: "sm", label: "Small" },
];
const views = ["Day", "Week", "Month"];

export default function ButtonGroupsSizing() {
  return (
    <div className="d-flex flex-column align-items-center gap-3">
      {sizes.map(({ size, label }) => (
        <ButtonGroup key={size} aria-label={`Calendar view, ${label.toLowerCase()} buttons`}>
          {views.map((view) => (
            <Button key={view} color="dark" size={size}>
              {view}
            </Button>
          ))}
        </ButtonGroup>
      ))}
    </div>
  );
}

export const meta = { title: "Button group: three sizes", order: 5 };
