/**
 * Text shaped to make a backtracking pattern slow: long runs of what a pattern skips or repeats
 * (whitespace, separators, quotes, name characters) and secret names repeated without a value.
 * Used by the redaction timing test (and by the before/after measurement reported on issue 10).
 */

/** Repeats `unit` until the text is `bytes` long (cut there). */
export function fill(unit: string, bytes: number, prefix = ""): string {
  const body = unit.repeat(Math.ceil((bytes - prefix.length) / unit.length));
  return (prefix + body).slice(0, bytes);
}

/** Each hostile shape, as a function of its size in bytes. */
export const HOSTILE_SHAPES: Array<[string, (bytes: number) => string]> = [
  ["spaces", (n) => fill(" ", n)],
  ["tabs and newlines", (n) => fill(" \t\r\n", n)],
  ["Authorization: then spaces", (n) => fill(" ", n, "Authorization:")],
  ["Authorization: Bearer then spaces", (n) => fill(" ", n, "-H 'Authorization: Bearer")],
  ["Authorization: repeated", (n) => fill("Authorization: ", n)],
  ["--api-key repeated", (n) => fill("--api-key ", n)],
  ["--api-key then spaces", (n) => fill(" ", n, "--api-key")],
  ["--api-key then commas", (n) => `${fill(",", n - 1, "--api-key ")}x`],
  ["--api-key= repeated", (n) => fill("--api-key=", n)],
  ["a= repeated", (n) => fill("a=", n)],
  ["TOKEN= repeated", (n) => fill("TOKEN=", n)],
  ["token: repeated", (n) => fill("token: ", n)],
  ["api_key: then spaces", (n) => fill(" ", n, "api_key:")],
  ["dashes", (n) => fill("-", n)],
  ["underscores", (n) => fill("_", n)],
  ["double quotes", (n) => fill('"', n)],
  ["single quotes", (n) => fill("'", n)],
  ["backslashes", (n) => fill("\\", n)],
  ["escaped quotes", (n) => fill('\\"', n)],
  ["one letter", (n) => fill("a", n)],
  ["one capital", (n) => fill("A", n)],
  ["A_ repeated", (n) => fill("A_", n)],
  ["a- repeated", (n) => fill("a-", n)],
  ["a long name ending in KEY", (n) => `${fill("A", n - 8)}_API_KEY`],
  ["a long token hf_", (n) => fill("a", n, "hf_")],
  ["a long token sk-", (n) => fill("-", n, "sk-")],
  ["sk- repeated", (n) => fill("sk-", n)],
  ["ghp_ repeated", (n) => fill("ghp_", n)],
  ["eyJ. repeated", (n) => fill("eyJ.", n)],
  ["nested JSON-like quotes", (n) => fill('{"a":"', n)],
  ["JSON secret member, unterminated", (n) => fill("x", n, '{"api_key": "')],
  ["JSON secret members, escaped", (n) => fill('\\"token\\": \\"', n)],
  ["quoted header, unterminated", (n) => fill(" ", n, "-H 'X-API-Key: ")],
  ["header names in quotes", (n) => fill("'X-API-Key: ", n)],
  ["URL userinfo repeated", (n) => fill("://a:", n)],
  ["URL scheme repeated", (n) => fill("https://", n)],
  ["URL query repeated", (n) => fill("?token=&", n)],
  ["short secrets, URL style", (n) => fill("sig=x&", n)],
  ["short secrets, YAML flow style", (n) => fill(" key:x,", n, "{")],
  ["@ and colons", (n) => fill("a:@", n)],
  ["curl -u repeated", (n) => fill("-u a:", n)],
  ["curl -u quoted, unterminated", (n) => fill('-u "a:', n)],
  ["export repeated", (n) => fill("export HF_TOKEN=", n)],
  ["line continuations", (n) => fill(" \\\n", n, "--api-key")],
  ["equals signs", (n) => fill("=", n)],
  ["colons", (n) => fill(":", n)],
  ["token words", (n) => fill("token ", n)],
  ["escaped newlines", (n) => fill("\\nkey: \\n", n)],
];
