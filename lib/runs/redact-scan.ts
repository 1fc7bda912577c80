/**
 * The character-level steps of the redaction scanner (lib/runs/redact-named.ts), written by hand:
 * each walks forward from a position and stops at the first character that ends what it reads, so
 * it costs the characters it passes and never backtracks. (A regular expression call costs more
 * than a short value, and the scanner runs once per secret, up to 175 000 times in 1 MB.) Pure.
 */

/** 1: ends an unquoted value (blanks, quotes, backtick, backslash, `;`, `&`, `|`); 2: ends an item only. */
const ENDS_VALUE = new Uint8Array(128);
for (const char of " \t\n\r\v\f\"'`\\;&|") ENDS_VALUE[char.charCodeAt(0)] = 1;
for (const char of ",)}]") ENDS_VALUE[char.charCodeAt(0)] = 2;

function isUnicodeBlank(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * End of an unquoted value starting at `at`: a shell word or URL parameter, or with `item` (after
 * `name:`) also up to `,` and closing brackets (YAML flow style, JavaScript objects).
 */
export function valueEnd(text: string, at: number, item: boolean): number {
  let end = at;
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end);
    if (code < 128) {
      const ends = ENDS_VALUE[code];
      if (ends === 1 || (ends === 2 && item)) break;
    } else if (isUnicodeBlank(code)) break;
  }
  return end;
}

/** End of the spaces and tabs starting at `at`. */
export function blanksEnd(text: string, at: number): number {
  let end = at;
  while (text[end] === " " || text[end] === "\t") end++;
  return end;
}

/** End of the line starting at `at` (before its `\r` or `\n`). */
export function lineEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && text[end] !== "\n" && text[end] !== "\r") end++;
  return end;
}

/**
 * Start of a flag's value: after `=`, or after blanks, also across a shell line continuation
 * (`--api-key \` newline `  X`); -1 when neither follows.
 */
export function flagValueStart(text: string, at: number): number {
  if (text[at] === "=") return at + 1;
  let end = at;
  for (;;) {
    if (text[end] === " " || text[end] === "\t") end += 1;
    else if (text[end] === "\\" && text[end + 1] === "\n") end += 2;
    else if (text[end] === "\\" && text[end + 1] === "\r" && text[end + 2] === "\n") end += 3;
    else return end > at ? end : -1;
  }
}

/**
 * Start of another name's value: after `=`, `:`, `:=` or `=>`, blanks allowed around; -1 for none
 * and for `==`, `::` or `://` (a comparison, a C++ scope, a URL).
 */
export function nameValueStart(text: string, at: number): number {
  const separator = blanksEnd(text, at);
  const char = text[separator];
  const next = text[separator + 1];
  let end: number;
  if (char === "=") end = next === "=" ? -1 : next === ">" ? separator + 2 : separator + 1;
  else if (char === ":") end = next === ":" || next === "/" ? -1 : next === "=" ? separator + 2 : separator + 1;
  else end = -1;
  return end < 0 ? -1 : blanksEnd(text, end);
}

/** Whether the separator after the name at `at` is a colon (`key: value`), not `:=`. */
export function isColonSeparator(text: string, at: number): boolean {
  const separator = blanksEnd(text, at);
  return text[separator] === ":" && text[separator + 1] !== "=";
}

/** A quote a value or a name can start with: `"`, `'` or `\"` (inside JSON text). */
export type Quote = '"' | "'" | '\\"';

/** The quote a value or a name starts with at `at`, or "". */
export function quoteAt(text: string, at: number): Quote | "" {
  const char = text[at];
  if (char === '"' || char === "'") return char;
  return char === "\\" && text[at + 1] === '"' ? '\\"' : "";
}

/** Whether `at` is first on its line, after indentation or a YAML list dash (`  - api_key: X`). */
export function startsLine(text: string, at: number): boolean {
  for (let back = at - 1; back >= 0 && back >= at - 64; back--) {
    const char = text[back];
    if (char === "\n" || char === "\r") return true;
    if (char !== " " && char !== "\t" && char !== "-") return false;
  }
  return at <= 64;
}
