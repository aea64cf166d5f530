import type { ReactNode } from "react";
import { Button } from "./Button";
import { DemoForm } from "./DemoForm";
import { Input, type InputVariant } from "./Input";

/** What the message box asks for: a problem described in some detail. */
export const contactMessageMinLength = 250;
export const contactMessagePlaceholder = `Describe your problem in at least ${contactMessageMinLength} characters`;

export interface ContactFormProps {
  /** The message box's label. */
  messageLabel?: ReactNode;
  /** The submit button's label. */
  submitLabel?: string;
  /** The message box's height in rows (contact demos use 6). */
  rows?: number;
  /** The fields' look (see the kit's Input). */
  variant?: InputVariant;
  /** Stretches the submit button over the whole width. */
  fullWidthButton?: boolean;
  className?: string;
}

/**
 * The support pages' message form: Full Name, Email and a message of at least
 * 250 characters, then Send Message. A demo: it sends nothing and says so.
 */
export function ContactForm({
  messageLabel = "How can we help you?",
  submitLabel = "Send Message",
  rows = 6,
  variant = "static",
  fullWidthButton = false,
  className = "",
}: ContactFormProps) {
  if (!(rows > 0)) throw new Error(`ContactForm: rows must be a positive number; got ${rows}`);
  return (
    <DemoForm method="post" className={["contact-form", className].filter(Boolean).join(" ")}>
      <div className="row">
        <div className="col-md-6">
          <Input variant={variant} type="text" name="name" label="Full Name" autoComplete="name" placeholder="e.g. Priya Shah" required className="mb-4" />
        </div>
        <div className="col-md-6">
          <Input
            variant={variant}
            type="email"
            name="email"
            label="Email"
            autoComplete="email"
            placeholder="e.g. priya@example.com"
            required
            className="mb-4"
          />
        </div>
      </div>
      <Input
        as="textarea"
        variant={variant}
        name="message"
        label={messageLabel}
        rows={rows}
        placeholder={contactMessagePlaceholder}
        minLength={contactMessageMinLength}
        required
        className="mb-4"
      />
      <div className={fullWidthButton ? undefined : "text-end"}>
        <Button type="submit" variant="gradient" color="primary" className={fullWidthButton ? "w-100 mb-0" : "mb-0"}>
          {submitLabel}
        </Button>
      </div>
    </DemoForm>
  );
}
