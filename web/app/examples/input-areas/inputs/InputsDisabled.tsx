import { Input } from "~/components/Input";

export default function InputsDisabled() {
  return (
    <div className="row justify-content-center">
      <div className="col-md-6 col-lg-4">
        <Input variant="dynamic" name="account" label="Account number" defaultValue="UK-2041-778" disabled />
      </div>
    </div>
  );
}

export const meta = { title: "Input: disabled", order: 7 };
