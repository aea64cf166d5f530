// Rewriting a text at the places a parser found, leaving every other byte as it was.

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Text edits applied back to front, so that each edit's offsets hold. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
}
