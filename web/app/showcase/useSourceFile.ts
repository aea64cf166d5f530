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

const loading: SourceState = { status: "loading" };

interface SourceOptions {
  /** Fetched once per page and kept for every block that asks (the registry index). */
  shared?: boolean;
}

/** Fetches a published file once (one GET, no payload); fetches nothing while `path` is null. */
export function useSourceFile(path: string | null, { shared = false }: SourceOptions = {}): SourceState {
  const [loaded, setLoaded] = useState<{ path: string; state: SourceState } | null>(null);
  useEffect(() => {
    if (path === null || (shared && settledShared.has(path))) return;
    let current = true;
    (shared ? loadShared(path) : loadSource(path)).then((state) => current && setLoaded({ path, state }));
    return () => {
      current = false;
    };
  }, [path, shared]);
  if (path === null) return loading;
  // A shared file another block already has shows at once; a state kept for an earlier path is not this one's.
  return (shared ? settledShared.get(path) : undefined) ?? (loaded?.path === path ? loaded.state : loading);
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

/** Shared files: the one load of each per page, and its outcome once it has one (a failure too, so it is not retried). */
const sharedLoads = new Map<string, Promise<SourceState>>();
const settledShared = new Map<string, SourceState>();

function loadShared(path: string): Promise<SourceState> {
  let load = sharedLoads.get(path);
  if (!load) {
    load = loadSource(path).then((state) => {
      settledShared.set(path, state);
      return state;
    });
    sharedLoads.set(path, load);
  }
  return load;
}

/** Forgets the shared files, as a new page would: each test starts with none fetched. */
export function forgetSharedFiles() {
  sharedLoads.clear();
  settledShared.clear();
}
