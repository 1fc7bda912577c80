/**
 * Removes secrets from launch commands, free text and tool output before anything is stored or
 * hashed. The value goes, the name stays, so a reader still sees what was there:
 * `--hf-token <redacted>`, `-H 'X-API-Key: <redacted>'`, `Authorization: Basic <redacted>`,
 * `export HF_TOKEN="<redacted>"`, `https://user:<redacted>@host`, `?sig=<redacted>`,
 * `curl -u admin:<redacted>`, `"api_key": "<redacted>"`; known token shapes (hf_, sk-, ghp_ ...)
 * anywhere. Which names are secret: lib/runs/secret-names.ts. Pure and idempotent.
 *
 * Linear time, whatever the text (uploads are hostile): each pattern starts only at a word's first
 * character or after a literal (`://`), nothing is quantified twice over the same characters, and
 * a secret's value is cut once and skipped (lib/runs/redact-named.ts). tests/unit/runs/redact.test.ts
 * times 1 MB of each hostile shape.
 *
 * Not a goal: secrets the uploader hid on purpose (JSON \u escapes, base64). Those are theirs to
 * publish; this catches the ones pasted by accident.
 */
import { PASSWORD, REDACTED, redactNamedValues, redactValue } from "@/lib/runs/redact-named";
import { classifyName, type SecretName } from "@/lib/runs/secret-names";

export { REDACTED };

/** `scheme://user:password@host`, also with JSON's escaped slashes: the user stays. */
const URL_USERINFO = /(?<=:\/\/|:\\\/\\\/)([^\s/\\?#@:"'`<>]*):([^\s/?#@"'`]*)@/g;

/**
 * Token shapes that are secrets wherever they stand: Hugging Face, OpenAI, GitHub, Slack, AWS key ids,
 * GitLab, Google, JSON Web Tokens, the arena's own.
 */
const KNOWN_TOKEN = new RegExp(
  String.raw`(?<![A-Za-z0-9_-])(?:` +
    [
      String.raw`hf_[A-Za-z0-9]{20,}`,
      String.raw`sk-[A-Za-z0-9_-]{20,}`,
      String.raw`gh[pousr]_[A-Za-z0-9]{20,}`,
      String.raw`github_pat_[A-Za-z0-9_]{20,}`,
      String.raw`xox[abeprs]-[A-Za-z0-9-]{10,}`,
      String.raw`AKIA[0-9A-Z]{16}(?![A-Za-z0-9])`,
      String.raw`glpat-[A-Za-z0-9_-]{20,}`,
      String.raw`AIza[0-9A-Za-z_-]{35,}`,
      String.raw`eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}`,
      String.raw`arena_[A-Za-z0-9_-]{20,}`,
    ].join("|") +
    ")",
  "g",
);

/** `https://user:X@host` -> `https://user:<redacted>@host`. */
function redactUrlPassword(_match: string, user: string, password: string): string {
  return `${user}:${redactValue(password, PASSWORD)}@`;
}

export function redactSecrets(text: string): string {
  const hasUrl = text.includes(":/") || text.includes(":\\/");
  const withoutUrlPasswords = hasUrl ? text.replace(URL_USERINFO, redactUrlPassword) : text;
  return redactNamedValues(withoutUrlPasswords).replace(KNOWN_TOKEN, REDACTED);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Redacts every string in plain data (a parsed bundle, a JSON artifact): keys and values, and every
 * string under a key that names a secret. Numbers, booleans, dates and other objects stay as they are.
 * Returns a copy; the input is not changed.
 */
export function redactJson<T>(value: T): T {
  return redactData(value, null) as T;
}

/** `secretName`: the secret key this value stands under, if any (then every string in it is a secret). */
function redactData(value: unknown, secretName: SecretName | null): unknown {
  if (typeof value === "string") return secretName === null ? redactSecrets(value) : redactValue(value, secretName);
  if (Array.isArray(value)) return value.map((inner) => redactData(inner, secretName));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const name = classifyName(key);
      return [redactSecrets(key), redactData(inner, secretName ?? (name.secret ? name : null))];
    }),
  );
}
