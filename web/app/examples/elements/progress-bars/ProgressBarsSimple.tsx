import { Progress } from "~/components/Progress";

const colors = ["primary", "secondary", "success", "info", "warning", "danger", "dark"] as const;

export default function ProgressBarsSimple() {
  return (
    <div className="row justify-content-center">
      <div className="col-lg-8">
        {colors.map((color) => (
          <div key={color} className="mb-4">
            <div className="d-flex justify-content-between text-sm mb-2" aria-hidden="true">
              <span className="text-capitalize fw-bold text-body-emphasis">{color}</span>
              <span>50%</span>
            </div>
            <Progress color={color} value={50} label={`${color} progress`} />
          </div>
        ))}
      </div>
    </div>
  );
}

export const meta = { title: "Progress bars: simple", order: 1 };
