import { useId, useState } from "react";
import { ToggleButton, ToggleButtonGroup } from "react-bootstrap";

const periods = ["Monthly", "Quarterly", "Annual"];

export default function ButtonGroupsRadio() {
  const id = useId();
  const [period, setPeriod] = useState("Monthly");
  return (
    <div className="d-flex flex-column align-items-center gap-3">
      <ToggleButtonGroup type="radio" name={`${id}-period`} value={period} onChange={setPeriod} aria-label="Billing period">
        {periods.map((option) => (
          <ToggleButton key={option} id={`${id}-${option}`} value={option} variant="outline-primary" tabIndex={-1}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <p className="text-sm mb-0" aria-live="polite">
        Billed: {period.toLowerCase()}
      </p>
    </div>
  );
}

export const meta = { title: "Button group: radio toggles", order: 4 };
