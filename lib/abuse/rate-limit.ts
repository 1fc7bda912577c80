/**
 * Abuse limits shared by every server instance: a fixed-window counter per key in PostgreSQL
 * (RateLimitCounter), advanced by one atomic upsert, so that two app servers behind a load
 * balancer count the same attempts. The limits themselves are in lib/abuse/limits.ts.
 */
import "server-only";
import { db } from "@/lib/db";

export type RateLimitRule = {
  /** Names the limit in keys and messages, e.g. "signin-account". */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
};

/** Counters idle this long are deleted now and then: every window is far shorter. */
const STALE_AFTER_HOURS = 24;
/** One call in this many also sweeps stale counters, so the table stays as small as the active keys. */
const SWEEP_EVERY = 500;

export type RateLimitOutcome = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one attempt of `subject` (an e-mail, an IP, a user id) against `rule`; refused once the
 * window holds more than `rule.limit` attempts, with the seconds until the window ends.
 */
export async function consumeRateLimit(rule: RateLimitRule, subject: string): Promise<RateLimitOutcome> {
  const key = toRateLimitKey(rule, subject);
  if (Math.random() < 1 / SWEEP_EVERY) await sweepStaleCounters();
  const rows = await db.$queryRaw<Array<{ count: number; windowStart: Date }>>`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count", "updatedAt")
    VALUES (${key}, now(), 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitCounter"."windowStart"
                       <= now() - make_interval(secs => ${rule.windowSeconds}::double precision)
                     THEN 1 ELSE "RateLimitCounter"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitCounter"."windowStart"
                       <= now() - make_interval(secs => ${rule.windowSeconds}::double precision)
                     THEN now() ELSE "RateLimitCounter"."windowStart" END,
      "updatedAt" = now()
    RETURNING "count", "windowStart"`;
  const row = rows[0];
  if (!row) throw new Error(`Rate limit ${key}: the counter was not written`);
  if (row.count <= rule.limit) return { ok: true, remaining: rule.limit - row.count };
  const endsAt = row.windowStart.getTime() + rule.windowSeconds * 1000;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)) };
}

/** The counter's key (RateLimitCounter.key) of `subject` under `rule`. */
export function toRateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`.slice(0, 500);
}

/**
 * Forgets the attempts of `subject` (after a successful sign-in, the failures no longer count).
 * True when there were some.
 */
export async function resetRateLimit(rule: RateLimitRule, subject: string): Promise<boolean> {
  const { count } = await db.rateLimitCounter.deleteMany({ where: { key: toRateLimitKey(rule, subject) } });
  return count > 0;
}

/** Deletes counters that no attempt touched for a day (indexed by updatedAt). */
export async function sweepStaleCounters(): Promise<number> {
  const cutoff = new Date(Date.now() - STALE_AFTER_HOURS * 3_600_000);
  const { count } = await db.rateLimitCounter.deleteMany({ where: { updatedAt: { lt: cutoff } } });
  return count;
}
