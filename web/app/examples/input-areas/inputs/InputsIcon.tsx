import { MdSearch } from "react-icons/md";
import { Input } from "~/components/Input";

export default function InputsIcon() {
  return (
    <div className="row justify-content-center">
      <div className="col-md-6 col-lg-4">
        <Input
          variant="outline"
          type="search"
          name="search"
          label="Search"
          icon={<MdSearch size={20} aria-hidden="true" focusable="false" />}
        />
      </div>
    </div>
  );
}

export const meta = { title: "Input: with an icon", order: 4 };
