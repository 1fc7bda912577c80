/**
 * Issue 24: X-Forwarded-For was believed by default, so a client stepped around every
 * per-address limit by sending a new value each time (55 of 55 sign-ins, 10 of 10 sign-ups went
 * through), and could then lock every account's password sign-in. Retried as written, with no
 * trusted proxy configured (as `npm start` ships): the socket's peer is the address. Then the
 * lockout: one address locks a handful of accounts at most, and an account's own lockout is
 * lifted by the CLI or an admin.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const browser = vi.hoisted(() => ({ peer: "192.0.2.1", forwardedFor: "" }));
vi.mock("next/headers", () => ({
  headers: async () =>
    new Headers({
      host: "arena.test",
      "x-forwarded-proto": "http",
      "x-arena-peer-address": browser.peer,
      "x-forwarded-for": browser.forwardedFor,
    }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { signUp } from "@/app/[locale]/(contribute)/actions";
import { POST as unlock } from "@/app/api/v1/admin/users/[handle]/unlock/route";
import { LIMITS } from "@/lib/abuse/limits";
import { db } from "@/lib/db";
import { runCommand } from "@/scripts/cli-commands";
import { describeSignIn, postCredentials } from "@/tests/support/auth-requests";
import { truncateAll } from "@/tests/support/database";
import { formData } from "@/tests/support/server-actions";
import { createTestUser } from "@/tests/support/users";

const PASSWORD = "a-long-password-1";
let counter = 0;
/** An address nobody used yet, as a client would invent one for each request. */
const newAddress = () => `203.0.${Math.floor(counter / 250) % 250}.${(counter++ % 250) + 1}`;

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL!);
});

describe("X-Forwarded-For with no trusted proxy", () => {
  it("is ignored: 55 sign-ins with a new X-Forwarded-For each stop at the per-address limit", async () => {
    const peer = "198.51.100.20";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 55; attempt++) {
      const forwardedFor = newAddress();
      statuses.push(
        (await postCredentials(`nobody-${attempt}@example.com`, "wrong", { ip: peer, forwardedFor })).status,
      );
    }
    const limit = LIMITS.signInPerIp.limit;
    expect(statuses.slice(0, limit).every((status) => status === 302)).toBe(true);
    expect(statuses.slice(limit)).toEqual(Array(55 - limit).fill(429));
    // Another client is not held up by it.
    expect((await postCredentials("nobody@example.com", "wrong", { ip: "198.51.100.21" })).status).toBe(302);
  });

  it("is ignored: 10 sign-ups with a new X-Forwarded-For each stop at the per-address limit", async () => {
    browser.peer = "198.51.100.30";
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      browser.forwardedFor = newAddress();
      const form = formData({
        email: `new-${attempt}@example.com`,
        handle: `new-${attempt}`,
        password: "quiet lantern 47 harbour",
      });
      try {
        answers.push(await signUp({}, form));
      } catch {
        answers.push({ signedUp: true }); // the redirect after signing in
      }
    }
    const limit = LIMITS.signUpPerIp.limit;
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill({ signedUp: true }));
    expect(answers.slice(limit).every((answer) => "error" in answer && /Too many/.test(String(answer.error)))).toBe(
      true,
    );
    expect(await db.user.count()).toBe(limit);
  });
});

describe("the account lockout", () => {
  it("lets one address lock a handful of accounts at most: the per-address limit comes first", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createTestUser()));
    const peer = "198.51.100.40";
    // Ten wrong passwords for each account in turn, each with a new X-Forwarded-For.
    for (const user of users) {
      for (let attempt = 0; attempt < LIMITS.signInPerAccount.limit; attempt++) {
        await postCredentials(user.email!, "wrong", { ip: peer, forwardedFor: newAddress() });
      }
    }
    const lockable = Math.floor(LIMITS.signInPerIp.limit / LIMITS.signInPerAccount.limit);
    const results = [];
    for (const user of users) {
      results.push(describeSignIn(await postCredentials(user.email!, PASSWORD, { ip: "198.51.100.41" })).signedIn);
    }
    expect(results).toEqual(users.map((_, index) => index >= lockable));
  });

  it("is lifted by the CLI and by an admin, after which the right password signs in", async () => {
    const user = await createTestUser();
    const admin = await createTestUser("admin");
    const lock = async () => {
      for (let attempt = 0; attempt < LIMITS.signInPerAccount.limit; attempt++) {
        await postCredentials(user.email!, "wrong", { ip: newAddress() });
      }
      expect((await postCredentials(user.email!, PASSWORD, { ip: newAddress() })).status).toBe(429);
    };

    await lock();
    const io = { readJson: () => ({}), readFiles: () => [] };
    expect(await runCommand("user", "unlock", [], { email: user.email! }, io)).toBe(0);
    expect(describeSignIn(await postCredentials(user.email!, PASSWORD, { ip: newAddress() })).signedIn).toBe(true);

    await lock();
    const answer = await unlock(
      new Request(`http://arena.test/api/v1/admin/users/${user.handle}/unlock`, {
        method: "POST",
        headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
        body: JSON.stringify({ reason: "Locked out by a guessing script" }),
      }),
      { params: Promise.resolve({ handle: user.handle }) },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ handle: user.handle, hadFailures: true });
    expect(describeSignIn(await postCredentials(user.email!, PASSWORD, { ip: newAddress() })).signedIn).toBe(true);
    const audit = await db.auditLog.findMany({
      where: { action: "user.unlock" },
      select: { actorId: true, targetId: true },
    });
    expect(audit).toEqual([{ actorId: admin.id, targetId: user.id }]);
  });
});
