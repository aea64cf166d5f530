import { useEffect } from "react";

/** Adds classes to <body> while the calling page is shown, and removes them on leave. */
export function useBodyClass(...classNames: string[]) {
  const key = classNames.join(" ");
  useEffect(() => {
    const names = key.split(" ").filter(Boolean);
    document.body.classList.add(...names);
    return () => document.body.classList.remove(...names);
  }, [key]);
}
