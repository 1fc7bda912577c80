/**
 * Sessions and API tokens, against real PostgreSQL and real Auth.js: a session cookie made by a
 * real sign-in stops working after signing out (everywhere) and after a suspension, without a
 * redirect loop for the suspended; tokens expire and carry a scope, and only admins get the
 * `admin` scope, on /account/tokens and from the CLI. Suspending can hide all of a contributor's runs.
 */
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const browser = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test", "x-forwarded-proto": "http", cookie: browser.cookie }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { NextRequest } from "next/server";
import { createTokenAction, signOutAction } from "@/app/[locale]/(contribute)/actions";
import SignInPage from "@/app/[locale]/(contribute)/signin/page";
import { moderateUserAction } from "@/app/[locale]/admin/actions";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as hideRoute } from "@/app/api/v1/admin/runs/[id]/hide/route";
import { POST as previewRoute } from "@/app/api/v1/runs/preview/route";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { createApiToken } from "@/lib/accounts/mutations";
import { authenticateRequest, getCurrentUser, getSignedOutReason, requireUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { suspendUser } from "@/lib/reviews/mutations";
import { runCommand } from "@/scripts/cli-commands";
import { postCredentials, sessionCookieOf, SITE } from "@/tests/support/auth-requests";
import { bundle, listAuditRows, postAs, setUpCast, type Cast } from "@/tests/support/review-fixture";
import { formData, redirectOf } from "@/tests/support/server-actions";

const url = process.env.DATABASE_URL!;
const PASSWORD = "a-long-password-1";
let cast: Cast;
let users: Cast["users"];
let addresses = 0;

/** Signs in through the real Auth.js route and returns the session cookie it set. */
async function signInForCookie(email: string): Promise<string> {
  const cookie = sessionCookieOf(await postCredentials(email, PASSWORD, { ip: `198.18.0.${++addresses % 250}` }));
  if (!cookie) throw new Error(`Sign-in of ${email} set no session cookie`);
  return cookie;
}

/** Who the site takes the browser holding `cookie` for. */
async function currentUserWith(cookie: string) {
  browser.cookie = cookie;
  return (await getCurrentUser())?.id ?? null;
}

/** The text of a server component's output, without rendering its client components. */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (typeof node === "object" && "props" in node) return textOf((node.props as { children?: ReactNode }).children);
  return "";
}

const bearer = (token: string, body: unknown) =>
  new Request(`${SITE}/api/v1/test`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

beforeEach(async () => {
  browser.cookie = "";
  cast = await setUpCast(url);
  users = cast.users;
});

describe("sessions", () => {
  it("end everywhere when their user signs out: an old cookie no longer authenticates", async () => {
    const email = users.contributorA.email!;
    const [laptop, phone] = [await signInForCookie(email), await signInForCookie(email)];
    expect(await currentUserWith(laptop)).toBe(users.contributorA.id);
    expect(await currentUserWith(phone)).toBe(users.contributorA.id);

    browser.cookie = laptop;
    expect(await redirectOf(() => signOutAction())).toBe("http://arena.test/");
    expect(await currentUserWith(laptop)).toBeNull();
    expect(await currentUserWith(phone)).toBeNull();
    // Signing in again works, with a new cookie.
    expect(await currentUserWith(await signInForCookie(email))).toBe(users.contributorA.id);
  });

  it("end through Auth.js's own sign-out route too", async () => {
    const cookie = await signInForCookie(users.contributorB.email!);
    const csrf = await authGet(new NextRequest(`${SITE}/api/auth/csrf`));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((pair) => pair.split(";")[0])
      .join("; ");
    const signedOut = await authPost(
      new NextRequest(`${SITE}/api/auth/signout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: `${csrfCookie}; ${cookie}` },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/" }),
      }),
    );
    expect(signedOut.status).toBe(302);
    expect(await currentUserWith(cookie)).toBeNull();
  });

  it("end when their user is suspended, who then sees the sign-in form, not a redirect loop", async () => {
    const cookie = await signInForCookie(users.contributorB.email!);
    expect(await currentUserWith(cookie)).toBe(users.contributorB.id);
    await suspendUser(users.admin.id, users.contributorB.handle, "Spam");

    expect(await currentUserWith(cookie)).toBeNull();
    expect(await redirectOf(() => requireUser("/upload"))).toBe("/signin?callbackUrl=%2Fupload");
    // A Japanese page sends to the Japanese sign-in form.
    expect(await redirectOf(() => requireUser("/ja/upload"))).toBe("/ja/signin?callbackUrl=%2Fja%2Fupload");
    let page: ReactNode = null;
    const searchParams = Promise.resolve({ callbackUrl: "/upload" });
    expect(await redirectOf(async () => (page = await SignInPage({ searchParams })))).toBeNull();
    expect(textOf(page)).toContain("This account is suspended");
    expect(await getSignedOutReason()).toBe("suspended");
    // A stranger without that cookie sees no such note.
    browser.cookie = "";
    expect(await getSignedOutReason()).toBeNull();
  });
});

describe("API tokens", () => {
  it("answer 401 once expired, saying so", async () => {
    const owner = users.contributorA.id;
    const expired = await createApiToken(owner, "old box", { expiresAt: new Date(Date.now() - 60_000) });
    const live = await createApiToken(owner, "new box", { expiresAt: new Date(Date.now() + 86_400_000) });
    const refused = await authenticateRequest(bearer(expired.token, {}));
    const saysExpired = expect.stringMatching(/^This API token expired on .* UTC\. Create a new one/);
    expect(refused).toEqual({ user: null, problem: saysExpired });
    for (const handler of [uploadRoute, previewRoute]) {
      const response = await handler(bearer(expired.token, bundle()), { params: Promise.resolve({}) } as never);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: saysExpired, issues: [] });
    }
    const preview = await previewRoute(bearer(live.token, bundle()), { params: Promise.resolve({}) } as never);
    expect(preview.status).toBe(200);
  });

  it("need the admin scope for the admin API, even an admin's", async () => {
    const upload = await createApiToken(users.admin.id, "upload only");
    const admin = await createApiToken(users.admin.id, "moderation", { scope: "admin" });
    const context = { params: Promise.resolve({ id: cast.runA }) } as never;
    const call = (token: string) => hideRoute(bearer(token, { reason: "Duplicate" }), context);
    const refused = await call(upload.token);
    expect(refused.status).toBe(403);
    expect((await db.run.findUniqueOrThrow({ where: { id: cast.runA } })).hiddenAt).toBeNull();
    expect((await call(admin.token)).status).toBe(200);
    expect((await db.run.findUniqueOrThrow({ where: { id: cast.runA } })).hiddenReason).toBe("Duplicate");
  });

  it("get the admin scope only for admins, on /account/tokens", async () => {
    browser.cookie = await signInForCookie(users.contributorA.email!);
    const before = await db.apiToken.count();
    expect(await createTokenAction({}, formData({ name: "sneaky", scope: "admin", lifetime: "30" }))).toEqual({
      fieldErrors: { scope: "Only admins can create a token with the admin scope." },
    });
    expect(await db.apiToken.count()).toBe(before);
    // Without a choice: the upload scope, for 90 days.
    const plain = await createTokenAction({}, formData({ name: "gpu box" }));
    const token = expect.stringMatching(/^arena_/);
    expect(plain).toMatchObject({ tokenName: "gpu box", tokenScope: "upload", token });
    const days = (Date.parse(plain.tokenExpiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    browser.cookie = await signInForCookie(users.admin.email!);
    const forever = await createTokenAction(
      {},
      formData({ name: "moderation bot", scope: "admin", lifetime: "never" }),
    );
    expect(forever).toMatchObject({ tokenScope: "admin", tokenExpiresAt: null });
    const oddLifetime = await createTokenAction({}, formData({ name: "x", lifetime: "7" }));
    expect(oddLifetime).toEqual({ fieldErrors: { lifetime: expect.any(String) } });
  });

  it("get a scope and an expiry from the CLI, admin scope for admins only", async () => {
    const printed: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const io = { readJson: () => ({}), readFiles: () => [] };
    try {
      const values = { email: users.admin.email!, scope: "admin", "expires-days": "7", name: "ops" };
      expect(await runCommand("token", "create", [], values, io)).toBe(0);
      const row = await db.apiToken.findFirstOrThrow({ where: { name: "ops" } });
      expect(row.scope).toBe("admin");
      expect(Math.round((row.expiresAt!.getTime() - Date.now()) / 86_400_000)).toBe(7);
      const printedToken = printed.at(-1)!;
      const identity = await authenticateRequest(bearer(printedToken, {}));
      expect(identity.user).toMatchObject({ id: users.admin.id, tokenScope: "admin" });

      const contributor = { email: users.contributorA.email!, scope: "admin", name: "sneaky" };
      expect(await runCommand("token", "create", [], contributor, io)).toBe(1);
      expect(await db.apiToken.count({ where: { name: "sneaky" } })).toBe(0);
      const email = users.admin.email!;
      const noDays = runCommand("token", "create", [], { email, "expires-days": "0" }, io);
      await expect(noDays).rejects.toThrow(/--expires-days/);
      await expect(runCommand("token", "create", [], { email, scope: "root" }, io)).rejects.toThrow(/--scope/);

      // `user add` keeps to the password policy too.
      expect(await runCommand("user", "add", [], { email: "weak@example.com", password: "aaaaaaaaaa" }, io)).toBe(1);
      expect(await db.user.count({ where: { email: "weak@example.com" } })).toBe(0);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});

describe("suspending a contributor", () => {
  it("can hide all of their runs in the same action, audited", async () => {
    const second = await postAs(cast, uploadRoute, {}, bundle(), "contributorA");
    expect(second.status).toBe(201);
    browser.cookie = await signInForCookie(users.admin.email!);
    const answer = await moderateUserAction(
      {},
      formData({ handle: users.contributorA.handle, intent: "suspend", reason: "Fabricated runs", hideRuns: "on" }),
    );
    expect(answer).toEqual({ message: `@${users.contributorA.handle} is suspended. 2 of their runs hidden.` });
    const runs = await db.run.findMany({
      where: { contributorId: users.contributorA.id },
      select: { id: true, hiddenReason: true },
    });
    expect(runs.map((run) => run.hiddenReason)).toEqual(["Fabricated runs", "Fabricated runs"]);
    const [audit] = await listAuditRows("user.suspend");
    const hiddenRunIds = expect.arrayContaining(runs.map((run) => run.id));
    expect(audit!.details).toEqual({ handle: users.contributorA.handle, runs: 2, hiddenRunIds });
  });

  it("hides nothing unless asked", async () => {
    expect(await suspendUser(users.admin.id, users.contributorA.handle, "Spam")).toEqual({
      status: "ok",
      handle: users.contributorA.handle,
      suspended: true,
      runs: 1,
    });
    expect((await db.run.findUniqueOrThrow({ where: { id: cast.runA } })).hiddenAt).toBeNull();
  });
});
