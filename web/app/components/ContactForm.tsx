import { useId, type ReactNode } from "react";
import { Form } from "react-bootstrap";
import { Button } from "./Button";
import { DemoForm } from "./DemoForm";
import { Input, type InputVariant } from "./Input";

/** What the message box asks for: a problem described in some detail. Asked, not checked. */
export const contactMessagePlaceholder = "Describe your problem in at least 250 characters";
/** The label of the terms switch some contact forms end with. */
export const contactTermsLabel = "I agree to the Terms and Conditions.";

export interface ContactFormProps {
  /** full: one name field; split: First Name and Last Name side by side. */
  names?: "full" | "split";
  /** The single name field's label (with `names="full"`). */
  nameLabel?: string;
  /** The email field's label. */
  emailLabel?: string;
  /** The message box's label. */
  messageLabel?: ReactNode;
  /** Sample placeholders, and a message box whose placeholder asks for 250 characters describing the problem (no check). */
  askForDetail?: boolean;
  /** Ends the form with the terms switch, on by default. */
  terms?: boolean;
  /** The submit button's label. */
  submitLabel?: string;
  submitColor?: "primary" | "dark";
  /** The message box's height in rows (contact demos use 6). */
  rows?: number;
  /** The fields' look (see the kit's Input). */
  variant?: InputVariant;
  /** Stretches the submit button over the whole width. */
  fullWidthButton?: boolean;
  /** The id of the heading that names the form. */
  "aria-labelledby"?: string;
  className?: string;
}

/**
 * A message form: a name (whole, or first and last), an email address and a
 * message, then Send Message. The support pages' version asks (in its placeholder,
 * without checking) for a problem described in 250 characters. A demo: it sends nothing and says so.
 */
export function ContactForm({
  names = "full",
  nameLabel = "Full Name",
  emailLabel = "Email",
  messageLabel = "How can we help you?",
  askForDetail = true,
  terms = false,
  submitLabel = "Send Message",
  submitColor = "primary",
  rows = 6,
  variant = "static",
  fullWidthButton = false,
  "aria-labelledby": labelledBy,
  className = "",
}: ContactFormProps) {
  if (!(rows > 0)) throw new Error(`ContactForm: rows must be a positive number; got ${rows}`);
  const termsId = useId();
  const field = { variant, required: askForDetail, className: "mb-4" } as const;
  return (
    <DemoForm method="post" aria-labelledby={labelledBy} className={["contact-form", className].filter(Boolean).join(" ")}>
      <div className="row">
        {names === "split" ? (
          <>
            <div className="col-md-6">
              <Input {...field} type="text" name="first-name" label="First Name" autoComplete="given-name" />
            </div>
            <div className="col-md-6">
              <Input {...field} type="text" name="last-name" label="Last Name" autoComplete="family-name" />
            </div>
          </>
        ) : (
          <>
            <div className="col-md-6">
              <Input
                {...field}
                type="text"
                name="name"
                label={nameLabel}
                autoComplete="name"
                placeholder={askForDetail ? "e.g. Priya Shah" : undefined}
              />
            </div>
            <div className="col-md-6">
              <EmailField {...field} label={emailLabel} placeholder={askForDetail ? "e.g. priya@example.com" : undefined} />
            </div>
          </>
        )}
      </div>
      {names === "split" && <EmailField {...field} label={emailLabel} />}
      <Input
        {...field}
        as="textarea"
        name="message"
        label={messageLabel}
        rows={rows}
        placeholder={askForDetail ? contactMessagePlaceholder : undefined}
      />
      {terms && (
        <Form.Check type="switch" role="switch" id={`${termsId}-terms`} name="terms" label={contactTermsLabel} defaultChecked className="mb-4" />
      )}
      <div className={fullWidthButton ? undefined : "text-end"}>
        <Button type="submit" variant="gradient" color={submitColor} className={fullWidthButton ? "w-100 mb-0" : "mb-0"}>
          {submitLabel}
        </Button>
      </div>
    </DemoForm>
  );
}

function EmailField(props: { variant: InputVariant; required: boolean; className: string; label: string; placeholder?: string }) {
  return <Input {...props} type="email" name="email" autoComplete="email" />;
}
