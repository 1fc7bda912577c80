/** A reviewer's note as lists show it beside a verdict. Pure. */

/** Characters of a note a list shows; the run's page shows it whole. */
export const LIST_NOTE_LENGTH = 80;

/**
 * The note on one line, cut at a word before `max` characters with "…" when longer: lists show
 * this beside the verdict, the run's page the whole note.
 */
export function shortenReviewNote(note: string, max = LIST_NOTE_LENGTH): string {
  const line = note.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
