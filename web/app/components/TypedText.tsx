import { useEffect, useState } from "react";
import { MdPause, MdPlayArrow } from "react-icons/md";
import { useHydrating, useReducedMotion } from "~/lib/motion";

export interface TypedTextProps {
  /** The words typed one after the other; at least one. */
  strings: string[];
  /** Milliseconds per character typed. */
  typeSpeed?: number;
  /** Milliseconds per character erased. */
  backSpeed?: number;
  /** Milliseconds a whole word stays before it is erased. */
  backDelay?: number;
  /** Milliseconds before the animation starts, and before each new round of a loop. */
  startDelay?: number;
  /** Start again from the first word after the last one, without end. */
  loop?: boolean;
  /** The character shown as the cursor; an empty string shows none. */
  cursor?: string;
  /** Fade a word out instead of erasing it character by character. */
  fadeOut?: boolean;
  /** Milliseconds the fade-out takes before the next word is typed. */
  fadeOutDelay?: number;
  /** Erase only back to the start the next word shares with this one. */
  smartBackspace?: boolean;
  /**
   * Pauses the animation (the current word is shown whole). When given, the parent owns the
   * pause control (e.g. a `TypedTextToggle` outside the heading); when left out, TypedText
   * shows its own toggle button after the words.
   */
  paused?: boolean;
  className?: string;
}

type Phase = "start" | "typing" | "holding" | "deleting" | "fading" | "restart";

/** Where the animation is: which word, how many of its characters show, and what happens next. */
interface Step {
  index: number;
  count: number;
  phase: Phase;
}

type Timing = Required<Pick<TypedTextProps, "typeSpeed" | "backSpeed" | "backDelay" | "startDelay" | "loop" | "fadeOut" | "fadeOutDelay" | "smartBackspace">>;

const defaults: Timing = {
  typeSpeed: 0,
  backSpeed: 0,
  backDelay: 700,
  startDelay: 0,
  loop: false,
  fadeOut: false,
  fadeOutDelay: 500,
  smartBackspace: true,
};

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** The next step of the animation and the delay before it; null once a non-looping animation has ended. */
function nextStep(step: Step, strings: readonly string[], timing: Timing): { step: Step; delay: number } | null {
  const { index, count, phase } = step;
  const word = strings[index];
  const last = index === strings.length - 1;
  const following = (index + 1) % strings.length;
  switch (phase) {
    case "start":
      return { step: { index, count, phase: "holding" }, delay: timing.startDelay };
    case "typing":
      if (count >= word.length) return { step: { index, count, phase: "holding" }, delay: 0 };
      return { step: { index, count: count + 1, phase: count + 1 === word.length ? "holding" : "typing" }, delay: timing.typeSpeed };
    case "holding":
      if (last && !timing.loop) return null;
      return { step: { index, count, phase: timing.fadeOut ? "fading" : "deleting" }, delay: timing.backDelay };
    case "fading":
      return { step: { index: following, count: 0, phase: "typing" }, delay: timing.fadeOutDelay };
    case "deleting": {
      // Like typed.js: the last word is erased completely, and a new round begins after the start delay.
      const stop = timing.smartBackspace && !last ? commonPrefixLength(word, strings[following]) : 0;
      const remaining = Math.max(count - 1, stop);
      if (remaining > stop) return { step: { index, count: remaining, phase: "deleting" }, delay: timing.backSpeed };
      if (last) return { step: { index: 0, count: 0, phase: "restart" }, delay: timing.backSpeed };
      return { step: { index: following, count: stop, phase: "typing" }, delay: timing.backSpeed };
    }
    case "restart":
      return { step: { index: 0, count: 0, phase: "typing" }, delay: timing.startDelay };
  }
}

function assertDelay(prop: string, value: number) {
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`TypedText: ${prop} must be a number of milliseconds, 0 or more; got ${JSON.stringify(value)}`);
  }
}

/**
 * Words typed, erased and typed again, with typed.js's options and defaults. Screen readers
 * (and the prerendered HTML) get the whole list at once; the moving part is hidden from them.
 * Under reduced motion the first word shows, still. The animation can always be paused.
 * The prerendered first word (`data-still` until the animation takes over) may have been on screen
 * long before the page hydrates (on a slow phone, seconds): it stays whole through the start delay and
 * the words go on from it, never erased to be typed again. Made in the browser, the first word is typed
 * from empty after the start delay, as typed.js does.
 */
export function TypedText({
  strings,
  typeSpeed = defaults.typeSpeed,
  backSpeed = defaults.backSpeed,
  backDelay = defaults.backDelay,
  startDelay = defaults.startDelay,
  loop = defaults.loop,
  cursor = "|",
  fadeOut = defaults.fadeOut,
  fadeOutDelay = defaults.fadeOutDelay,
  smartBackspace = defaults.smartBackspace,
  paused: pausedProp,
  className = "",
}: TypedTextProps) {
  if (!Array.isArray(strings) || strings.length === 0 || strings.some((word) => typeof word !== "string" || word.trim() === "")) {
    throw new Error(`TypedText: strings must be a list of at least one non-empty word; got ${JSON.stringify(strings)}`);
  }
  const delays = { typeSpeed, backSpeed, backDelay, startDelay, fadeOutDelay };
  for (const [prop, value] of Object.entries(delays)) assertDelay(prop, value);

  const reducedMotion = useReducedMotion();
  const [ownPaused, setOwnPaused] = useState(false);
  const paused = pausedProp ?? ownPaused;
  const words = strings.join("\u0000");
  // Null while the first word shows whole and still, as prerendered; made here with motion, typed from empty.
  const hydrating = useHydrating();
  const [step, setStep] = useState<Step | null>(() => (hydrating || reducedMotion || paused ? null : { index: 0, count: 0, phase: "restart" }));

  // Motion welcome (once hydrated, or the visitor's setting changed) and the first word shown whole: it stays
  // through the start delay, then the words go on from it.
  if (!reducedMotion && !step) setStep({ index: 0, count: strings[0].length, phase: "start" });

  // New words start over from the first one.
  const [wordsBefore, setWordsBefore] = useState(words);
  if (words !== wordsBefore) {
    setWordsBefore(words);
    setStep({ index: 0, count: 0, phase: "restart" });
  }

  // Pausing shows the current word whole; resuming goes on from there.
  const [wasPaused, setWasPaused] = useState(paused);
  if (paused !== wasPaused) {
    setWasPaused(paused);
    if (paused) setStep((current) => current && { index: current.index, count: (strings[current.index] ?? "").length, phase: "holding" });
  }

  const still = reducedMotion || paused;
  useEffect(() => {
    if (still || !step) return;
    const next = nextStep(step, words.split("\u0000"), { typeSpeed, backSpeed, backDelay, startDelay, loop, fadeOut, fadeOutDelay, smartBackspace });
    if (!next) return;
    const timer = setTimeout(() => setStep(next.step), next.delay);
    return () => clearTimeout(timer);
  }, [still, step, words, typeSpeed, backSpeed, backDelay, startDelay, loop, fadeOut, fadeOutDelay, smartBackspace]);

  const prerendered = reducedMotion || !step;
  const shown = prerendered ? strings[0] : (strings[step.index] ?? "").slice(0, step.count);
  const finished = step?.phase === "holding" && step.index === strings.length - 1 && !loop;
  const blinking = !still && !finished && (step?.phase === "holding" || step?.phase === "start" || step?.phase === "restart");
  const fading = !still && step?.phase === "fading";

  return (
    <span className={`typed-text ${className}`.trim()}>
      <span className="visually-hidden">{strings.join(", ")}</span>
      <span className={`typed-text-words${fading ? " typed-text-fade" : ""}`} aria-hidden="true" data-still={prerendered || undefined}>
        {shown}
        {!reducedMotion && cursor !== "" && <span className={`typed-cursor${blinking ? " typed-cursor-blink" : ""}`}>{cursor}</span>}
      </span>
      {pausedProp === undefined && !reducedMotion && (
        <>
          {" "}
          <TypedTextToggle paused={ownPaused} onToggle={setOwnPaused} />
        </>
      )}
    </span>
  );
}

interface TypedTextToggleProps {
  paused: boolean;
  onToggle: (paused: boolean) => void;
  /** The button's accessible name; it is a toggle, pressed while paused. */
  label?: string;
  /** "light" for a button on a dark or photo background. */
  tone?: "dark" | "light";
  className?: string;
}

/** The pause / play button of a TypedText: a round icon button, pressed while the words are paused. */
export function TypedTextToggle({ paused, onToggle, label = "Pause the typed words", tone = "dark", className = "" }: TypedTextToggleProps) {
  const Icon = paused ? MdPlayArrow : MdPause;
  return (
    <button
      type="button"
      className={`typed-text-toggle typed-text-toggle-${tone} ${className}`.trim()}
      aria-pressed={paused}
      onClick={() => onToggle(!paused)}
    >
      <Icon size={18} aria-hidden="true" focusable="false" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
