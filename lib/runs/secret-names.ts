/**
 * Which names hold a secret: of a flag (`--hf-token`), header (`X-API-Key`), environment variable
 * (`OPENAI_KEY`), YAML or JSON key (`api_key`), URL query parameter (`?sig=`). Pure.
 *
 * A name is secret when it contains a word that is always secret (password, secret, credential,
 * api key ...) or when its LAST word is token, key, auth, sig, cookie. So `--max-tokens`,
 * `TOKENIZERS_PARALLELISM`, `tokens_per_second` and `--key-cache-dtype` (a KV-cache setting whose
 * key is not the last word) keep their values; `--hf-token-path` too (a path, not a secret).
 */

/**
 * Words that make a name secret anywhere: PGPASSWORD, client_secret, x-apikey, AWS_SECRET_ACCESS_KEY;
 * and short password words as the last of several (DB_PWD, MYSQL_PWD, redisPw), never alone: `PWD` and
 * `OLDPWD` are the shell's working directories.
 */
const SECRET_ANYWHERE = new RegExp(
  String.raw`pass(?:word|wd|phrase)|secret|credential|api[-_.]?key|access[-_.]?(?:key|token)|private[-_.]?key` +
    String.raw`|auth[-_.]?token|bearer|[A-Za-z0-9][-_.](?:pwd|pw)$`,
  "i",
);

/** The same short words after a camelCase boundary: dbPwd, redisPw (case-sensitive: not `bypass`). */
const SECRET_CAMEL_PASSWORD = /[a-z0-9](?:Pwd|Pw)$/;

/**
 * A secret last word after a separator or at the start: hf_token, X-API-Key, ?key=, Cookie, HFTOKEN,
 * DB_PASS (a setting's figure stays there: `num_pass: 3`).
 */
const SECRET_LAST_WORD = /(?:^|[-_.])(?:[a-z0-9]*token|key|auth|authorization|sig|signature|cookie|pass)$/i;

/** The same word after a camelCase boundary: authToken, apiKey, xAuth (case-sensitive on purpose). */
const SECRET_CAMEL_LAST_WORD = /[A-Za-z0-9](?:Token|Key|Auth|Authorization|Sig|Signature|Cookie)$/;

/**
 * Names that end like a secret's but hold a setting: a tokenizer's special tokens (`eos_token: "</s>"`)
 * and keys that index something (`cache_key`, the arena's own `testKey`).
 */
const NOT_SECRET = new RegExp(
  String.raw`(?:^|[-_.])(?:bos|eos|pad|unk|sep|cls|mask|special)[-_.]?token$` +
    String.raw`|(?:^|[-_.])(?:primary|sort|cache|partition|routing|shard|lookup|foreign|test|metric|group)[-_.]?key$`,
  "i",
);

const AUTHORIZATION = /(?:^|[-_.])authorization$/i;

/** What a name says about its value. */
export type SecretName = {
  secret: boolean;
  /** The value starts with a scheme worth keeping: `Authorization: Bearer <redacted>`. */
  authorization: boolean;
  /**
   * A plain number there is a setting, never a token (`max_token: 512`, `key: 3`). Passwords and API
   * keys can be all digits, so they are always redacted.
   */
  mayHoldFigure: boolean;
};

/** Names repeat (in real text and in hostile text): each is classified once, in a bounded memo. */
const classified = new Map<string, SecretName>();

export function classifyName(name: string): SecretName {
  const known = classified.get(name);
  if (known) return known;
  const strong = SECRET_ANYWHERE.test(name) || SECRET_CAMEL_PASSWORD.test(name);
  const lastWord = SECRET_LAST_WORD.test(name) || SECRET_CAMEL_LAST_WORD.test(name);
  const secret = strong || (lastWord && !NOT_SECRET.test(name));
  const kind = { secret, authorization: secret && AUTHORIZATION.test(name), mayHoldFigure: !strong };
  if (classified.size >= 1000) classified.clear();
  classified.set(name, kind);
  return kind;
}
