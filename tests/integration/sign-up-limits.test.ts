/**
 * Creating accounts as a stranger would, through the sign-up form's server action against real
 * PostgreSQL: a taken e-mail gets the same words as any refusal (no telling which e-mails have
 * accounts), common passwords are refused, and one address creates at most
 * LIMITS.signUpPerIp.limit accounts an hour.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const browser = vi.hoisted(() => ({ ip: "192.0.2.1" }));
vi.mock("next/headers", () => ({
  headers: async () =>
    new Headers({ host: "arena.test", "x-forwarded-proto": "http", "x-arena-peer-address": browser.ip }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { signUp } from "@/app/[locale]/(contribute)/actions";
import { LIMITS } from "@/lib/abuse/limits";
import { db } from "@/lib/db";
import { countRows, truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";
import { formData } from "@/tests/support/server-actions";

const url = process.env.DATABASE_URL!;
const PASSPHRASE = "quiet lantern 47 harbour";
let existing: Awaited<ReturnType<typeof createTestUser>>;
let addresses = 0;

/** The sign-up form as the page posts it, back to the upload page. */
const form = (fields: Record<string, string>) => formData({ ...fields, callbackUrl: "/upload" });

/** The sign-up's outcome: the form's answer, or where the browser was sent once signed in. */
async function submit(fields: Record<string, string>) {
  try {
    return { answer: await signUp({}, form(fields)) };
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT")) return { redirectedTo: digest.split(";")[2] };
    throw error;
  }
}

beforeEach(async () => {
  await truncateAll(url);
  existing = await createTestUser("contributor");
  browser.ip = `203.0.113.${++addresses}`;
});

describe("sign-up", () => {
  it("answers a taken e-mail with the generic message, never naming it", async () => {
    const before = await countRows(url);
    const result = await submit({ email: existing.email!.toUpperCase(), handle: "someone-new", password: PASSPHRASE });
    expect(result).toEqual({ answer: { error: "Could not create that account. If you already have one, sign in." } });
    expect(JSON.stringify(result)).not.toContain(existing.email!);
    // Nothing written but the attempt's count.
    expect({ ...(await countRows(url)), RateLimitCounter: 0 }).toEqual(before);
  });

  it("names a taken handle (handles are public), whether or not the e-mail beside it has an account", async () => {
    const taken = { answer: { fieldErrors: { handle: "That handle is taken: choose another." } } };
    expect(await submit({ email: existing.email!, handle: existing.handle, password: PASSPHRASE })).toEqual(taken);
    expect(await submit({ email: "fresh@example.com", handle: existing.handle, password: PASSPHRASE })).toEqual(taken);
  });

  it("refuses common passwords and one repeated character, naming the password field", async () => {
    for (const password of ["aaaaaaaaaa", "password123", "qwertyuiop", "Football2024!", "sign-up-mallory"]) {
      const result = await submit({ email: "mallory@example.com", handle: "sign-up-mallory", password });
      expect(result, password).toEqual({ answer: { fieldErrors: { password: expect.any(String) } } });
    }
    expect(await db.user.count({ where: { email: "mallory@example.com" } })).toBe(0);
  });

  it("creates the account and signs in with a real passphrase", async () => {
    expect(await submit({ email: "ada@example.com", handle: "ada", password: PASSPHRASE })).toEqual({
      redirectedTo: "http://arena.test/upload",
    });
    const select = { handle: true, role: true };
    const created = await db.user.findUnique({ where: { email: "ada@example.com" }, select });
    expect(created).toEqual({ handle: "ada", role: "contributor" });
  });

  it("refuses the next account from an address that created the limit's worth this hour", async () => {
    const limit = LIMITS.signUpPerIp.limit;
    for (let n = 0; n < limit; n++) {
      expect(await submit({ email: `bot-${n}@example.com`, handle: `bot-${n}`, password: PASSPHRASE })).toEqual({
        redirectedTo: "http://arena.test/upload",
      });
    }
    const before = await countRows(url);
    expect(await submit({ email: `bot-${limit}@example.com`, handle: `bot-${limit}`, password: PASSPHRASE })).toEqual({
      answer: { error: "Too many accounts were created from your network. Try again in 60 minutes." },
    });
    expect((await countRows(url)).User).toBe(before.User);
    // Another address is not affected.
    browser.ip = "203.0.113.250";
    expect(await submit({ email: "honest@example.com", handle: "honest", password: PASSPHRASE })).toEqual({
      redirectedTo: "http://arena.test/upload",
    });
  });
});
