import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";

const length = 6;
const empty = Array<string>(length).fill("");

export default function InputsOneTimeCode() {
  const id = useId();
  const [digits, setDigits] = useState(empty);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const code = digits.join("");
  const complete = code.length === length;

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** Writes digits from box `from` on (a typed digit, a paste or the phone's autofill) and moves on. */
  const fill = (from: number, text: string) => {
    const incoming = text
      .replace(/\D/g, "")
      .slice(0, length - from)
      .split("");
    if (incoming.length === 0) return;
    setDigits((current) =>
      current.map((digit, index) => (index >= from && index < from + incoming.length ? incoming[index - from] : digit)),
    );
    focusBox(from + incoming.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && digits[index] === "" && index > 0) {
      event.preventDefault();
      setDigits((current) => current.map((digit, at) => (at === index - 1 ? "" : digit)));
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData("text").replace(/\D/g, "");
    // A whole code fills every box, wherever it is pasted.
    fill(text.length >= length ? 0 : index, text);
  };

  return (
    <div className="row justify-content-center">
      <div className="col-md-8 col-lg-6 text-center">
        <DemoForm
          message={
            complete ? `Code ${code} entered. This is a demo form: nothing was checked or sent.` : "Enter all six digits of the code."
          }
        >
          <fieldset aria-describedby={`${id}-hint`}>
            <legend className="h6 mb-1">Enter your verification code</legend>
            <p id={`${id}-hint`} className="text-sm mb-3">
              We sent a 6-digit code to 07700 900123 (a sample number).
            </p>
            <div className="otp-boxes">
              {digits.map((digit, index) => (
                <input
                  key={index}
                  ref={(element) => {
                    boxes.current[index] = element;
                  }}
                  className="form-control otp-box"
                  name={`digit-${index + 1}`}
                  aria-label={`Digit ${index + 1} of ${length}`}
                  inputMode="numeric"
                  pattern="[0-9]"
                  // The first box takes the code the phone offers; fill() spreads it over the rest.
                  autoComplete={index === 0 ? "one-time-code" : "off"}
                  value={digit}
                  onChange={(event) => {
                    const value = event.target.value.replace(/\D/g, "");
                    if (value === "") setDigits((current) => current.map((old, at) => (at === index ? "" : old)));
                    // A digit typed beside the one already there replaces it.
                    else fill(index, value.length === 2 && digit ? (value[0] === digit ? value[1] : value[0]) : value);
                  }}
                  onKeyDown={(event) => onKeyDown(index, event)}
                  onPaste={(event) => onPaste(index, event)}
                  onFocus={(event) => event.target.select()}
                />
              ))}
            </div>
          </fieldset>
          <div className="d-flex justify-content-center gap-2 mt-4">
            <Button type="submit" variant="gradient" color="dark" className="mb-0">
              Verify
            </Button>
            <Button
              variant="outline"
              color="secondary"
              className="mb-0"
              onClick={() => {
                setDigits(empty);
                focusBox(0);
              }}
            >
              Clear
            </Button>
          </div>
        </DemoForm>
      </div>
    </div>
  );
}

export const meta = {
  title: "Input: one-time code",
  keywords: ["otp", "verification code", "one-time code", "2fa", "pin"],
  order: 9,
  scripted: true,
};
