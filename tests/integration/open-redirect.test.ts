/**
 * Open redirects, tried as in issue 10: a sign-in link whose callbackUrl names another site must
 * never send the visitor there, whether they are signed in already (the sign-in page's own
 * redirect), sign in with the form (server action) or post to Auth.js's route directly.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const browser = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () =>
    new Headers({
      host: "arena.test",
      "x-forwarded-proto": "http",
      cookie: browser.cookie,
      "x-arena-peer-address": "192.0.2.77",
    }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { signInWithPassword } from "@/app/[locale]/(contribute)/actions";
import SignInPage from "@/app/[locale]/(contribute)/signin/page";
import { postCredentials, sessionCookieOf, SITE } from "@/tests/support/auth-requests";
import { truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";
import { formData, redirectOf } from "@/tests/support/server-actions";

const PASSWORD = "a-long-password-1";
const HOSTILE = [
  "//evil.example/x",
  "/\\evil.example/x",
  "/%2F%2Fevil.example/x",
  "https://evil.example",
  "javascript:alert(document.cookie)",
  "/\t/evil.example",
];
let user: Awaited<ReturnType<typeof createTestUser>>;
let addresses = 0;

/** A redirect target stays on the site: our origin, and a path a browser cannot read as a host. */
function expectSameSite(target: string | null, label: string) {
  expect(target, label).not.toBeNull();
  const resolved = new URL(target!, SITE);
  expect(resolved.origin, label).toBe(SITE);
  expect(target!.startsWith("//") || target!.includes("\\") || resolved.pathname.startsWith("//"), label).toBe(false);
}

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL!);
  user = await createTestUser("contributor");
  browser.cookie = "";
});

describe("callbackUrl after sign-in", () => {
  it("keeps a signed-in visitor on the site when the sign-in page redirects them", async () => {
    browser.cookie = sessionCookieOf(await postCredentials(user.email!, PASSWORD, { ip: "192.0.2.10" }))!;
    for (const callbackUrl of HOSTILE) {
      const target = await redirectOf(() => SignInPage({ searchParams: Promise.resolve({ callbackUrl }) }));
      expect(target, callbackUrl).toBe("/upload");
    }
    const ownPath = Promise.resolve({ callbackUrl: "/account/runs" });
    expect(await redirectOf(() => SignInPage({ searchParams: ownPath }))).toBe("/account/runs");
  });

  it("keeps the visitor on the site after the sign-in form", async () => {
    for (const callbackUrl of HOSTILE) {
      const fields = formData({ email: user.email!, password: PASSWORD, callbackUrl });
      const target = await redirectOf(() => signInWithPassword({}, fields));
      expectSameSite(target, callbackUrl);
    }
  });

  it("keeps the visitor on the site after a sign-in posted to Auth.js's route", async () => {
    for (const callbackUrl of HOSTILE) {
      const response = await postCredentials(user.email!, PASSWORD, { ip: `192.0.2.${++addresses + 20}`, callbackUrl });
      expect(sessionCookieOf(response), callbackUrl).not.toBeNull();
      expectSameSite(response.headers.get("location"), callbackUrl);
    }
  });
});
