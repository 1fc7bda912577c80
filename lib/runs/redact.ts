/**
 * Removes secrets from launch commands, free text and tool output before anything is stored or
 * hashed. The value goes, the name stays, so a reader still sees what was there:
 * `--hf-token <redacted>`, `-H 'X-API-Key: <redacted>'`, `Authorization: Basic <redacted>`,
 * `export HF_TOKEN="<redacted>"`, `https://user:<redacted>@host`, `?sig=<redacted>`,
 * `curl -u admin:<redacted>`, `"api_key": "<redacted>"`, `["--api-key", "<redacted>"]`, and so in a CSV
 * cell (`""`) or JSON text (`\"`); a command's own password flag (`mysql -p<redacted>`,
 * `sshpass -p <redacted>`, lib/runs/redact-commands.ts); known token shapes (hf_, sk-, nvapi- ...),
 * private key blocks, webhook URLs and a bare `Bearer <redacted>` anywhere (lib/runs/redact-shapes.ts).
 * Which names are secret: lib/runs/secret-names.ts. Pure and idempotent.
 *
 * Linear time, whatever the text (uploads are hostile): each pattern starts only at a word's first
 * character or after a literal (`://`), nothing is quantified twice over the same characters, and
 * a secret's value is cut once and skipped (lib/runs/redact-named.ts). tests/unit/runs/redact.test.ts
 * times 1 MB of each hostile shape.
 *
 * Not a goal: secrets the uploader hid on purpose (JSON \u escapes, base64) or encoded twice over
 * (CSV inside JSON text). Those are theirs to publish; this catches the ones pasted by accident.
 */
import { redactCommandPasswords } from "@/lib/runs/redact-commands";
import { PASSWORD, REDACTED, redactNamedValues, redactValue } from "@/lib/runs/redact-named";
import {
  KNOWN_TOKEN,
  looksLikeToken,
  redactBareBearer,
  redactPrivateKeys,
  redactWebhooks,
} from "@/lib/runs/redact-shapes";
import { classifyName, type SecretName } from "@/lib/runs/secret-names";

export { REDACTED };

/**
 * `scheme://user:password@host`, also with JSON's escaped slashes. The password runs to the last `@`
 * before the host (a password may hold `@`); the user stays unless it reads as a token
 * (`https://<token>@github.com`, `https://<token>:x-oauth-basic@github.com`).
 */
const URL_USERINFO = /(?<=:\/\/|:\\\/\\\/)([^\s/\\?#@:"'`<>]*)(?::([^\s/?#"'`<>]*))?@/g;

function redactUserInfo(match: string, user: string, password: string | undefined): string {
  const safeUser = user !== REDACTED && looksLikeToken(user) ? REDACTED : user;
  if (password === undefined) return safeUser === user ? match : `${safeUser}@`;
  return `${safeUser}:${redactValue(password, PASSWORD)}@`;
}

export function redactSecrets(text: string): string {
  const hasUrl = text.includes(":/") || text.includes(":\\/");
  let redacted = redactPrivateKeys(text);
  redacted = hasUrl ? redactWebhooks(redacted).replace(URL_USERINFO, redactUserInfo) : redacted;
  redacted = redactCommandPasswords(redactNamedValues(redacted));
  return redactBareBearer(redacted).replace(KNOWN_TOKEN, REDACTED);
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

/** A flag alone in an argv array (`"--api-key"`): what its name says, or null for any other string. */
const ARGV_FLAG = /^-{1,2}([A-Za-z0-9_][A-Za-z0-9_.-]{0,127})$/;

function argvFlagName(item: unknown): SecretName | null {
  if (typeof item !== "string" || item[0] !== "-") return null;
  const flag = ARGV_FLAG.exec(item)?.[1];
  const name = flag === undefined ? null : classifyName(flag);
  return name?.secret ? name : null;
}

/**
 * A number under a secret's name: a password or an API key is secret whatever its digits; under a
 * name that may hold a setting (`max_token`), a figure of up to 7 digits stays.
 */
function redactNumber(value: number, name: SecretName): number | string {
  if (name.mayHoldFigure && Math.abs(value) < 1e7) return value;
  return REDACTED;
}

/** `secretName`: the secret key this value stands under, if any (then every string in it is a secret). */
function redactData(value: unknown, secretName: SecretName | null): unknown {
  if (typeof value === "string") return secretName === null ? redactSecrets(value) : redactValue(value, secretName);
  if (typeof value === "number" || typeof value === "bigint") {
    return secretName === null ? value : redactNumber(Number(value), secretName);
  }
  if (Array.isArray(value)) {
    // An argv array: the item after a secret flag is its value (`["--api-key", "X"]`).
    return value.map((inner, index) => redactData(inner, secretName ?? argvFlagName(value[index - 1])));
  }
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const name = classifyName(key);
      return [redactSecrets(key), redactData(inner, secretName ?? (name.secret ? name : null))];
    }),
  );
}
