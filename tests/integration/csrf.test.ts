/**
 * Cross-site request forgery and the request pipeline's refusals, against the real handlers,
 * real PostgreSQL and real Auth.js session cookies: a cookie-authenticated POST from another
 * site (foreign Origin, `Sec-Fetch-Site: cross-site`, `Origin: null`, the "simple" content types
 * a cross-site form can send) is refused and changes no row; the same request with a bearer
 * token works, and so does a same-origin one with the cookie. Also: the security headers on
 * JSON answers, the admin body cap named in KiB, and a 500 that tells nothing internal.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const browser = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test", "x-forwarded-proto": "http", cookie: browser.cookie }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
// Outside a Next.js request there is no page cache to revalidate.
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { POST as hideRoute } from "@/app/api/v1/admin/runs/[id]/hide/route";
import { POST as reviewRoute } from "@/app/api/v1/admin/runs/[id]/review/route";
import { POST as suspendRoute } from "@/app/api/v1/admin/users/[handle]/suspend/route";
import { POST as previewRoute } from "@/app/api/v1/runs/preview/route";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { GET as runRoute } from "@/app/api/v1/runs/[id]/route";
import { db } from "@/lib/db";
import { route } from "@/lib/http";
import { bundle, setUpCast, snapshot as snapshotRows, type Cast } from "@/tests/support/review-fixture";
import { createSessionCookie } from "@/tests/support/session";

const url = process.env.DATABASE_URL!;
const SITE = "http://arena.test";
const EVIL = "http://arena.test:8080"; // another port of the same host is another origin
let cast: Cast;

type Handler = (request: Request, context: never) => Promise<Response>;
type Credential = { cookie: string } | { token: string };
type Shape = { name: string; headers: Record<string, string> };

/** How the browser labels a request from each kind of page. */
const CROSS_SITE: Shape[] = [
  { name: "a foreign Origin", headers: { origin: EVIL } },
  { name: "Sec-Fetch-Site: cross-site", headers: { "sec-fetch-site": "cross-site", origin: "http://evil.example" } },
  { name: "Sec-Fetch-Site: same-site", headers: { "sec-fetch-site": "same-site", origin: EVIL } },
  { name: "Origin: null (sandboxed frame, data: URL)", headers: { origin: "null" } },
  { name: "neither Origin nor Sec-Fetch-Site", headers: {} },
];
const SAME_ORIGIN: Shape[] = [
  { name: "Sec-Fetch-Site: same-origin", headers: { "sec-fetch-site": "same-origin", origin: SITE } },
  { name: "our own Origin, no Sec-Fetch-Site", headers: { origin: SITE } },
];

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** A POST to a real handler, as a browser (cookie) or a script (token) would send it. */
function send(handler: Handler, params: object, who: Credential, shape: Shape, body: BodyInit, type?: string) {
  const headers = new Headers(shape.headers);
  if (type) headers.set("content-type", type);
  if ("cookie" in who) headers.set("cookie", who.cookie);
  else headers.set("authorization", `Bearer ${who.token}`);
  browser.cookie = "cookie" in who ? who.cookie : "";
  const request = new Request(`${SITE}/api/v1/test`, { method: "POST", headers, body });
  return handler(request, { params: Promise.resolve(params) } as never);
}

/** The same, with a JSON body as scripts and the site's own pages send it. */
const sendJson = (handler: Handler, params: object, who: Credential, shape: Shape, value: unknown) =>
  send(handler, params, who, shape, JSON.stringify(value), "application/json");

const snapshot = () => snapshotRows(url);
type Signed = "admin" | "contributorA";
const asCookie = async (party: Signed) => ({ cookie: await createSessionCookie(cast.users[party].id) });
const asToken = (party: Signed) => ({ token: cast.users[party].token });
/** A multipart upload as the site's upload form sends it: a whole bundle in one field. */
const uploadForm = () => formOf({ bundle: JSON.stringify(bundle()) });
/** Each contributor's upload counter, to show a refused request used up nothing. */
const listCounters = () =>
  db.rateLimitCounter.findMany({ select: { key: true, count: true }, orderBy: { key: "asc" } });

beforeEach(async () => {
  browser.cookie = "";
  cast = await setUpCast(url);
});

describe("cookie-authenticated mutations from another site", () => {
  it("refuses the admin API: 415 for form-like bodies, 403 from a foreign or opaque origin; no change", async () => {
    const admin = await asCookie("admin");
    const hide = { id: cast.runA };
    const before = await snapshot();
    // What a cross-site <form> or a no-preflight fetch can send: refused by media type, whoever asks.
    const formLike: Array<[string, BodyInit, string | undefined]> = [
      ["text/plain", JSON.stringify({ reason: "CSRF" }), "text/plain"],
      ["form-encoded", "reason=CSRF", "application/x-www-form-urlencoded"],
      ["multipart", formOf({ reason: "CSRF" }), undefined],
    ];
    for (const [name, body, type] of formLike) {
      for (const shape of [...CROSS_SITE, ...SAME_ORIGIN]) {
        const response = await send(hideRoute, hide, admin, shape, body, type);
        expect(response.status, `${name}, ${shape.name}`).toBe(415);
        expect((await response.json()).issues[0].path).toBe("(content-type)");
      }
    }
    // JSON with the cookie but not from our pages: refused before anything runs.
    for (const shape of CROSS_SITE) {
      for (const [handler, params, body] of [
        [hideRoute, hide, { reason: "CSRF" }],
        [reviewRoute, hide, { verdict: "failed", note: "CSRF" }],
        [suspendRoute, { handle: cast.users.contributorA.handle }, { reason: "CSRF" }],
      ] as const) {
        const response = await sendJson(handler as Handler, params, admin, shape, body);
        expect(response.status, shape.name).toBe(403);
        expect((await response.json()).error).toMatch(/session cookie/);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses uploads and previews with the cookie from another site, in any body shape; no change", async () => {
    const contributor = await asCookie("contributorA");
    const before = await snapshot();
    const counters = await listCounters();
    const formLike = [
      [JSON.stringify(bundle()), "text/plain"],
      ["bundle=x", "application/x-www-form-urlencoded"],
    ] as const;
    for (const handler of [uploadRoute, previewRoute]) {
      for (const [body, type] of formLike) {
        expect((await send(handler, {}, contributor, CROSS_SITE[1]!, body, type)).status, type).toBe(415);
      }
      for (const shape of CROSS_SITE) {
        const multipart = await send(handler, {}, contributor, shape, uploadForm());
        expect(multipart.status, `multipart, ${shape.name}`).toBe(403);
        expect((await sendJson(handler, {}, contributor, shape, bundle())).status, `JSON, ${shape.name}`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
    // Refused before the rate limit: a forged request does not use up the victim's uploads either.
    expect(await listCounters()).toEqual(counters);
  });
});

describe("what still works", () => {
  it("takes the same requests with a bearer token, from any origin", async () => {
    const before = await snapshot();
    for (const shape of CROSS_SITE) {
      const verdict = { verdict: "passed", note: `From a script (${shape.name})` };
      const reviewed = await sendJson(reviewRoute, { id: cast.runA }, asToken("admin"), shape, verdict);
      expect(reviewed.status, shape.name).toBe(200);
    }
    const hidden = { reason: "Duplicate" };
    expect((await sendJson(hideRoute, { id: cast.runA }, asToken("admin"), CROSS_SITE[0]!, hidden)).status).toBe(200);
    expect((await send(uploadRoute, {}, asToken("contributorA"), CROSS_SITE[1]!, uploadForm())).status).toBe(201);
    const after = await snapshot();
    const run = after.runs.find((row) => row.id === cast.runA);
    expect(run).toMatchObject({ reviewState: "passed", hiddenReason: "Duplicate" });
    expect(after.counts.Run).toBe(before.counts.Run! + 1);
  });

  it("takes same-origin requests with the session cookie: JSON for the admin API, multipart for uploads", async () => {
    const admin = await asCookie("admin");
    const contributor = await asCookie("contributorA");
    const before = await snapshot();
    for (const shape of SAME_ORIGIN) {
      const verdict = { verdict: "failed", note: `Gibberish (${shape.name})` };
      expect((await sendJson(reviewRoute, { id: cast.runA }, admin, shape, verdict)).status, shape.name).toBe(200);
      expect((await send(previewRoute, {}, contributor, shape, uploadForm())).status, shape.name).toBe(200);
      expect((await send(uploadRoute, {}, contributor, shape, uploadForm())).status, shape.name).toBe(201);
    }
    // Behind a TLS proxy the server sees http://, the browser sends https://.
    const proxied = {
      name: "behind a proxy",
      headers: { origin: "https://arena.example", "x-forwarded-proto": "https", "x-forwarded-host": "arena.example" },
    };
    expect((await sendJson(hideRoute, { id: cast.runA }, admin, proxied, { reason: "Spam" })).status).toBe(200);
    const after = await snapshot();
    const run = after.runs.find((row) => row.id === cast.runA);
    expect(run).toMatchObject({ reviewState: "failed", hiddenReason: "Spam" });
    expect(after.counts.Run).toBe(before.counts.Run! + SAME_ORIGIN.length);
  });
});

describe("the pipeline's answers", () => {
  it("names the admin body cap in KiB and changes nothing", async () => {
    const before = await snapshot();
    const long = { reason: "x".repeat(70_000) };
    const response = await sendJson(hideRoute, { id: cast.runA }, asToken("admin"), SAME_ORIGIN[0]!, long);
    expect(response.status).toBe(413);
    const answer = await response.json();
    expect(answer.error).toBe("The body is larger than the limit of 64 KiB.");
    expect(answer.issues).toEqual([{ path: "(body)", message: answer.error }]);
    expect(await snapshot()).toEqual(before);
  });

  it("sends the security headers with JSON answers, successes and refusals alike", async () => {
    const answers = [
      await runRoute(new Request(`${SITE}/api/v1/runs/${cast.runA}`), { params: Promise.resolve({ id: cast.runA }) }),
      await runRoute(new Request(`${SITE}/api/v1/runs/x`), { params: Promise.resolve({ id: "not-an-id!" }) }),
      await sendJson(hideRoute, { id: cast.runA }, await asCookie("admin"), CROSS_SITE[0]!, { reason: "x" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 403]);
    for (const answer of answers) {
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("answers an unexpected failure with 500 and no internal detail", async () => {
    const failing = route({
      handle: () => {
        throw new Error('relation "SecretTable" does not exist at /srv/arena/lib/runs/data.ts:42');
      },
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await failing(new Request(`${SITE}/api/v1/anything`));
    errors.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/SecretTable|\/srv|data\.ts/);
    expect(JSON.parse(text)).toEqual({ error: expect.any(String), issues: [] });
  });
});
