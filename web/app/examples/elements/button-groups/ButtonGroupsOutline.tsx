import { ButtonGroup } from "react-bootstrap";
import { Button } from "~/components/Button";

const views = ["Day", "Week", "Month"];

export default function ButtonGroupsOutline() {
  return (
    <div className="d-flex justify-content-center">
      <ButtonGroup aria-label="Calendar view">
        {views.map((view) => (
          <Button key={view} variant="outline" color="primary">
            {view}
          </Button>
        ))}
      </ButtonGroup>
    </div>
  );
}

export const meta = { title: "Button group: outline", order: 2 };
