import { useId, useState } from "react";
import { ToggleButton, ToggleButtonGroup } from "react-bootstrap";

const channels = ["Email", "SMS", "Post"];

export default function ButtonGroupsCheckbox() {
  const id = useId();
  const [selected, setSelected] = useState<string[]>(["Email"]);
  return (
    <div className="d-flex flex-column align-items-center gap-3">
      <ToggleButtonGroup type="checkbox" value={selected} onChange={setSelected} aria-label="Send me updates by">
        {channels.map((channel) => (
          <ToggleButton key={channel} id={`${id}-${channel}`} value={channel} variant="outline-primary" tabIndex={-1}>
            {channel}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <p className="text-sm mb-0" aria-live="polite">
        Updates by: {selected.length > 0 ? selected.join(", ") : "none"}
      </p>
    </div>
  );
}

export const meta = { title: "Button group: checkbox toggles", order: 3 };
