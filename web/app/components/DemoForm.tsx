import { useState, type ComponentPropsWithRef, type ReactNode, type SubmitEvent } from "react";

/** What a demo form says once it is submitted. */
export const demoFormMessage = "This is a demo form: nothing was sent.";

export type DemoFormProps = Omit<ComponentPropsWithRef<"form">, "action"> & {
  /** Replaces the standard message shown after a submit. */
  message?: ReactNode;
};

/**
 * A form that sends nothing: its submit is stopped, then a status message says
 * plainly that this is a demo. Native field types and validation still apply.
 * Every other prop (method, autoComplete, …) goes to the `<form>`; it has no action.
 */
export function DemoForm({ children, message = demoFormMessage, onSubmit, className = "", ...props }: DemoFormProps) {
  const [submits, setSubmits] = useState(0);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event);
    setSubmits((count) => count + 1);
  };

  return (
    <form {...props} className={["demo-form", className].filter(Boolean).join(" ")} onSubmit={submit}>
      {children}
      <div role="status" className="demo-form-status">
        {/* A new node on each submit, so the message is announced every time. */}
        {submits > 0 && (
          <p key={submits} className="demo-form-message">
            {message}
          </p>
        )}
      </div>
    </form>
  );
}
