/**
 * API tokens: 32 random bytes behind a recognisable prefix ("arena_"), shown once and
 * stored only as a SHA-256 hash. Pure apart from the random source.
 */
import { createHash, randomBytes } from "node:crypto";

export const TOKEN_PREFIX = "arena_";

export function generateApiToken(): { token: string; tokenHash: string; prefix: string } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { token, tokenHash: hashApiToken(token), prefix: token.slice(0, TOKEN_PREFIX.length + 6) };
}

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function parseBearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}
