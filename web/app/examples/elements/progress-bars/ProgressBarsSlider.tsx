import { useState } from "react";
import { Slider } from "~/components/Slider";

export default function ProgressBarsSlider() {
  const [volume, setVolume] = useState(50);

  return (
    <div className="row justify-content-center">
      <div className="col-lg-8">
        <div className="d-flex justify-content-between text-sm mb-2">
          <span className="text-body-emphasis fw-bold">Volume</span>
          <span>{volume}%</span>
        </div>
        <Slider value={volume} onValueChange={setVolume} tooltips={false} label="Volume" />
      </div>
    </div>
  );
}

export const meta = { title: "Slider: without tooltip", order: 4 };
