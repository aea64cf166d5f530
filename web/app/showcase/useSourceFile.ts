import { useEffect, useState } from "react";

export type SourceState =
  | { status: "loading" }
  | { status: "loaded"; text: string }
  | { status: "failed"; message: string };

/** The messages of SPEC section 8. */
export const sourceMessages = {
  loading: "Loading…",
  empty: "File does not exist or is empty",
  httpError: (status: number, statusText: string) => `Error ${status} while fetching file: ${statusText}`,
} as const;

/** Fetches an example's published source once (one GET, no payload). */
export function useSourceFile(path: string): SourceState {
  const [state, setState] = useState<SourceState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    loadSource(path).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [path]);
  return state;
}

export async function loadSource(path: string): Promise<SourceState> {
  try {
    const response = await fetch(path);
    if (response.status >= 400) {
      return { status: "failed", message: sourceMessages.httpError(response.status, response.statusText) };
    }
    const text = await response.text();
    return text.trim() ? { status: "loaded", text } : { status: "failed", message: sourceMessages.empty };
  } catch {
    return { status: "failed", message: sourceMessages.empty };
  }
}
