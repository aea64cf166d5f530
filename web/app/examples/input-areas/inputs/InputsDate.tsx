import { Input } from "~/components/Input";

/** The browser's own date picker: a calendar on every device, keyboard entry and the reader's date format. */
export default function InputsDate() {
  return (
    <div className="row justify-content-center g-3">
      <div className="col-sm-6 col-lg-4">
        <Input type="date" variant="static" name="arrival" label="Arrival in the UK" min="2026-01-01" max="2030-12-31" />
      </div>
      <div className="col-sm-6 col-lg-4">
        <Input type="date" variant="static" name="visa-expiry" label="Current visa expires" aria-describedby="visa-expiry-hint" />
        <p id="visa-expiry-hint" className="text-sm text-soft mt-1 mb-0">
          As printed on your visa or your eVisa record.
        </p>
      </div>
    </div>
  );
}

export const meta = { title: "Input: dates", order: 8, keywords: ["date picker", "datepicker", "calendar", "date input"] };
