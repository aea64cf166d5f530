import { useId, useState } from "react";
import { Button, Tooltip } from "react-bootstrap";
import { OverlayTrigger } from "~/components/overlays";

const placements = ["top", "right", "bottom", "left"] as const;
type Placement = (typeof placements)[number];

// Where a side has no room (on a phone), show it above or below instead.
const popperConfig = { modifiers: [{ name: "flip", options: { fallbackPlacements: ["top", "bottom"] } }] };

export default function TooltipsPlacements() {
  const id = useId();
  const [open, setOpen] = useState<Partial<Record<Placement, boolean>>>({});
  return (
    <div className="d-flex flex-column flex-md-row flex-wrap align-items-center justify-content-center gap-3 py-5">
      {placements.map((placement) => (
        <OverlayTrigger
          key={placement}
          placement={placement}
          trigger={["hover", "focus"]}
          show={open[placement] ?? false}
          onToggle={(show) => setOpen((current) => ({ ...current, [placement]: show }))}
          rootClose
          rootCloseEvent="mousedown"
          flip
          popperConfig={popperConfig}
          overlay={<Tooltip id={`${id}-${placement}`}>Hello from the {placement}!</Tooltip>}
        >
          <Button variant="success" aria-describedby={open[placement] ? `${id}-${placement}` : undefined}>
            Tooltip on {placement}
          </Button>
        </OverlayTrigger>
      ))}
    </div>
  );
}

export const meta = { title: "Tooltip: four placements", order: 1 };
