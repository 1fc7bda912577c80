/**
 * The environment, read once and checked with zod: a bad value stops the server at start-up
 * with the variable's name instead of misbehaving later. Import `env` rather than reading
 * process.env elsewhere.
 */
import { z } from "zod";

/** A positive whole number from an environment variable, or the default when unset. */
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  /** Abuse limits (lib/abuse/limits.ts); defaults sit where no honest user meets them. */
  ARENA_LIMIT_SIGNIN_PER_ACCOUNT_PER_15MIN: count(10),
  ARENA_LIMIT_SIGNIN_PER_IP_PER_15MIN: count(50),
  ARENA_LIMIT_SIGNUP_PER_IP_PER_HOUR: count(5),
  ARENA_LIMIT_UPLOADS_PER_HOUR: count(200),
  ARENA_LIMIT_PREVIEWS_PER_MINUTE: count(30),
});

function readEnv() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment: ${names}`);
  }
  return parsed.data;
}

export const env = readEnv();
