import { SelectPicker } from "~/components/SelectPicker";

const cities = ["Brazil", "Bucharest", "London", "Washington"];

export default function DropdownsSelectPicker() {
  return (
    <div className="row justify-content-center" style={{ minHeight: "16rem" }}>
      <div className="col-sm-8 col-lg-5">
        <SelectPicker label="Destination" options={cities} searchEnabled={false} />
      </div>
    </div>
  );
}

export const meta = { title: "Dropdown: select picker" };
