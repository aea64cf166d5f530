import { Input } from "~/components/Input";

export default function InputsStatic() {
  return (
    <div className="row justify-content-center">
      <div className="col-md-6 col-lg-4">
        <Input variant="static" name="full-name" label="Full name" placeholder="eg. Amara Okafor" />
      </div>
    </div>
  );
}

export const meta = { title: "Input: fixed label", order: 2 };
