import { Input } from "~/components/Input";

export default function InputsOutline() {
  return (
    <div className="row justify-content-center">
      <div className="col-md-6 col-lg-4">
        <Input variant="outline" type="email" name="email" label="Email address" />
      </div>
    </div>
  );
}

export const meta = { title: "Input: outlined", order: 3 };
