/**
 * Secrets known by their shape rather than by a name before them: vendor token prefixes (hf_, sk-,
 * nvapi- ...), PEM private key blocks, webhook URLs whose path is the secret, and a bare
 * `Bearer <token>`. Pure; used by lib/runs/redact.ts.
 *
 * Linear time: every pattern starts at a literal and repeats one character class, bounded where it
 * could meet another repeat; a private key's end is searched once (lib/runs/redact.ts's timing test).
 */
import { PASSWORD, REDACTED, redactValue } from "@/lib/runs/redact-named";
import { valueEnd } from "@/lib/runs/redact-scan";

/**
 * Token shapes that are secrets wherever they stand: Hugging Face, OpenAI and Anthropic, GitHub,
 * Slack, AWS key ids (long-lived AKIA and temporary ASIA), GitLab, Google, JSON Web Tokens, NVIDIA,
 * Stripe, npm, Groq, Replicate, Perplexity, the arena's own. Also after `_` or `-` (a file name
 * such as `results_hf_<token>.md`), never inside a word or a number.
 */
export const KNOWN_TOKEN = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:` +
    [
      String.raw`hf_[A-Za-z0-9]{20,}`,
      String.raw`sk-[A-Za-z0-9_-]{20,}`,
      String.raw`gh[pousr]_[A-Za-z0-9]{20,}`,
      String.raw`github_pat_[A-Za-z0-9_]{20,}`,
      String.raw`xox[abeprs]-[A-Za-z0-9-]{10,}`,
      String.raw`xapp-[A-Za-z0-9-]{10,}`,
      String.raw`(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])`,
      String.raw`glpat-[A-Za-z0-9_-]{20,}`,
      String.raw`AIza[0-9A-Za-z_-]{35,}`,
      String.raw`eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}`,
      String.raw`nvapi-[A-Za-z0-9_-]{20,}`,
      String.raw`[rs]k_(?:live|test)_[A-Za-z0-9]{10,}`,
      String.raw`npm_[A-Za-z0-9]{20,}`,
      String.raw`gsk_[A-Za-z0-9]{20,}`,
      String.raw`r8_[A-Za-z0-9]{20,}`,
      String.raw`pplx-[A-Za-z0-9]{20,}`,
      String.raw`arena_[A-Za-z0-9_-]{20,}`,
    ].join("|") +
    ")",
  "g",
);

/** Webhook URLs: the path after these is the secret (Slack, Discord). */
const WEBHOOK =
  /(hooks\.slack\.com\/(?:services|workflows|triggers)\/|discord(?:app)?\.com\/api\/webhooks\/)[A-Za-z0-9/_-]{8,}/g;

/** `-----BEGIN RSA PRIVATE KEY-----` (also EC, OPENSSH, ENCRYPTED, PGP ... BLOCK). */
const PEM_BEGIN = /-----BEGIN ([A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?)-----/g;

function isBase64(char: string): boolean {
  return (
    (char >= "A" && char <= "Z") ||
    (char >= "a" && char <= "z") ||
    (char >= "0" && char <= "9") ||
    char === "+" ||
    char === "/" ||
    char === "=" ||
    char === " " ||
    char === "\t"
  );
}

/** Length of the line break at `at`: a newline, or `\n` escaped in JSON text; 0 for none. */
function lineBreakAt(text: string, at: number): number {
  const char = text[at];
  if (char === "\r") return text[at + 1] === "\n" ? 2 : 1;
  if (char === "\n") return 1;
  if (char !== "\\") return 0;
  if (text[at + 1] === "r") return text[at + 2] === "\\" && text[at + 3] === "n" ? 4 : 2;
  return text[at + 1] === "n" ? 2 : 0;
}

/**
 * End of a private key's body when its END line is missing: the lines after BEGIN that hold only
 * base64 (each line is read once; the first other line, and the break before it, stay).
 */
function base64LinesEnd(text: string, at: number): number {
  let end = at;
  let lineStart = at;
  for (;;) {
    let line = lineStart;
    while (line < text.length && isBase64(text.charAt(line))) line++;
    const lineBreak = lineBreakAt(text, line);
    if (line === text.length) return line;
    if (lineBreak === 0) return end;
    end = line; // the line break stays
    lineStart = line + lineBreak;
  }
}

/**
 * `-----BEGIN ... PRIVATE KEY-----` body `-----END ... PRIVATE KEY-----`: the body goes, the lines stay.
 * A key cut short loses what follows its BEGIN line as far as base64 goes.
 */
export function redactPrivateKeys(text: string): string {
  if (!text.includes("-----BEGIN ")) return text;
  const pieces: string[] = [];
  let copied = 0;
  // Where the search for each END line failed: none follows there, so it is never searched again.
  const noEndAfter = new Map<string, number>();
  const begin = new RegExp(PEM_BEGIN);
  for (let match = begin.exec(text); match; match = begin.exec(text)) {
    const bodyStart = match.index + match[0].length;
    const endLine = `-----END ${match[1]}-----`;
    const end = bodyStart < (noEndAfter.get(endLine) ?? Infinity) ? text.indexOf(endLine, bodyStart) : -1;
    if (end < 0 && !noEndAfter.has(endLine)) noEndAfter.set(endLine, bodyStart);
    const bodyEnd = end >= 0 ? end : base64LinesEnd(text, bodyStart);
    if (bodyEnd === bodyStart || text.startsWith(REDACTED, bodyStart)) continue;
    pieces.push(text.slice(copied, bodyStart), REDACTED);
    copied = bodyEnd;
    begin.lastIndex = end >= 0 ? end + endLine.length : Math.max(bodyEnd, begin.lastIndex);
  }
  if (copied === 0) return text;
  pieces.push(text.slice(copied));
  return pieces.join("");
}

export function redactWebhooks(text: string): string {
  if (!text.includes("hooks.slack.com") && !text.includes("/api/webhooks/")) return text;
  return text.replace(WEBHOOK, (_match, prefix: string) => prefix + REDACTED);
}

/** `Bearer X` without an `Authorization:` name before it (a log line, `-H "Bearer X"`). */
const BARE_BEARER = /(?<![A-Za-z0-9_-])bearer[ \t]+/gi;

/** A value that reads as a credential, not a word: long, or letters mixed with digits. */
export function looksLikeToken(value: string): boolean {
  if (value.length < 8) return false;
  if (value.length >= 24) return true;
  let digit = false;
  let letter = false;
  for (let index = 0; index < value.length; index++) {
    const char = value.charAt(index);
    if (char >= "0" && char <= "9") digit = true;
    else if ((char >= "A" && char <= "Z") || (char >= "a" && char <= "z")) letter = true;
  }
  return digit && letter;
}

export function redactBareBearer(text: string): string {
  if (!/bearer/i.test(text)) return text;
  const pieces: string[] = [];
  let copied = 0;
  const bearer = new RegExp(BARE_BEARER);
  for (let match = bearer.exec(text); match; match = bearer.exec(text)) {
    const start = match.index + match[0].length;
    const end = valueEnd(text, start, false);
    const value = text.slice(start, end);
    if (end <= start || value.startsWith("$") || !looksLikeToken(value)) continue;
    const replacement = redactValue(value, PASSWORD);
    if (replacement === value) continue;
    pieces.push(text.slice(copied, start), replacement);
    copied = end;
    bearer.lastIndex = end;
  }
  if (copied === 0) return text;
  pieces.push(text.slice(copied));
  return pieces.join("");
}
