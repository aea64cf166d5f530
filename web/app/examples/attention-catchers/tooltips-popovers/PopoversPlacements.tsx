import { useId, useState } from "react";
import { Button, Popover } from "react-bootstrap";
import { OverlayTrigger } from "~/components/overlays";

const popovers = [
  { placement: "top", text: "Popovers hold a short title and a sentence or two of help." },
  { placement: "right", text: "They open on hover, on keyboard focus and on a tap or click." },
  { placement: "bottom", text: "Press Esc or move away from the button to close one." },
  { placement: "left", text: "Keep them short: anything longer belongs on the page itself." },
] as const;
type Placement = (typeof popovers)[number]["placement"];

// Where a side has no room (on a phone), show it above or below instead.
const popperConfig = { modifiers: [{ name: "flip", options: { fallbackPlacements: ["top", "bottom"] } }] };

export default function PopoversPlacements() {
  const id = useId();
  const [open, setOpen] = useState<Partial<Record<Placement, boolean>>>({});
  return (
    <div className="d-flex flex-column flex-md-row flex-wrap align-items-center justify-content-center gap-3 py-5">
      {popovers.map(({ placement, text }) => (
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
          overlay={
            <Popover id={`${id}-${placement}`}>
              <Popover.Header>Popover on {placement}</Popover.Header>
              <Popover.Body>{text}</Popover.Body>
            </Popover>
          }
        >
          <Button variant="primary" aria-describedby={open[placement] ? `${id}-${placement}` : undefined}>
            Popover on {placement}
          </Button>
        </OverlayTrigger>
      ))}
    </div>
  );
}

export const meta = { title: "Popover: four placements", order: 2 };
