import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from "react";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { Input } from "~/components/Input";

type Field = "line1" | "line2" | "town" | "county" | "postcode";
type Errors = Partial<Record<Field, string>>;

const postcodePattern = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;

/** A postcode as Royal Mail writes it: capitals, one space before the last three characters. */
const tidyPostcode = (value: string) =>
  value
    .toUpperCase()
    .replace(/\s+/g, "")
    .replace(/^(.+)(.{3})$/, "$1 $2");

/** What is wrong with each field, in the order of the form. */
function check(data: FormData): Errors {
  const value = (field: Field) => String(data.get(field) ?? "").trim();
  const errors: Errors = {};
  if (!value("line1")) errors.line1 = "Enter the first line of your address, like 10 Sample Street";
  if (!value("town")) errors.town = "Enter your town or city";
  if (!value("postcode")) errors.postcode = "Enter your postcode";
  else if (!postcodePattern.test(tidyPostcode(value("postcode")))) errors.postcode = "Enter a full UK postcode, like LS1 4AP";
  return errors;
}

export default function FormAddress() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  // What the form says after a submit: what to fix, or what was checked.
  const [status, setStatus] = useState("");

  // With JavaScript the form checks itself and says why, beside each field; without, the browser's own checks apply.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = check(data);
    setErrors(found);
    const problems = Object.keys(found);
    if (problems.length > 0) {
      setStatus(
        `There ${problems.length === 1 ? "is 1 problem" : `are ${problems.length} problems`} with the address: check the fields marked.`,
      );
      document.getElementById(`${id}-${problems[0]}`)?.focus();
      return;
    }
    const postcode = tidyPostcode(String(data.get("postcode")));
    (event.currentTarget.elements.namedItem("postcode") as HTMLInputElement).value = postcode;
    const address = [data.get("line1"), data.get("line2"), data.get("town"), postcode]
      .map((part) => String(part ?? "").trim())
      .filter(Boolean);
    setStatus(`Address checked: ${address.join(", ")}. This is a demo form: nothing was sent.`);
  };

  /** Clears a field's message once it has been put right. */
  const recheck = (field: Field, form: HTMLFormElement | null) => {
    if (!errors[field] || !form) return;
    const fixed = !check(new FormData(form))[field];
    if (fixed) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  /** The props that tie a field to its hint and its message. */
  const field = (name: Field, label: string, autoComplete: string, hint = false) => {
    const describedBy = [hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(" ");
    return {
      id: `${id}-${name}`,
      name,
      label,
      autoComplete,
      error: Boolean(errors[name]),
      "aria-describedby": describedBy || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => recheck(name, event.currentTarget.form),
    };
  };

  const message = (name: Field, hint?: string) => (
    <>
      {hint && (
        <p id={`${id}-${name}-hint`} className="text-sm mt-1 mb-0">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="address-form-error">
          <span className="visually-hidden">Error: </span>
          {errors[name]}
        </p>
      )}
    </>
  );

  return (
    <div className="row justify-content-center">
      <div className="col-lg-8">
        <div className="card p-4 p-md-5">
          <h3 className="h5 mb-1">Your UK address</h3>
          <p className="text-sm mb-4">Where you live now. We use it to send your residence documents (a sample form).</p>
          <DemoForm ref={form} method="post" onSubmit={submit} message={status}>
            <div className="row gy-4">
              <div className="col-12">
                <Input {...field("line1", "Address line 1", "address-line1")} required />
                {message("line1")}
              </div>
              <div className="col-12">
                <Input {...field("line2", "Address line 2 (optional)", "address-line2")} />
              </div>
              <div className="col-md-6">
                <Input {...field("town", "Town or city", "address-level2")} required />
                {message("town")}
              </div>
              <div className="col-md-6">
                <Input {...field("county", "County (optional)", "address-level1")} />
              </div>
              <div className="col-sm-6 col-md-4">
                <Input
                  {...field("postcode", "Postcode", "postal-code", true)}
                  required
                  pattern="[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
                {message("postcode", "For example, LS1 4AP")}
              </div>
            </div>
            <input type="hidden" name="country" value="GB" />
            <Button type="submit" variant="gradient" color="dark" className="mt-4 mb-0">
              Save address
            </Button>
          </DemoForm>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Form: UK address", keywords: ["form", "address", "postcode", "autocomplete", "validation"], order: 4 };
