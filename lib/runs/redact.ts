/**
 * Removes secrets from launch commands and metadata before anything is stored:
 * `--api-key X`, `--hf-token X`, `HF_TOKEN=...`, `OPENAI_API_KEY=...`,
 * `Authorization: Bearer ...` and the like become `<redacted>`. Pure.
 */
export const REDACTED = "<redacted>";

/**
 * Flag names whose value is a secret: --api-key, --hf-token, --token, --password, --secret ...
 * The secret word ends the name, so --max-tokens, --max-num-batched-tokens and --tokenizer keep their values;
 * the flag starts a word, so a model named "acme/model-token" is not read as a flag.
 */
const SECRET_FLAG = /(?<![A-Za-z0-9_-])(--?(?:[A-Za-z0-9_-]*[-_])?(?:api[-_]?key|access[-_]?key|secret(?:[-_]?key)?|token|password|passwd|credentials?))(\s*=\s*|\s+)(?:"[^"]*"|'[^']*'|[^\s"'\\]+)/gi;

/**
 * Environment assignments whose name says secret: HF_TOKEN=..., OPENAI_API_KEY=..., AWS_SECRET_ACCESS_KEY=...
 * The secret word ends the name, so MAX_TOKENS=4096 and TOKENIZERS_PARALLELISM=false stay.
 */
const SECRET_ENV = /\b([A-Z0-9_]*(?:API_KEY|APIKEY|TOKEN|SECRET|SECRET_KEY|PASSWORD|PASSWD|ACCESS_KEY|CREDENTIALS?))(\s*=\s*)(?:"[^"]*"|'[^']*'|[^\s"';&|\\]+)/g;

/** HTTP authorization headers, with any scheme. */
const AUTH_HEADER = /(authorization\s*:\s*(?:bearer|basic|token)?\s*)([^\s"',;]+)/gi;

/** Well-known token shapes standing alone: Hugging Face, OpenAI, GitHub, Anthropic, Slack, AWS key ids. */
const KNOWN_TOKEN = /\b(?:hf_[A-Za-z0-9]{20,}|sk-[A-Za-z0-9_-]{20,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abpr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|arena_[A-Za-z0-9_-]{20,})\b/g;

/** A JSON member whose key names a secret, inside raw JSON text: "api_key": "..." */
const SECRET_JSON_MEMBER = /("(?:[^"\\]*[_-])?(?:api[_-]?key|apikey|token|secret|password|passwd|authorization|access[_-]?key)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_JSON_MEMBER, `$1"${REDACTED}"`)
    .replace(AUTH_HEADER, (_match, head: string, value: string) => (value === REDACTED ? _match : `${head}${REDACTED}`))
    .replace(SECRET_FLAG, (match, flag: string, separator: string) =>
      match.endsWith(REDACTED) ? match : `${flag}${separator}${REDACTED}`,
    )
    .replace(SECRET_ENV, (match, name: string, separator: string) =>
      match.endsWith(REDACTED) ? match : `${name}${separator}${REDACTED}`,
    )
    .replace(KNOWN_TOKEN, REDACTED);
}

/** JSON keys that hold a secret: "api_key", "hf_token", "authorization" (not "max_tokens", "tokenizer_id"). */
const SECRET_KEY = /(^|[_-])(api[_-]?key|apikey|token|secret|password|passwd|authorization|access[_-]?key)$/i;

/** Redacts every string in a JSON value, and the value of any key that names a secret. */
export function redactJson(value: unknown): unknown {
  if (typeof value === "string") return redactSecrets(value);
  if (Array.isArray(value)) return value.map(redactJson);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) && typeof inner === "string" ? REDACTED : redactJson(inner),
      ]),
    );
  }
  return value;
}
