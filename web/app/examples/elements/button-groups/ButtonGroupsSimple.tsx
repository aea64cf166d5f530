import { ButtonGroup } from "react-bootstrap";
import { Button } from "~/components/Button";

const views = ["Day", "Week", "Month"];

export default function ButtonGroupsSimple() {
  return (
    <div className="d-flex justify-content-center">
      <ButtonGroup aria-label="Calendar view">
        {views.map((view) => (
          <Button key={view} color="primary">
            {view}
          </Button>
        ))}
      </ButtonGroup>
    </div>
  );
}

export const meta = { title: "Button group: simple", order: 1 };
