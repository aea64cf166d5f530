import { Input } from "~/components/Input";

export default function InputsError() {
  return (
    <div className="row justify-content-center">
      <div className="col-md-6 col-lg-4">
        <Input variant="dynamic" type="email" name="email" label="Email address" defaultValue="amara@" error />
      </div>
    </div>
  );
}

export const meta = { title: "Input: error state", order: 6 };
