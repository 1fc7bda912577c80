/**
 * The value after a secret's name: `--api-key X`, `HF_TOKEN=X`, `-H 'X-API-Key: X'`, YAML
 * `HF_TOKEN: X`, `"api_key": "X"`, `?token=X`, `Authorization: Basic X` (the scheme stays), and
 * `curl -u admin:X` (the user stays). Which names are secret: lib/runs/secret-names.ts. Pure.
 *
 * Linear time: a candidate name starts only at a word's first character (so a run of letters,
 * dashes or blanks is tried from one place); a secret's value is read forward once
 * (lib/runs/redact-scan.ts) and then skipped, so no stretch of text is scanned again and again.
 */
import {
  blanksEnd,
  continuesWord,
  doubledQuoteEnd,
  flagValueStart,
  isColonSeparator,
  lineEnd,
  nameValueStart,
  phraseEnd,
  type Quote,
  quoteAt,
  shellWordEnd,
  spacingEnd,
  startsLine,
  valueEnd,
} from "@/lib/runs/redact-scan";
import { classifyName, type SecretName } from "@/lib/runs/secret-names";

export const REDACTED = "<redacted>";

/**
 * A name that may be a secret's, where a name starts: not inside a word, a path (`acme/token-x`) or
 * a `$VARIABLE`, or right after a `\n` escape in JSON text. The first look-ahead lets the engine skip
 * to characters that can start a name; the second lets only names with a secret word through. A flag
 * (dashes in group 1, name in group 2) is followed by `=` or a blank, any other name (group 3) by `=`
 * or `:`; group 4 is curl's user flag, whose value is `user:password`.
 */
const CANDIDATE = new RegExp(
  [
    String.raw`(?=[A-Za-z0-9_-])(?:(?<![A-Za-z0-9_.$\\/-])|(?<=\\[nrt]))`,
    String.raw`(?:(?=[A-Za-z0-9_.-]{0,100}?(?:key|token|secret|pass|pw|credential|auth|sig|cookie|bearer))`,
    String.raw`(?:(-{1,2})([A-Za-z0-9_][A-Za-z0-9_.-]{0,127})(?=[ \t=]|\\\r?\n|\\?["'])`,
    String.raw`|([A-Za-z0-9_][A-Za-z0-9_.-]{0,127})(?=(?:\\?["']"?\]?)?[ \t]*[=:]))`,
    String.raw`|(-[uU]|--user|--proxy-user)(?=[ \t=]))`,
  ].join(""),
  "gi",
);

/** A quoted value's text, by its quote; each always matches (maybe nothing) and stops at a line end. */
const QUOTED: Record<Quote, RegExp> = {
  '"': /(?:[^"\\\r\n]|\\.)*/y,
  "'": /[^'\r\n]*/y,
  // In JSON text: `\\\"` is an escaped quote inside, `\\` an escaped backslash; `\"` ends the value.
  '\\"': /(?:[^\\\r\n]|\\\\\\"|\\\\|\\[^"\\\r\n])*/y,
};

/** A scheme before an authorization's credentials: Bearer, Basic, Token, ApiKey, Digest, AWS4-HMAC-SHA256. */
const SCHEME = /^(?:[A-Za-z][A-Za-z-]{0,30}|AWS4-HMAC-SHA256)$/i;
const SCHEME_PREFIX = /^([A-Za-z][A-Za-z0-9-]{0,31})([ \t]+)(?=\S)/;

/** Values that are no secret and stay readable: `$HF_TOKEN`, `${KEY}`, `$env:KEY`, true, false, null. */
const NOT_A_SECRET = /^(?:\$(?:[A-Za-z_]\w*|\{[A-Za-z_]\w*\}|env:[A-Za-z_]\w*)|true|false|null|none|yes|no)$/i;
const NOT_A_SECRET_START = new Set("$tTfFnNyY");
/** A setting's figure (`--max-token 4096`); a longer run of digits under a secret's name is a secret. */
const FIGURE = /^\d{1,7}(?:\.\d+)?$/;
const DIGITS = /^\d+$/;

/** Cut by hand: `/[),]+$/` backtracks quadratically on a long run of commas. */
function withoutTrailingPunctuation(value: string): string {
  let end = value.length;
  while (end > 0 && (value[end - 1] === ")" || value[end - 1] === ",")) end--;
  return end === value.length ? value : value.slice(0, end);
}

/** How a password or credentials are treated: always a secret, never a figure. */
export const PASSWORD: SecretName = classifyName("password");

/** What replaces the value of a secret named `name`: the value itself when it is no secret. */
export function redactValue(value: string, name: SecretName): string {
  // A word may end in the code around it: `use_auth_token=True)`, `retries=3,`.
  const bare = withoutTrailingPunctuation(value);
  if (bare === "" || bare === REDACTED) return value;
  const first = bare.charAt(0);
  if (NOT_A_SECRET_START.has(first) && NOT_A_SECRET.test(bare)) return value;
  if (name.mayHoldFigure && first >= "0" && first <= "9" && FIGURE.test(bare)) return value;
  if (name.authorization) {
    const scheme = SCHEME_PREFIX.exec(value);
    const schemeName = scheme?.[1];
    if (scheme && schemeName !== undefined && SCHEME.test(schemeName)) {
      return scheme[0] + redactValue(value.slice(scheme[0].length), PASSWORD);
    }
  }
  return REDACTED;
}

/** `admin:X` -> `admin:<redacted>`; not `1000:1000` (docker's uid:gid) nor `git+https://...` (pip -U). */
function redactUserPassword(value: string): string {
  const colon = value.indexOf(":");
  if (colon <= 0) return value;
  const password = value.slice(colon + 1);
  if (password.startsWith("//") || (DIGITS.test(password) && DIGITS.test(value.slice(0, colon)))) return value;
  const redacted = redactValue(password, PASSWORD);
  return redacted === password ? value : value.slice(0, colon + 1) + redacted;
}

const isBlank = (char: string | undefined) => char === " " || char === "\t";

/** Where a value starts, and where it ends. */
type Span = { start: number; end: number; quote?: string };

/** A JSON member's bare value (`"api_key": 123`) is replaced by a string, so that JSON stays JSON. */
function quoted(span: Span | null, quote: string): Span | null {
  return span && quote ? { ...span, quote } : span;
}

function spanOf(start: number, end: number): Span | null {
  return end > start ? { start, end } : null;
}

/** The quoted value starting at `at` (its quote `quote` included): the text inside its quotes. */
function quotedValue(text: string, at: number, quote: Quote): Span | null {
  const pattern = QUOTED[quote];
  pattern.lastIndex = at + quote.length;
  pattern.test(text);
  return spanOf(at + quote.length, pattern.lastIndex);
}

/**
 * An argv array's next item: `["--api-key", "X"]`, `['--hf-token', 'X']`, `[\"--api-key\", \"X\"]`,
 * or the flag's value as a key (`{"--api-key": "X"}`); `at` is the quote closing the flag. Null unless
 * the flag was opened by the same quote.
 */
function argvValue(text: string, nameStart: number, at: number): Span | null {
  const single = quoteAt(text, at);
  let flagStart = nameStart;
  while (text[flagStart - 1] === "-") flagStart--;
  // In a CSV cell the array's quotes are doubled: `[""--api-key"", ""X""]`.
  const quote = single === '"' && text[at + 1] === '"' && text[flagStart - 2] === '"' ? '""' : single;
  if (!quote || text.slice(flagStart - quote.length, flagStart) !== quote) return null;
  const comma = spacingEnd(text, at + quote.length);
  // `{"--api-key": "X"}`: the flag is a key
  if (text[comma] !== "," && text[comma] !== ":") return null;
  const item = spacingEnd(text, comma + 1);
  if (!text.startsWith(quote, item)) return null;
  return quote === '""' ? spanOf(item + 2, doubledQuoteEnd(text, item)) : quotedValue(text, item, quote as Quote);
}

/** Where the value of the name at [nameStart, nameEnd) is, or null when it has none. */
function findValue(text: string, nameStart: number, nameEnd: number, flag: boolean, name: SecretName): Span | null {
  let at = nameEnd;
  if (flag && quoteAt(text, at)) return argvValue(text, nameStart, at);
  const escaped = text[nameStart - 1] === '"' && text[nameStart - 2] === "\\";
  const opening = nameStart > 0 ? quoteAt(text, nameStart - (escaped ? 2 : 1)) : "";
  const quotedName = !flag && opening !== "" && text.startsWith(opening, at);
  if (quotedName) at += opening.length;
  // A CSV cell doubles its quotes: `"{""api_key"": ""X""}"`.
  if (quotedName && opening === '"' && text[nameStart - 2] === '"' && text[at] === '"') at += 1;
  if (quotedName && text[at] === "]") at += 1; // os.environ["HF_TOKEN"] = "X"
  const colon = !flag && isColonSeparator(text, at);
  at = flag ? flagValueStart(text, at) : nameValueStart(text, at);
  if (at < 0 || at >= text.length) return null;
  const first = text[at];
  if (first === "\n" || first === "\r") return null;
  if (flag && first === "-" && text[at - 1] !== "=") return null; // the next flag: this one took no value
  if (colon && (first === "[" || first === "{")) return null; // a structure, not a secret string

  const doubled = doubledQuoteEnd(text, at);
  const quote = doubled >= 0 ? '""' : quoteAt(text, at);
  if (quote) {
    const value = quote === '""' ? spanOf(at + 2, doubled) : quotedValue(text, at, quote);
    const tail = (value ? value.end : at + quote.length) + quote.length;
    // `--api-key="pre"X`: the word goes on after its quotes; all of it is the value.
    if (!colon && text.startsWith(quote, tail - quote.length) && continuesWord(text[tail])) {
      return spanOf(at, shellWordEnd(text, valueEnd(text, tail, false)));
    }
    return value;
  }
  // `-H 'X-API-Key: X'`: the header is the quoted string; YAML `HF_TOKEN: X`: the rest of the line.
  if (colon && !quotedName && opening) {
    const pattern = QUOTED[opening];
    pattern.lastIndex = at;
    pattern.test(text);
    const header = text.slice(at, pattern.lastIndex);
    // In JSON text the string may go on past an escaped line end: the header ends there.
    const lineBreak = header.search(/\\[nr]/);
    return spanOf(at, at + (lineBreak < 0 ? header : header.slice(0, lineBreak)).trimEnd().length);
  }
  if (colon && startsLine(text, nameStart)) return spanOf(at, at + text.slice(at, lineEnd(text, at)).trimEnd().length);
  // `password: two words` inside a line (a log, a JSON or CSV string): a password may hold blanks.
  const member = quotedName && colon && (opening === '"' || opening === '\\"') ? opening : "";
  if (colon && !name.mayHoldFigure && isBlank(text[at - 1])) return quoted(spanOf(at, phraseEnd(text, at)), member);
  let end = valueEnd(text, at, colon);
  if (end > at && name.authorization && SCHEME.test(text.slice(at, end))) {
    // `Authorization: Bearer X` unquoted: the scheme and one word; Digest's `name="value", ...` to the line's end.
    const credentials = blanksEnd(text, end);
    const credentialsEnd = credentials > end ? valueEnd(text, credentials, colon) : credentials;
    if (text.slice(credentials, credentialsEnd).includes("=")) end = lineEnd(text, credentials);
    else if (credentialsEnd > credentials) end = credentialsEnd;
  } else if (!colon && end > at) end = shellWordEnd(text, end); // `--api-key=pre"X"`
  return quoted(spanOf(at, end), member);
}

/** Replaces the value of every secret name in `text`; text without one comes back as it was. */
export function redactNamedValues(text: string): string {
  const pieces: string[] = [];
  let copied = 0;
  const candidates = new RegExp(CANDIDATE);
  for (let match = candidates.exec(text); match; match = candidates.exec(text)) {
    // Indexed, not destructured: destructuring a match array goes through its iterator, slowly.
    const dashes: string | undefined = match[1];
    const flagName: string | undefined = match[2];
    const userFlag: string | undefined = match[4];
    const otherName: string | undefined = match[3];
    // one of the three groups holds the name whenever the candidate pattern matches
    const candidateName = flagName ?? otherName;
    const name = userFlag !== undefined ? PASSWORD : candidateName !== undefined ? classifyName(candidateName) : null;
    if (!name?.secret) continue;
    const nameStart = match.index + (dashes?.length ?? 0);
    const nameEnd = match.index + match[0].length;
    const span = findValue(text, nameStart, nameEnd, flagName !== undefined || userFlag !== undefined, name);
    if (!span) continue;
    const value = text.slice(span.start, span.end);
    const replacement = userFlag === undefined ? redactValue(value, name) : redactUserPassword(value);
    if (replacement === value) continue;
    pieces.push(text.slice(copied, span.start), span.quote ? span.quote + replacement + span.quote : replacement);
    copied = span.end;
    candidates.lastIndex = copied;
  }
  if (copied === 0) return text;
  pieces.push(text.slice(copied));
  return pieces.join("");
}
