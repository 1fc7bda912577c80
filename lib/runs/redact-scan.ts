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
 * (`--api-key \` newline `  X`, also escaped in JSON text); -1 when neither follows.
 */
export function flagValueStart(text: string, at: number): number {
  if (text[at] === "=") return at + 1;
  let end = at;
  for (;;) {
    if (text[end] === " " || text[end] === "\t") end += 1;
    else if (text[end] === "\\" && text[end + 1] === "\n") end += 2;
    else if (text[end] === "\\" && text[end + 1] === "\r" && text[end + 2] === "\n") end += 3;
    else if (text.startsWith("\\\\\\n", end))
      end += 4; // the same in JSON text: `\\\n`
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

/** How far a quoted part of a shell word is looked for: a line at most. */
const QUOTED_PART_CHARS = 4096;

/** The quote a part of a shell word opens with at `at`: `"`, `'`, `""` (a CSV cell) or `\"` (JSON text). */
function wordQuoteAt(text: string, at: number): string {
  const char = text[at];
  if (char === "'") return char;
  if (char === '"') return text[at + 1] === '"' ? '""' : char;
  return char === "\\" && text[at + 1] === '"' ? '\\"' : "";
}

/**
 * Position of `quote` closing the one opened at `at`, on the same line and in the same string: a bare
 * `"` inside `'...'`, `\"...\"` or `""...""` ends the JSON string or CSV cell around them. -1 for none.
 */
function closingQuote(text: string, at: number, quote: string): number {
  const limit = Math.min(text.length, at + QUOTED_PART_CHARS);
  for (let end = at + quote.length; end < limit; end++) {
    const char = text[end];
    if (char === "\n" || char === "\r") return -1;
    if (text.startsWith(quote, end)) return end;
    if (char === "\\")
      end++; // an escaped character: `\"` inside `"..."`, `\\` in JSON text
    else if (char === '"') return -1;
  }
  return -1;
}

function endsWord(text: string, at: number): boolean {
  const char = text[at];
  if (char === "\\") return text[at + 1] === "n" || text[at + 1] === "r" || text[at + 1] === "t";
  return char === undefined || char === " " || char === "\t" || char === "\n" || char === "\r" || char === ";";
}

/** Whether text[from, to) holds only what separates JSON items (`,`, `:`, blanks, brackets). */
function onlySeparators(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const char = text[at];
    if (char !== "," && char !== ":" && char !== " " && char !== "\t" && char !== "[" && char !== "]") {
      if (char !== "{" && char !== "}") return false;
    }
  }
  return true;
}

/**
 * End of a shell word whose bare part ends at `end`: `pre"X"` and `pre"X"post` go on through their
 * quotes (also doubled in a CSV cell or escaped in JSON text), as long as the word then ends (a
 * blank, a line end, `;`, `&`, `|`). So a value in JSON text (`"--api-key=X","b":"c"`) stops at its
 * own closing quote.
 */
export function shellWordEnd(text: string, end: number): number {
  let wordEnd = end;
  for (;;) {
    const quote = wordQuoteAt(text, wordEnd);
    if (!quote) return wordEnd;
    const close = closingQuote(text, wordEnd, quote);
    if (close < 0) return wordEnd;
    if (onlySeparators(text, wordEnd + quote.length, close)) return end; // `X","next"`: JSON, not one word
    const after = valueEnd(text, close + quote.length, false);
    const next = text[after];
    const endsHere = endsWord(text, after) || next === "&" || next === "|";
    if (!endsHere && (after !== close + quote.length || !wordQuoteAt(text, after))) return end;
    wordEnd = after;
  }
}

/** Whether `char` may go on a bare word after a closing quote: `"pre"X`. */
export function continuesWord(char: string | undefined): boolean {
  if (char === undefined) return false;
  return /[A-Za-z0-9_\-.+/=@%~:]/.test(char);
}

/**
 * A CSV cell's doubled quotes at `at` (`""X""` inside `"{""api_key"": ""X""}"`): the end of X, or -1
 * when `""` is an empty string (`"api_key": "",`).
 */
export function doubledQuoteEnd(text: string, at: number): number {
  if (text[at] !== '"' || text[at + 1] !== '"') return -1;
  const first = text[at + 2];
  if (first === '"' || endsWord(text, at + 2) || first === "," || first === "}" || first === "]" || first === ")") {
    return -1;
  }
  const limit = Math.min(text.length, at + QUOTED_PART_CHARS);
  for (let end = at + 2; end < limit; end++) {
    const char = text[end];
    if (char === "\\" && text[end + 1] === '"' && text[end + 2] === '"')
      end += 2; // `\""`: an escaped quote
    else if (char === '"' || char === "\n" || char === "\r") return end;
  }
  return limit;
}

/** End of the blanks, line ends and `\n` escapes starting at `at` (between an argv array's items). */
export function spacingEnd(text: string, at: number): number {
  let end = at;
  for (;;) {
    const char = text[end];
    if (char === " " || char === "\t" || char === "\n" || char === "\r") end++;
    else if (char === "\\" && (text[end + 1] === "n" || text[end + 1] === "r")) end += 2;
    else return end;
  }
}

/** 1: ends a phrase (line ends, quotes, escapes, `;`, `|`, `,` and closing brackets). */
const ENDS_PHRASE = new Uint8Array(128);
for (const char of "\n\r\"'`\\;|,)}]") ENDS_PHRASE[char.charCodeAt(0)] = 1;

/**
 * End of a value of several words after `password:` inside a line: up to a character that ends a
 * phrase or a ` #` comment, blanks at its end left out.
 */
export function phraseEnd(text: string, at: number): number {
  let end = at;
  let lastWordEnd = at;
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end);
    if (code < 128 && ENDS_PHRASE[code] === 1) break;
    const blank = code === 32 || code === 9;
    if (blank && text[end + 1] === "#") break;
    if (!blank) lastWordEnd = end + 1;
  }
  return lastWordEnd;
}
