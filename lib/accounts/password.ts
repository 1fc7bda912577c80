/**
 * Password hashing with scrypt, a memory-hard function built into Node: no native
 * package to install. Stored as "scrypt$N$r$p$salt$hash" so parameters can rise later.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** 2^15 x 8 x 128 bytes = 32 MiB of memory per hash. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? "").split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  // A shorter stored hash is malformed: an empty one would match every password.
  if (expected.length < KEY_LENGTH) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  // Parameters scrypt refuses (not numbers, too costly) make the stored hash unusable, not an error.
  const key = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, options).catch(() => null);
  return key !== null && timingSafeEqual(key, expected);
}

/**
 * A stored hash that no password matches, with today's parameters. Unknown, suspended and
 * password-less accounts are checked against it, so that their sign-in costs one scrypt like an
 * active account's: the response time no longer tells whether an e-mail has an account.
 */
const DUMMY_HASH = ["scrypt", COST.N, COST.r, COST.p, randomBytes(16), randomBytes(KEY_LENGTH)]
  .map((part) => (Buffer.isBuffer(part) ? part.toString("base64url") : part))
  .join("$");

/** As long as `verifyPassword` with a real hash, and always false. */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
