/**
 * The abuse counter every limit is built on, against real PostgreSQL: it refuses past the limit
 * with the seconds left, counts exactly under concurrency (two app servers race on one row), starts
 * a new window once the old one is over, and stale counters are swept.
 */
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { consumeRateLimit, resetRateLimit, sweepStaleCounters } from "@/lib/abuse/rate-limit";
import { db } from "@/lib/db";
import { truncateAll } from "@/tests/support/database";

const url = process.env.DATABASE_URL!;
const rule = { name: "test-rule", limit: 10, windowSeconds: 600 };

beforeEach(async () => {
  await truncateAll(url);
});

describe("consumeRateLimit", () => {
  it("allows the limit, then refuses with the seconds until the window ends", async () => {
    const outcomes = [];
    for (let i = 0; i < 12; i++) outcomes.push(await consumeRateLimit(rule, "alice"));
    expect(outcomes.slice(0, 10).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes[9]).toEqual({ ok: true, remaining: 0 });
    const refused = outcomes[11];
    expect(refused?.ok).toBe(false);
    if (refused && !refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(590);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    // another subject has its own count
    expect((await consumeRateLimit(rule, "bob")).ok).toBe(true);
  });

  it("counts exactly when many attempts arrive at once, as from several servers", async () => {
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => consumeRateLimit(rule, "burst")));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(10);
    const row = await db.rateLimitCounter.findUniqueOrThrow({ where: { key: "test-rule:burst" } });
    expect(row.count).toBe(30);
  });

  it("starts a new window once the old one is over, and forgets a subject on reset", async () => {
    for (let i = 0; i < 11; i++) await consumeRateLimit(rule, "carol");
    expect((await consumeRateLimit(rule, "carol")).ok).toBe(false);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`UPDATE "RateLimitCounter" SET "windowStart" = now() - interval '601 seconds' WHERE key = $1`, [
      "test-rule:carol",
    ]);
    await client.end();
    expect(await consumeRateLimit(rule, "carol")).toEqual({ ok: true, remaining: 9 });

    for (let i = 0; i < 11; i++) await consumeRateLimit(rule, "dave");
    await resetRateLimit(rule, "dave");
    expect((await consumeRateLimit(rule, "dave")).ok).toBe(true);
  });

  it("sweeps counters nobody touched for a day and keeps the others", async () => {
    await consumeRateLimit(rule, "old");
    await consumeRateLimit(rule, "fresh");
    await db.$executeRaw`UPDATE "RateLimitCounter" SET "updatedAt" = now() - interval '25 hours'
      WHERE key = 'test-rule:old'`;
    expect(await sweepStaleCounters()).toBe(1);
    const keys = (await db.rateLimitCounter.findMany({ select: { key: true } })).map((row) => row.key);
    expect(keys).toEqual(["test-rule:fresh"]);
  });
});
