/**
 * Guessing passwords and finding accounts, tried as an attacker would, through the real Auth.js
 * route (POST /api/auth/callback/credentials with a CSRF token) and the sign-in form's server
 * action, against real PostgreSQL: the abuse limits answer 429 with Retry-After, even to the
 * right password, until the window ends; every refusal costs one scrypt, whether or not the
 * account exists.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const browser = vi.hoisted(() => ({ cookie: "", ip: "192.0.2.1" }));
vi.mock("next/headers", () => ({
  headers: async () =>
    new Headers({
      host: "arena.test",
      "x-forwarded-proto": "http",
      cookie: browser.cookie,
      "x-arena-peer-address": browser.ip,
    }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
// Counts the password hashes computed, to show that unknown accounts cost the same work as real ones.
const scrypt = vi.hoisted(() => ({ calls: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const counted = (...args: unknown[]) => {
    scrypt.calls += 1;
    return Reflect.apply(actual.scrypt, actual, args);
  };
  return { ...actual, scrypt: counted };
});

import { signInWithPassword } from "@/app/[locale]/(contribute)/actions";
import { LIMITS } from "@/lib/abuse/limits";
import { db } from "@/lib/db";
import { suspendUser } from "@/lib/reviews/mutations";
import { describeSignIn, postCredentials } from "@/tests/support/auth-requests";
import { truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";
import { formData } from "@/tests/support/server-actions";

const PASSWORD = "a-long-password-1";
const REFUSED = "http://arena.test/signin?error=CredentialsSignin&code=credentials";
let user: Awaited<ReturnType<typeof createTestUser>>;
let nextIp = 0;
/** A client address no other test used: the per-address limit stays out of tests about accounts. */
const freshIp = () => `198.51.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** Moves a limit's window into the past, as if its 15 minutes had gone by. */
async function letWindowPass(name: string, subject: string) {
  const key = `${name}:${subject}`;
  await db.$executeRaw`UPDATE "RateLimitCounter" SET "windowStart" = now() - interval '16 minutes' WHERE key = ${key}`;
}

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL!);
  user = await createTestUser("contributor");
  browser.ip = freshIp();
});

describe("guessing one account's password", () => {
  it("checks the first attempts only, then answers even the right password 429 until the window ends", async () => {
    const limit = LIMITS.signInPerAccount.limit;
    const email = user.email!;
    scrypt.calls = 0;
    const answers = [];
    const started = performance.now();
    for (let attempt = 0; attempt < 100; attempt++) {
      answers.push(describeSignIn(await postCredentials(email, `wrong-guess-${attempt}`, { ip: freshIp() })));
    }
    console.log(`[sign-in] 100 wrong passwords from 100 addresses: ${(performance.now() - started).toFixed(0)} ms`);
    expect(answers.slice(0, limit).every((answer) => answer.status === 302 && answer.location === REFUSED)).toBe(true);
    expect(answers.slice(limit).every((answer) => answer.status === 429 && !answer.signedIn)).toBe(true);
    // Only the attempts within the limit had their password checked.
    expect(scrypt.calls).toBe(limit);

    const right = await postCredentials(email, PASSWORD, { ip: freshIp() });
    expect(right.status).toBe(429);
    const retryAfter = Number(right.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(LIMITS.signInPerAccount.windowSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.signInPerAccount.windowSeconds);
    expect(await right.json()).toEqual({ error: expect.stringMatching(/Try again in 1[45] minutes\.$/), issues: [] });
    expect(describeSignIn(right).signedIn).toBe(false);

    // The sign-in form goes through the same count and says when to try again.
    expect(await signInWithPassword({}, formData({ email, password: PASSWORD, callbackUrl: "/upload" }))).toEqual({
      error: expect.stringMatching(/^Too many sign-in attempts.*Try again in 1[45] minutes\.$/),
    });

    await letWindowPass(LIMITS.signInPerAccount.name, email);
    expect(describeSignIn(await postCredentials(email, PASSWORD, { ip: freshIp() }))).toEqual({
      status: 302,
      location: "http://arena.test/upload",
      signedIn: true,
    });
  });

  it("forgets an account's failures once its owner signs in", async () => {
    const email = user.email!;
    const belowLimit = LIMITS.signInPerAccount.limit - 1;
    for (let attempt = 0; attempt < belowLimit; attempt++) {
      await postCredentials(email, "wrong-guess", { ip: freshIp() });
    }
    expect(describeSignIn(await postCredentials(email, PASSWORD, { ip: freshIp() })).signedIn).toBe(true);
    expect(await db.rateLimitCounter.count({ where: { key: `${LIMITS.signInPerAccount.name}:${email}` } })).toBe(0);
    for (let attempt = 0; attempt < belowLimit; attempt++) {
      expect((await postCredentials(email, "wrong-guess", { ip: freshIp() })).status).toBe(302);
    }
    expect(describeSignIn(await postCredentials(email, PASSWORD, { ip: freshIp() })).signedIn).toBe(true);
  });
});

describe("guessing from one address", () => {
  it("stops an address that tries many accounts, and only that address", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < LIMITS.signInPerIp.limit; attempt++) {
      expect((await postCredentials(`nobody-${attempt}@example.com`, "wrong-guess", { ip })).status).toBe(302);
    }
    const blocked = await postCredentials(user.email!, PASSWORD, { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(describeSignIn(await postCredentials(user.email!, PASSWORD, { ip: freshIp() })).signedIn).toBe(true);
  });
});

describe("telling whether an account exists", () => {
  it("costs one scrypt for unknown, suspended and active accounts alike, and answers them alike", async () => {
    const admin = await createTestUser("admin");
    const suspended = await createTestUser("contributor");
    await suspendUser(admin.id, suspended.handle, "Spam");
    const cases = [
      { name: "active, wrong password", email: user.email!, password: "wrong-guess" },
      { name: "unknown account", email: "nobody-at-all@example.com", password: "wrong-guess" },
      { name: "suspended, wrong password", email: suspended.email!, password: "wrong-guess" },
      { name: "suspended, right password", email: suspended.email!, password: PASSWORD },
    ];
    for (const attempt of cases) {
      scrypt.calls = 0;
      const answer = describeSignIn(await postCredentials(attempt.email, attempt.password, { ip: freshIp() }));
      expect(answer, attempt.name).toEqual({ status: 302, location: REFUSED, signedIn: false });
      expect(scrypt.calls, attempt.name).toBe(1);
    }
  });

  it("takes comparable time for an unknown account and an existing one", async () => {
    const times: Record<"existing" | "unknown", number[]> = { existing: [], unknown: [] };
    for (let round = 0; round < 5; round++) {
      for (const kind of ["existing", "unknown"] as const) {
        const email = kind === "existing" ? user.email! : `nobody-${round}@example.com`;
        const started = performance.now();
        await postCredentials(email, "wrong-guess", { ip: freshIp() });
        times[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const [existing, unknown] = [median(times.existing), median(times.unknown)];
    const figures = `existing ${existing!.toFixed(1)} ms, unknown ${unknown!.toFixed(1)} ms`;
    console.log(`[sign-in] median of 5 wrong-password sign-ins: ${figures}`);
    // Before the dummy hash the unknown account answered in under a tenth of the time.
    expect(unknown).toBeGreaterThan(existing! * 0.5);
  });
});
