/**
 * What a report body may hold before it is rendered, checked in one linear pass. Pure.
 *
 * marked (lib/reports/markdown.ts) costs time that grows with the square of two shapes: a long
 * run of characters without a space (its GFM text rule looks ahead, at every token, for an e-mail
 * address's "@": `_a_a_a…` of 99 kB took 5 s), and many emphasis marks in one paragraph (each
 * `*` or `_` that may open is matched against every later mark: `*a_*a_…` took 60 s). Nested
 * lists and quotes are lexed by recursion (2,000 `> ` overflowed the stack). Each is bounded here,
 * far above what a written report holds, and refused with a message that says how to fix it.
 * Nesting is read from the lines before marked runs; the other two on the exact pieces of text
 * that marked's block lexer hands to its inline lexer (code blocks and raw HTML are not among them).
 */

/** Lists and quotes nest at most this deep. */
export const MAX_NESTING = 20;
/** Characters without a space or a line break between them (a long URL fits). */
export const MAX_WORD_LENGTH = 300;
/** Inline marks (MARKS) in one paragraph, heading, list item or table cell. */
export const MAX_MARKS_PER_PARAGRAPH = 100;
/** Inline marks in the whole body. */
export const MAX_MARKS = 10_000;
/** Lines in the whole body. */
export const MAX_LINES = 10_000;
/** Paragraphs, headings, list items and table cells in the whole body. */
export const MAX_PIECES = 5_000;
/** What opens inline syntax, each tried against what follows it: `* _ ~ < [ ! \` \\`. */
export const MARKS = "*_~<[!`\\";

export type BodyLimitCode = "nesting" | "word" | "marks" | "pieces";
export type BodyLimitIssue = { code: BodyLimitCode; message: string };

const MARKER = /^[-*+](?=[ \t]|$)|^\d{1,9}[.)](?=[ \t]|$)/;

/** How deep the containers opened at the start of `line` nest: markers plus indentation (two columns a level). */
export function measureNesting(line: string): number {
  let markers = 0;
  let indent = 0;
  let index = 0;
  while (index < line.length) {
    const character = line[index];
    if (character === " ") indent++;
    else if (character === "\t") indent += 4;
    else {
      const width = character === ">" ? 1 : (MARKER.exec(line.slice(index, index + 11))?.[0].length ?? 0);
      if (width === 0) break;
      markers++;
      // the one space a marker takes is part of it, not indentation
      index += width + (line[index + width] === " " ? 1 : 0);
      continue;
    }
    index++;
  }
  return markers === 0 ? 0 : markers + Math.floor(indent / 2);
}

/** Counts the characters of MARKS. */
function countMarks(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) if (MARKS.includes(text[index] ?? "")) count++;
  return count;
}

/** The longest run of characters without white space in `text`. */
function longestWord(text: string): number {
  let longest = 0;
  let current = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    current = code === 32 || code === 9 || code === 10 || code === 13 ? 0 : current + 1;
    if (current > longest) longest = current;
  }
  return longest;
}

const quote = (text: string) => JSON.stringify(text.trim().slice(0, 30));

const tooManyPieces = (): BodyLimitIssue => ({
  code: "pieces",
  message: `The report has more than ${MAX_PIECES} paragraphs, list items and table cells: shorten it.`,
});

/**
 * The first line that nests lists or quotes too deep, or the list items past MAX_PIECES, as an
 * issue; null when none. Run before marked: its block lexer recurses into nesting, and a list of
 * tens of thousands of items costs it a tenth of a second.
 */
export function checkLines(body: string): BodyLimitIssue | null {
  const lines = body.split("\n");
  if (lines.length > MAX_LINES)
    return { code: "pieces", message: `The report has more than ${MAX_LINES} lines: shorten it.` };
  let items = 0;
  for (let index = 0; index < lines.length; index++) {
    const depth = measureNesting(lines[index] ?? "");
    if (depth > MAX_NESTING) {
      const message = `Line ${index + 1} nests lists or quotes more than ${MAX_NESTING} levels deep: flatten it.`;
      return { code: "nesting", message };
    }
    if (depth > 0 && ++items > MAX_PIECES) return tooManyPieces();
  }
  return null;
}

/** The first piece of inline text (a paragraph, heading, list item or table cell) over a limit, or null. */
export function checkInlineTexts(texts: readonly string[]): BodyLimitIssue | null {
  if (texts.length > MAX_PIECES) return tooManyPieces();
  let total = 0;
  for (const text of texts) {
    if (longestWord(text) > MAX_WORD_LENGTH) {
      const message =
        `The text starting ${quote(text)} has more than ${MAX_WORD_LENGTH} characters without a space: ` +
        "break it up, or put it in a code block.";
      return { code: "word", message };
    }
    const marks = countMarks(text);
    total += marks;
    if (total > MAX_MARKS) {
      const message = `The report has more than ${MAX_MARKS} of the marks ${MARKS.split("").join(" ")}: shorten it.`;
      return { code: "marks", message };
    }
    if (marks > MAX_MARKS_PER_PARAGRAPH) {
      const message =
        `The paragraph starting ${quote(text)} has more than ${MAX_MARKS_PER_PARAGRAPH} ` +
        `of the marks ${MARKS.split("").join(" ")}: ` +
        "split it with blank lines, or put it in a code block.";
      return { code: "marks", message };
    }
  }
  return null;
}
