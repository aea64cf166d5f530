import { useCallback, useEffect, useRef, useState } from "react";
import { copyText } from "./clipboard";

/** The copy message's timings, in ms after a copy (SPEC section 9). */
export const COPY_ALERT_TIMINGS = { fadeIn: 100, fadeOut: 2000, remove: 2500 } as const;

/** 'hidden': not in the page; 'entering': inserted, still transparent; 'shown'; 'leaving': fading out. */
export type CopyAlertPhase = "hidden" | "entering" | "shown" | "leaving";

/** The life of the 'Code successfully copied!' message: in after 100 ms, fading at 2 s, gone at 2.5 s. */
function useCopyAlert(): [CopyAlertPhase, () => void] {
  const [phase, setPhase] = useState<CopyAlertPhase>("hidden");
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clear = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(() => clear, []);

  const show = useCallback(() => {
    clear();
    setPhase("entering");
    timers.current = [
      setTimeout(() => setPhase("shown"), COPY_ALERT_TIMINGS.fadeIn),
      setTimeout(() => setPhase("leaving"), COPY_ALERT_TIMINGS.fadeOut),
      setTimeout(() => setPhase("hidden"), COPY_ALERT_TIMINGS.remove),
    ];
  }, []);

  return [phase, show];
}

/** Copies text, then shows the message; a refused copy is only logged and shows nothing (SPEC section 9). */
export function useCopy(what: string): [CopyAlertPhase, (text: string) => Promise<void>] {
  const [phase, show] = useCopyAlert();
  const copy = useCallback(
    async (text: string) => {
      try {
        await copyText(text);
        show();
      } catch (error) {
        console.error(`Could not copy ${what}:`, error);
      }
    },
    [what, show],
  );
  return [phase, copy];
}
