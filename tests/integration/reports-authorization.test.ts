/**
 * Who may do what with reports: anonymous visitors, the author (contributor A), another
 * contributor (B), a suspended contributor and an admin, against the report forms' actions and the
 * pages that show a report not yet public. Sessions are real Auth.js session cookies, handed to
 * the code through next/headers; no refused call changes a row.
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

import { createReportAction, updateReportAction } from "@/app/[locale]/(contribute)/reports/actions";
import OwnReportPage from "@/app/[locale]/(contribute)/account/reports/[slug]/page";
import { moderateReportAction, reviewReportAction } from "@/app/[locale]/admin/actions";
import ReportReviewPage from "@/app/[locale]/admin/review/reports/[slug]/page";
import { db } from "@/lib/db";
import { createReport } from "@/lib/reports/mutations";
import { reportInputSchema } from "@/lib/reports/schema";
import { setUpCast, snapshot as snapshotRows, type Cast, type Party } from "@/tests/support/review-fixture";
import { formData, outcome, redirectOf } from "@/tests/support/server-actions";

const url = process.env.DATABASE_URL!;
let cast: Cast;
let slug: string;

async function signInAs(party: Party) {
  if (party === "anonymous") {
    session.cookie = "";
    return;
  }
  const token = await encode({
    token: { sub: cast.users[party].id },
    secret: process.env.AUTH_SECRET!,
    salt: "authjs.session-token",
  });
  session.cookie = `authjs.session-token=${token}`;
}

const reportFields = { title: "My DGX Spark notes", summary: "What I changed.", body: "## Notes\n\nText." };
// a refused write still counts against its author's hourly limit (lib/abuse): its counter row is not data
const snapshot = async () => {
  const rows = await snapshotRows(url);
  return {
    rows: { ...rows, counts: { ...rows.counts, RateLimitCounter: 0 } },
    reports: await db.report.findMany({ select: { slug: true, state: true, hiddenAt: true, title: true } }),
  };
};

beforeEach(async () => {
  session.cookie = "";
  cast = await setUpCast(url);
  const created = await createReport(cast.users.contributorA.id, reportInputSchema.parse(reportFields));
  if (created.status !== "ok") throw new Error("Set-up: the report was not created");
  slug = created.slug;
});

describe("report authorization", () => {
  it("guards the admin report page and actions; only an admin's verdict and hide change anything", async () => {
    const work = {
      page: () => ReportReviewPage({ params: Promise.resolve({ slug }) }),
      review: () => reviewReportAction({}, formData({ slug, verdict: "listed", note: "" })),
      hide: () => moderateReportAction({}, formData({ slug, intent: "hide", reason: "Spam" })),
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
      for (const [name, call] of Object.entries(work)) expect(await outcome(call), `${name} as ${party}`).toBe(refusal);
    }
    expect(await snapshot()).toEqual(before);

    await signInAs("admin");
    expect(await outcome(work.page)).toBe("ok");
    expect(await reviewReportAction({}, formData({ slug, verdict: "rejected", note: "" }))).toEqual({
      fieldErrors: { note: "Say why: the author reads this note." },
    });
    expect(await work.review()).toEqual({ message: "The report is published." });
    expect(await work.hide()).toEqual({ message: "The report is hidden." });
    expect(await db.report.findUniqueOrThrow({ where: { slug } })).toMatchObject({
      state: "listed",
      hiddenReason: "Spam",
    });
    expect(await db.auditLog.count({ where: { targetType: "report", actorId: cast.users.admin.id } })).toBe(2);
  });

  it("lets only the author edit and read a pending report; forms answer by field", async () => {
    const edit = () => updateReportAction({}, formData({ slug, ...reportFields, title: "Taken over" }));
    const own = () => OwnReportPage({ params: Promise.resolve({ slug }), searchParams: Promise.resolve({}) });
    const before = await snapshot();

    await signInAs("anonymous");
    expect(await outcome(edit)).toBe("signin");
    expect(await outcome(own)).toBe("signin");
    expect(await outcome(() => createReportAction({}, formData(reportFields)))).toBe("signin");
    await signInAs("contributorB");
    expect(await edit()).toEqual({ error: "You have no report at this address." });
    expect(await outcome(own)).toBe("notFound");
    expect(await snapshot()).toEqual(before);

    await signInAs("contributorA");
    expect(await outcome(own)).toBe("ok");
    expect(await createReportAction({}, formData({ ...reportFields, title: "" }))).toEqual({
      fieldErrors: { title: "Give the report a title." },
    });
    expect(await createReportAction({}, formData({ ...reportFields, hardware: "no-such-gpu" }))).toEqual({
      fieldErrors: { hardware: 'No hardware has the slug "no-such-gpu".' },
    });
    expect(await snapshot()).toEqual(before);

    expect(await redirectOf(edit)).toBe(`/account/reports/${slug}?saved=1`);
    expect(await db.reportRevision.count({ where: { report: { slug } } })).toBe(2);
    expect(await redirectOf(() => createReportAction({}, formData({ ...reportFields, title: "Second" })))).toBe(
      "/account/reports/second?saved=1",
    );
  });
});
