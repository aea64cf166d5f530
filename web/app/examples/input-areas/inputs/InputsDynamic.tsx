import { Input } from "~/components/Input";

export default function InputsDynamic() {
  return (
    <div className="row justify-content-center">
      <div className="col-md-6 col-lg-4">
        <Input variant="dynamic" name="full-name" label="Full name" />
      </div>
    </div>
  );
}

export const meta = { title: "Input: floating label", order: 1 };
