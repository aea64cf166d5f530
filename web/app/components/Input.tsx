import { useId, useState, type ComponentPropsWithRef, type ReactNode } from "react";
import { MdCheck, MdErrorOutline } from "react-icons/md";
import { assertOneOf } from "./kitProps";

export const inputVariants = ["dynamic", "static", "outline"] as const;
export type InputVariant = (typeof inputVariants)[number];

/** What a screen reader hears after a field in the success state. */
export const inputSuccessHint = "Looks good.";

interface InputOwnProps {
  /** The field's visible label (a real `<label>`). */
  label: ReactNode;
  /** dynamic: the label floats up on focus or input; static: it sits above; outline: a bordered box. */
  variant?: InputVariant;
  /** A decorative icon before the field. */
  icon?: ReactNode;
  /** Styled as accepted; announced with a hint. Styling only: nothing is checked. */
  success?: boolean;
  /** Styled as rejected and marked `aria-invalid`. Styling only: nothing is checked. */
  error?: boolean;
  /** Classes for the wrapper around the label and the field. */
  className?: string;
}

type InputFieldProps = Omit<ComponentPropsWithRef<"input">, keyof InputOwnProps>;
type TextAreaFieldProps = Omit<ComponentPropsWithRef<"textarea">, keyof InputOwnProps>;

/** A text field (or, with `as="textarea"`, a text area); every other prop goes to the field. */
export type InputProps = InputOwnProps & ((InputFieldProps & { as?: "input" }) | (TextAreaFieldProps & { as: "textarea" }));

/**
 * A Material Kit text field with its label: focused and filled states, an
 * optional icon, and success / error looks that assistive technology hears too.
 */
export function Input({ label, variant = "static", icon, success = false, error = false, className = "", ...field }: InputProps) {
  assertOneOf("Input", "variant", inputVariants, variant);
  assertOneOf("Input", "as", ["input", "textarea"] as const, field.as ?? "input");
  if (success && error) throw new Error("Input: success and error cannot both be set");

  const ownId = useId();
  const id = field.id ?? ownId;
  const hintId = `${id}-hint`;
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(() => hasText(field.defaultValue));
  const filled = field.value !== undefined ? hasText(field.value) : typed;

  const ownFieldProps = {
    id,
    className: "form-control",
    "aria-invalid": error || field["aria-invalid"] || undefined,
    "aria-describedby": [field["aria-describedby"], success && hintId].filter(Boolean).join(" ") || undefined,
  };

  const classes = [
    "mk-input",
    `mk-input-${variant}`,
    field.as === "textarea" && "mk-input-multiline",
    icon != null && "has-icon",
    focused && "is-focused",
    filled && "is-filled",
    success && "is-valid",
    error && "is-invalid",
    field.disabled && "is-disabled",
    className,
  ];
  const StateIcon = success ? MdCheck : error ? MdErrorOutline : null;

  return (
    // Focus and change events bubble up from the field: the wrapper follows its state.
    <div
      className={classes.filter(Boolean).join(" ")}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => setTyped((event.target as HTMLInputElement | HTMLTextAreaElement).value !== "")}
    >
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {icon != null && (
        <span className="mk-input-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {field.as === "textarea" ? <TextArea {...field} {...ownFieldProps} /> : <TextField {...field} {...ownFieldProps} />}
      {StateIcon && <StateIcon className="mk-input-state" aria-hidden="true" focusable="false" />}
      {success && (
        <span id={hintId} className="visually-hidden">
          {inputSuccessHint}
        </span>
      )}
    </div>
  );
}

function TextField({ as: _as, ...props }: InputFieldProps & { as?: "input" }) {
  return <input {...props} />;
}

function TextArea({ as: _as, ...props }: TextAreaFieldProps & { as: "textarea" }) {
  return <textarea {...props} />;
}

function hasText(value: unknown): boolean {
  if (value == null) return false;
  return Array.isArray(value) ? value.length > 0 : String(value) !== "";
}
