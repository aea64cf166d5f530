import { useState } from "react";
import { Slider } from "~/components/Slider";

export default function ProgressBarsRangeSlider() {
  const [range, setRange] = useState([30, 80]);

  return (
    <div className="row justify-content-center">
      <div className="col-lg-8">
        <p className="text-sm text-body-emphasis fw-bold mb-2">
          Range: {range[0]} to {range[1]}
        </p>
        <Slider value={range} onValueChange={setRange} label={["Range start", "Range end"]} />
      </div>
    </div>
  );
}

export const meta = { title: "Slider: range with two handles", order: 3 };
