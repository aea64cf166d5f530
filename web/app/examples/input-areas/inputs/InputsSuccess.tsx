import { Input } from "~/components/Input";

export default function InputsSuccess() {
  return (
    <div className="row justify-content-center">
      <div className="col-md-6 col-lg-4">
        <Input variant="dynamic" name="username" label="Username" defaultValue="amara.okafor" success />
      </div>
    </div>
  );
}

export const meta = { title: "Input: success state", order: 5 };
