/**
 * Who may do what: anonymous, contributor A (owner of a run), contributor B, a suspended
 * contributor and an admin against every admin endpoint, page and action and the upload
 * endpoints: each answered 401, 403, 404 or success, and no refused call changes a row.
 * What an accepted action changes is in review-effects.test.ts. Sessions are real Auth.js
 * session cookies, handed to the code through next/headers.
 */
import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test", "x-forwarded-proto": "http", cookie: session.cookie }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
// Outside a Next.js request there is no page cache to revalidate.
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { moderateRunAction, moderateUserAction, reviewRunAction } from "@/app/[locale]/admin/actions";
import AuditPage from "@/app/[locale]/admin/audit/page";
import AdminLayout from "@/app/[locale]/admin/layout";
import ReviewRunPage from "@/app/[locale]/admin/review/[runId]/page";
import ReviewQueuePage from "@/app/[locale]/admin/review/page";
import OwnRunsPage from "@/app/[locale]/(contribute)/account/runs/page";
import { POST as hideRoute } from "@/app/api/v1/admin/runs/[id]/hide/route";
import { POST as restoreRoute } from "@/app/api/v1/admin/runs/[id]/restore/route";
import { POST as reviewRoute } from "@/app/api/v1/admin/runs/[id]/review/route";
import { POST as suspendRoute } from "@/app/api/v1/admin/users/[handle]/suspend/route";
import { POST as unsuspendRoute } from "@/app/api/v1/admin/users/[handle]/unsuspend/route";
import { POST as previewRoute } from "@/app/api/v1/runs/preview/route";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { db } from "@/lib/db";
import { hideRun } from "@/lib/reviews/mutations";
import { countRows } from "@/tests/support/database";
import {
  bundle,
  postAs,
  setUpCast,
  snapshot as snapshotRows,
  type Cast,
  type Party,
} from "@/tests/support/review-fixture";
import { formData, outcome } from "@/tests/support/server-actions";

const url = process.env.DATABASE_URL!;
let cast: Cast;
let users: Cast["users"];
let seed003: string;
let runA: string;

const post = (handler: Parameters<typeof postAs>[1], params: object, body: unknown, party: Party) =>
  postAs(cast, handler, params, body, party);
const snapshot = () => snapshotRows(url);

/** Signs a party in for pages and actions, with a real Auth.js session cookie. */
async function signInAs(party: Party) {
  if (party === "anonymous") {
    session.cookie = "";
    return;
  }
  const token = await encode({
    token: { sub: users[party].id },
    secret: process.env.AUTH_SECRET!,
    salt: "authjs.session-token",
  });
  session.cookie = `authjs.session-token=${token}`;
}

beforeEach(async () => {
  session.cookie = "";
  cast = await setUpCast(url);
  ({ users, seed003, runA } = cast);
});

describe("the authorization matrix", () => {
  it("answers every admin endpoint with 401, 403 or success by party, and no refused call changes a row", async () => {
    await hideRun(users.admin.id, seed003, "Set up: a hidden run to restore");
    const endpoints = [
      { name: "review", handler: reviewRoute, params: { id: runA }, body: { verdict: "passed", note: "Reads fine." } },
      { name: "hide", handler: hideRoute, params: { id: runA }, body: { reason: "Duplicate" } },
      { name: "restore", handler: restoreRoute, params: { id: seed003 }, body: { reason: "Checked" } },
      {
        name: "suspend",
        handler: suspendRoute,
        params: { handle: users.contributorA.handle },
        body: { reason: "Spam" },
      },
      {
        name: "unsuspend",
        handler: unsuspendRoute,
        params: { handle: users.suspended.handle },
        body: { reason: "Appeal" },
      },
    ];
    const before = await snapshot();
    const refusals: Array<[Party, number]> = [
      ["anonymous", 401],
      ["suspended", 401],
      ["contributorA", 403],
      ["contributorB", 403],
    ];
    for (const endpoint of endpoints) {
      for (const [party, status] of refusals) {
        const response = await post(endpoint.handler, endpoint.params, endpoint.body, party);
        expect(response.status, `${endpoint.name} by ${party}`).toBe(status);
        expect(typeof (await response.json()).error).toBe("string");
      }
      // A contributor cannot even learn whether an id exists.
      const probe = await post(
        endpoint.handler,
        { id: "doesnotexist", handle: "nobody-here" },
        endpoint.body,
        "contributorB",
      );
      expect(probe.status, `${endpoint.name} probe`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);

    for (const endpoint of endpoints) {
      const unknown = await post(
        endpoint.handler,
        { id: "doesnotexist", handle: "nobody-here" },
        endpoint.body,
        "admin",
      );
      expect(unknown.status, `${endpoint.name} unknown target`).toBe(404);
      const bad = await post(endpoint.handler, endpoint.params, { verdict: "maybe", reason: "" }, "admin");
      expect(bad.status, `${endpoint.name} bad body`).toBe(400);
      expect((await bad.json()).issues.length).toBeGreaterThan(0);
    }
    expect(await snapshot()).toEqual(before);

    for (const endpoint of endpoints) {
      const response = await post(endpoint.handler, endpoint.params, endpoint.body, "admin");
      expect(response.status, `${endpoint.name} by admin`).toBe(200);
    }
    const after = await snapshot();
    expect(after.runs.find((run) => run.id === runA)).toMatchObject({
      reviewState: "passed",
      reviewNote: "Reads fine.",
      hiddenReason: "Duplicate",
    });
    expect(after.runs.find((run) => run.id === seed003)?.hiddenAt).toBeNull();
    expect(after.users.find((user) => user.id === users.contributorA.id)?.suspendedAt).not.toBeNull();
    expect(after.users.find((user) => user.id === users.suspended.id)?.suspendedAt).toBeNull();
    expect(after.counts.AuditLog).toBe(before.counts.AuditLog! + endpoints.length);
    expect(after.counts.Review).toBe(before.counts.Review! + 1);
  });

  it("names the bad field of a verdict, and keeps state conflicts apart from success", async () => {
    const cases: Array<[unknown, string]> = [
      [{ verdict: "failed" }, "note"],
      [{ verdict: "failed", note: "   " }, "note"],
      [{ verdict: "passed", note: "x".repeat(2001) }, "note"],
      [{ verdict: "failed", note: "Gibberish", tests: ["chit-chat"] }, "tests.0"],
      [{ note: "No verdict" }, "verdict"],
    ];
    const before = await snapshot();
    for (const [body, path] of cases) {
      const response = await post(reviewRoute, { id: runA }, body, "admin");
      expect(response.status).toBe(400);
      expect((await response.json()).issues.map((issue: { path: string }) => issue.path)).toContain(path);
    }
    const restore = await post(restoreRoute, { id: runA }, { reason: "Not hidden" }, "admin");
    expect(restore.status).toBe(409);
    const self = await post(suspendRoute, { handle: users.admin.handle }, { reason: "Oops" }, "admin");
    expect(self.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("lets signed-in contributors upload and keeps everyone else out", async () => {
    const before = await countRows(url);
    for (const party of ["anonymous", "suspended"] as const) {
      expect((await post(uploadRoute, {}, bundle(), party)).status, party).toBe(401);
      expect((await post(previewRoute, {}, bundle(), party)).status, party).toBe(401);
    }
    expect(await countRows(url)).toEqual(before);
    for (const party of ["contributorA", "contributorB", "admin"] as const) {
      expect((await post(previewRoute, {}, bundle(), party)).status, party).toBe(200);
      const created = await post(uploadRoute, {}, bundle(), party);
      expect(created.status, party).toBe(201);
      const run = await db.run.findUniqueOrThrow({
        where: { id: (await created.json()).id },
        select: { contributorId: true, reviewState: true },
      });
      expect(run).toEqual({ contributorId: users[party].id, reviewState: "pending" });
    }
  });

  it("guards every admin page and action, not only the layout", async () => {
    const pages = {
      layout: () => AdminLayout({ children: null }),
      queue: () => ReviewQueuePage(),
      detail: () => ReviewRunPage({ params: Promise.resolve({ runId: runA }) }),
      audit: () => AuditPage({ searchParams: Promise.resolve({}) }),
    };
    const actions = {
      review: () => reviewRunAction({}, formData({ runId: runA, verdict: "failed", note: "Gibberish" })),
      hide: () => moderateRunAction({}, formData({ runId: runA, intent: "hide", reason: "Spam" })),
      suspend: () =>
        moderateUserAction({}, formData({ handle: users.contributorB.handle, intent: "suspend", reason: "Spam" })),
    };
    const before = await snapshot();
    const expected: Array<[Party, "signin" | "notFound"]> = [
      ["anonymous", "signin"],
      ["suspended", "signin"],
      ["contributorA", "notFound"],
      ["contributorB", "notFound"],
    ];
    for (const [party, refusal] of expected) {
      await signInAs(party);
      for (const [name, work] of [...Object.entries(pages), ...Object.entries(actions)]) {
        expect(await outcome(work), `${name} as ${party}`).toBe(refusal);
      }
    }
    expect(await snapshot()).toEqual(before);

    await signInAs("admin");
    for (const [name, work] of Object.entries(pages)) expect(await outcome(work), `${name} as admin`).toBe("ok");
    expect(await actions.review()).toEqual({ message: expect.stringContaining("failed") });
    expect(await actions.hide()).toEqual({ message: "The run is hidden." });
    expect(await actions.suspend()).toEqual({ message: `@${users.contributorB.handle} is suspended.` });
    expect(await reviewRunAction({}, formData({ runId: runA, verdict: "failed", note: "" }))).toEqual({
      fieldErrors: { note: expect.any(String) },
    });
    const run = await db.run.findUniqueOrThrow({ where: { id: runA } });
    expect(run).toMatchObject({ reviewState: "failed", reviewNote: "Gibberish", hiddenReason: "Spam" });

    // A contributor's own page needs an active account's session (B was just suspended).
    await signInAs("anonymous");
    expect(await outcome(() => OwnRunsPage())).toBe("signin");
    await signInAs("contributorB");
    expect(await outcome(() => OwnRunsPage())).toBe("signin");
    await signInAs("contributorA");
    expect(await outcome(() => OwnRunsPage())).toBe("ok");
  });
});
