/**
 * Reports on a real database: a contributor's report stays off the public pages until an admin
 * lists it, every edit is kept, hiding takes it off /reports, bad input is refused by field with
 * nothing stored, and the run card it embeds reads the run's figures as they are now.
 */
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { DATA_CHANGED_CHANNEL } from "@/lib/cache/data-version";
import { db } from "@/lib/db";
import { getRunCard } from "@/lib/discovery/data";
import {
  getNewestModelReport,
  getOwnReportForEdit,
  getPublicReport,
  getReportForViewer,
  listHardwareReports,
  listPublicReports,
  listRunReports,
} from "@/lib/reports/data";
import { renderReport } from "@/lib/reports/markdown";
import { createReport, reviewReport, setReportHidden, updateReport } from "@/lib/reports/mutations";
import { reportInputSchema } from "@/lib/reports/schema";
import { recordReview, suspendUser, unsuspendUser } from "@/lib/reviews/mutations";
import { seedRuns } from "@/prisma/seed";
import { countRows, truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";

const url = process.env.DATABASE_URL!;
type User = Awaited<ReturnType<typeof createTestUser>>;
let author: User;
let other: User;
let admin: User;
let seed000: string;
let seed003: string;

const input = (fields: Partial<Record<"title" | "summary" | "body" | "models" | "hardware", string>>) =>
  reportInputSchema.parse({
    title: "Tuning vLLM on a DGX Spark",
    summary: "What changed the chat test's first-token wait.",
    body: `## Setup\n\nAs measured:\n\n{{run:${seed000}}}\n`,
    ...fields,
  });

async function createOk(user: User, fields: Parameters<typeof input>[0] = {}) {
  const result = await createReport(user.id, input(fields));
  if (result.status !== "ok") throw new Error(`createReport answered ${JSON.stringify(result)}`);
  return result.slug;
}

/** A test user as the page's viewer check reads them (not suspended). */
const viewer = (user: User) => ({ id: user.id, role: user.role, suspendedAt: null });

const publicSlugs = async () => (await listPublicReports()).map((report) => report.slug);

beforeAll(async () => {
  await truncateAll(url);
  [seed000 = "", seed003 = ""] = await seedRuns();
  author = await createTestUser("contributor");
  other = await createTestUser("contributor");
  admin = await createTestUser("admin");
});

describe("the seed report", () => {
  it("is public, embeds seed 000's card and chart, and is the model's, run's and hardware's article", async () => {
    const [seeded] = await listPublicReports();
    expect(seeded).toMatchObject({ author: { handle: "arena" }, summary: expect.stringContaining("quality per") });
    const report = await getPublicReport(seeded!.slug);
    expect(renderReport(report!.body).filter((segment) => segment.type === "embed")).toEqual([
      { type: "embed", kind: "run", runId: seed000 },
      { type: "embed", kind: "chart", runId: seed000 },
    ]);
    expect(report!.body).toContain("an average of **12.51 tokens/s");
    expect(await getNewestModelReport("qwen3-5-9b")).toEqual({ slug: seeded!.slug, title: seeded!.title });
    expect(await getNewestModelReport("qwen3-5-4b")).toBeNull();
    expect((await listRunReports(seed000)).map((item) => item.slug)).toEqual([seeded!.slug]);
    expect(await listRunReports(seed003)).toEqual([]);
    expect((await listHardwareReports("dgx-spark")).map((item) => item.slug)).toEqual([seeded!.slug]);
  });

  it("is written once however often the seed runs", async () => {
    const before = await db.report.count();
    await seedRuns();
    expect(await db.report.count()).toBe(before);
  });
});

describe("review", () => {
  it("keeps a new report off every public read until an admin lists it; its author and admins see it", async () => {
    const slug = await createOk(author, { title: "Pending until reviewed", models: "qwen3-5-4b" });
    expect(slug).toBe("pending-until-reviewed");
    expect(await getPublicReport(slug)).toBeNull();
    expect(await publicSlugs()).not.toContain(slug);
    expect((await getNewestModelReport("qwen3-5-4b"))?.slug).toBeUndefined();
    expect(await getReportForViewer(slug, viewer(author))).toMatchObject({ slug, state: "pending" });
    expect(await getReportForViewer(slug, viewer(admin))).toMatchObject({ slug });
    expect(await getReportForViewer(slug, viewer(other))).toBeNull();
    expect(await getReportForViewer(slug, null)).toBeNull();

    const rejected = await reviewReport(admin.id, slug, { verdict: "rejected", note: "Name the engine flags." });
    expect(rejected).toMatchObject({ status: "ok", state: "rejected" });
    expect(await getPublicReport(slug)).toBeNull();

    const listed = await reviewReport(admin.id, slug, { verdict: "listed", note: "" });
    expect(listed).toMatchObject({ status: "ok", state: "listed" });
    const report = await getPublicReport(slug);
    expect(report).toMatchObject({ slug, state: "listed", publishedAt: expect.any(Date) });
    expect(await publicSlugs()).toContain(slug);
    // Named explicitly (qwen3-5-4b) and through its embed (seed 000's model and hardware).
    expect((await getNewestModelReport("qwen3-5-4b"))?.slug).toBe(slug);
    expect(report!.models.map(({ model }) => model.slug).sort()).toEqual(["qwen3-5-4b", "qwen3-5-9b"]);
    expect(report!.hardware.map(({ hardware }) => hardware.slug)).toEqual(["dgx-spark"]);
    // The edit form offers back what the author named, not what the embed brought.
    expect(await getOwnReportForEdit(slug, author.id)).toMatchObject({
      namedModels: ["qwen3-5-4b"],
      namedHardware: [],
    });
    expect(await getOwnReportForEdit(slug, other.id)).toBeNull();

    const audit = await db.auditLog.findMany({
      where: { action: "report.review", targetType: "report" },
      orderBy: { createdAt: "asc" },
      select: { actorId: true, reason: true, details: true },
    });
    expect(audit.map((row) => [row.actorId, row.reason, (row.details as { verdict: string }).verdict])).toEqual([
      [admin.id, "Name the engine flags.", "rejected"],
      [admin.id, null, "listed"],
    ]);
  });

  it("gives the same title a free address", async () => {
    const first = await createOk(author, { title: "Same title" });
    const second = await createOk(other, { title: "Same title" });
    expect([first, second]).toEqual(["same-title", "same-title-2"]);
    // Saved at the same moment, both find "raced" free; the unique address makes one try again.
    const raced = await Promise.all([createOk(author, { title: "Raced" }), createOk(other, { title: "Raced" })]);
    expect(raced.sort()).toEqual(["raced", "raced-2"]);
  });
});

describe("bad input", () => {
  it("is refused naming its field, and nothing is stored", async () => {
    const issuesOf = (fields: Record<string, unknown>) => {
      const parsed = reportInputSchema.safeParse({ title: "t", summary: "s", body: "b", ...fields });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
    };
    expect(issuesOf({ title: "x".repeat(141) })).toEqual(["title"]);
    expect(issuesOf({ title: "   " })).toEqual(["title"]);
    expect(issuesOf({ body: "é".repeat(50_001) })).toEqual(["body"]);
    expect(issuesOf({ body: "a".repeat(100_000) })).toEqual([]);
    expect(issuesOf({ models: "not a slug!" })).toEqual(["models"]);
    expect(issuesOf({ summary: "s".repeat(301) })).toEqual(["summary"]);

    const before = await countRows(url);
    const unknownRun = await createReport(author.id, input({ body: "{{run:nosuchrun}}" }));
    expect(unknownRun).toEqual({
      status: "invalid",
      issues: [{ path: "body", message: "No public run has the id nosuchrun: check the embed." }],
    });
    const unknownModel = await createReport(author.id, input({ models: "no-such-model", hardware: "no-such-gpu" }));
    expect(unknownModel.status === "invalid" && unknownModel.issues.map((issue) => issue.path)).toEqual([
      "models",
      "hardware",
    ]);
    expect(await countRows(url)).toEqual(before);
  });
});

describe("editing", () => {
  it("keeps every revision, sends a listed report back to review, and is its author's alone", async () => {
    const slug = await createOk(author, { title: "Edited twice", body: "First text." });
    await reviewReport(admin.id, slug, { verdict: "listed", note: "" });
    expect(await publicSlugs()).toContain(slug);

    const refused = await updateReport(other.id, slug, input({ title: "Taken over", body: "Spam." }));
    expect(refused).toEqual({ status: "not-found" });

    const edited = await updateReport(author.id, slug, input({ title: "Edited twice, now longer", body: "Second." }));
    expect(edited).toEqual({ status: "ok", slug, state: "pending" });
    expect(await publicSlugs()).not.toContain(slug);
    const seen = await getReportForViewer(slug, viewer(author));
    expect(seen).toMatchObject({ title: "Edited twice, now longer", body: "Second.", state: "pending" });
    expect(seen!.revisions.map((revision) => revision.title)).toEqual(["Edited twice, now longer", "Edited twice"]);
    const stored = await db.reportRevision.findMany({
      where: { report: { slug } },
      orderBy: { createdAt: "asc" },
      select: { body: true, editorId: true },
    });
    expect(stored).toEqual([
      { body: "First text.", editorId: author.id },
      { body: "Second.", editorId: author.id },
    ]);
    // The embed is gone from the text, so the run no longer lists it.
    expect((await listRunReports(seed000)).map((item) => item.slug)).not.toContain(slug);
  });
});

describe("hiding", () => {
  it("takes a report off /reports and its page, audited; restoring puts it back", async () => {
    const slug = await createOk(author, { title: "Hidden for a while" });
    await reviewReport(admin.id, slug, { verdict: "listed", note: "" });
    expect(await setReportHidden(admin.id, slug, "Copies another site's text.", true)).toEqual({
      status: "ok",
      slug,
      hidden: true,
    });
    expect(await publicSlugs()).not.toContain(slug);
    expect(await getPublicReport(slug)).toBeNull();
    expect((await listRunReports(seed000)).map((item) => item.slug)).not.toContain(slug);
    expect(await getReportForViewer(slug, viewer(author))).toMatchObject({
      hiddenReason: "Copies another site's text.",
    });
    expect(await setReportHidden(admin.id, slug, "again", true)).toMatchObject({ status: "conflict" });

    expect(await setReportHidden(admin.id, slug, "Permission shown.", false)).toMatchObject({ status: "ok" });
    expect(await publicSlugs()).toContain(slug);
    const actions = await db.auditLog.findMany({
      where: { targetType: "report", action: { in: ["report.hide", "report.restore"] } },
      orderBy: { createdAt: "asc" },
      select: { action: true, reason: true },
    });
    expect(actions).toEqual([
      { action: "report.hide", reason: "Copies another site's text." },
      { action: "report.restore", reason: "Permission shown." },
    ]);
  });

  it("a suspended author's reports leave the public pages, and return when they are reinstated", async () => {
    const suspendedAuthor = await createTestUser("contributor");
    const slug = await createOk(suspendedAuthor, { title: "By someone suspended later" });
    await reviewReport(admin.id, slug, { verdict: "listed", note: "" });
    expect(await suspendUser(admin.id, suspendedAuthor.handle, "Spam")).toMatchObject({ status: "ok" });
    expect(await getPublicReport(slug)).toBeNull();
    expect(await publicSlugs()).not.toContain(slug);
    expect(await unsuspendUser(admin.id, suspendedAuthor.handle, "Appeal granted")).toMatchObject({ status: "ok" });
    expect(await publicSlugs()).toContain(slug);
  });
});

describe("the embedded run card", () => {
  it("shows the run's figures as they are after a recompute", async () => {
    const [seeded] = await listPublicReports();
    const report = await getPublicReport(seeded!.slug);
    expect(report!.runs.map((run) => run.runId)).toContain(seed000);
    const before = await getRunCard(seed000);
    expect(before).toMatchObject({ score: 60.5, modelName: "Qwen3.5-9B", hardwareName: "DGX Spark" });
    // A failed sanity check recomputes the run: no test counts, the score drops.
    const verdict = await recordReview(admin.id, seed000, { verdict: "failed", note: "Garbled answers.", tests: [] });
    expect(verdict.status).toBe("ok");
    const after = await getRunCard(seed000);
    expect(after!.score).toBeLessThan(60.5);
    await recordReview(admin.id, seed000, { verdict: "passed", note: "", tests: [] });
    expect((await getRunCard(seed000))!.score).toBe(60.5);
  });
});

describe("change notifications", () => {
  it("a verdict announces the reports list and the report's own page to every server", async () => {
    const slug = await createOk(author, { title: "Announced" });
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const payloads: string[] = [];
    listener.on("notification", (message) => payloads.push(message.payload ?? ""));
    await listener.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    try {
      await reviewReport(admin.id, slug, { verdict: "listed", note: "" });
      await expect.poll(() => payloads, { timeout: 2_000 }).toEqual([`reports report:${slug}`]);
      // Suspending its author (who has no run) announces the reports too.
      await suspendUser(admin.id, author.handle, "Checking the announcement");
      await expect.poll(() => payloads, { timeout: 2_000 }).toContain("reports");
      await unsuspendUser(admin.id, author.handle, "Done checking");
    } finally {
      await listener.end();
    }
  });
});
