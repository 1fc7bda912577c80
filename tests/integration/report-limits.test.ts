/**
 * Issue 24's report attacks on a real database: the 99 kB `_a` body and nesting 5,000 deep are
 * refused at once naming `body` with nothing stored, 150 images are refused, the 41st write of an
 * hour is throttled, a render over its budget is ended, and a revision saved before HTML was
 * stored is rendered once on its first view and kept.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test", "x-forwarded-proto": "http", cookie: session.cookie }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));

import { createReportAction } from "@/app/[locale]/(contribute)/reports/actions";
import { db } from "@/lib/db";
import { getReportForViewer } from "@/lib/reports/data";
import { prepareReportBodyOffThread } from "@/lib/reports/off-thread";
import { createReport } from "@/lib/reports/mutations";
import { reportInputSchema } from "@/lib/reports/schema";
import { createSessionCookie } from "@/tests/support/catalogue-fixture";
import { countRows, truncateAll } from "@/tests/support/database";
import { formData } from "@/tests/support/server-actions";
import { createTestUser } from "@/tests/support/users";

const url = process.env.DATABASE_URL!;
let author: Awaited<ReturnType<typeof createTestUser>>;

const input = (body: string) => reportInputSchema.parse({ title: "Notes", summary: "What I saw.", body });

beforeAll(async () => {
  await truncateAll(url);
  author = await createTestUser("contributor");
});

describe("report bodies that cost marked seconds", () => {
  it.each([
    ["the 99 kB `_a` body", "_a".repeat(49_500), "without a space"],
    ["lists nested 5,000 deep", "- ".repeat(5_000), "levels deep"],
    ["quotes nested 5,000 deep", "> ".repeat(5_000), "levels deep"],
    ["150 share images", "![c](/runs/abc/share.png)\n\n".repeat(150), "at most 5 images"],
  ])("%s is refused at once naming body, with nothing stored", async (_name, body, words) => {
    const before = await countRows(url);
    const started = performance.now();
    const result = await createReport(author.id, input(body));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result).toMatchObject({ status: "invalid", issues: [{ path: "body" }] });
    expect(result.status === "invalid" && result.issues[0]?.message).toContain(words);
    expect(await countRows(url)).toEqual(before);
  });

  it("a render over its budget is ended with its worker, and the next render works", async () => {
    // tens of milliseconds of honest work: over a budget of 1 ms
    const table = `| a | b |\n|---|---|\n${"| *x* | `y` |\n".repeat(2_400)}`;
    const slow = await prepareReportBodyOffThread(table, 1);
    expect(slow).toMatchObject({ ok: false, issue: { code: "budget" } });
    const next = await prepareReportBodyOffThread("## Fine\n\n*text*");
    expect(next).toMatchObject({ ok: true, html: "<h3>Fine</h3>\n<p><em>text</em></p>\n" });
  });

  it("stores the body's HTML with the revision: views never render it again", async () => {
    const result = await createReport(author.id, input("Some *Markdown* and ![c](/runs/abc/share.png)"));
    if (result.status !== "ok") throw new Error(JSON.stringify(result));
    const revision = await db.reportRevision.findFirstOrThrow({ where: { report: { slug: result.slug } } });
    expect(revision.html).toContain("<em>Markdown</em>");
    expect(revision.html).toContain('<img src="/runs/abc/share.png"');
  });

  it("renders a revision saved before HTML was stored on its first view, once, and keeps it", async () => {
    const result = await createReport(author.id, input("Old *report*"));
    if (result.status !== "ok") throw new Error(JSON.stringify(result));
    const where = { report: { slug: result.slug } };
    await db.reportRevision.updateMany({ where, data: { html: null, body: "Old **report**\n\n- a\n" } });
    const viewer = { id: author.id, role: author.role, suspendedAt: null };
    const report = await getReportForViewer(result.slug, viewer);
    expect(report?.html).toContain("<strong>report</strong>");
    expect((await db.reportRevision.findFirstOrThrow({ where })).html).toBe(report?.html);

    await db.reportRevision.updateMany({ where, data: { html: null, body: "> ".repeat(5_000) } });
    const refused = await getReportForViewer(result.slug, viewer);
    expect(refused?.html).toMatch(/^<pre>(&gt; )+<\/pre>$/);
  });
});

describe("report writes per hour", () => {
  it("allows 40 writes an hour per contributor; the 41st says when to try again", async () => {
    // Counted before the form is read: 40 tries (left untitled, so nothing is stored), then refused.
    const untitled = formData({ title: "", summary: "What I saw.", body: "Text." });
    const writeAs = async (user: { id: string }) => {
      session.cookie = await createSessionCookie(user.id);
      return createReportAction({}, untitled);
    };
    const writer = await createTestUser("contributor");
    for (let write = 1; write <= 40; write++) expect(await writeAs(writer)).toHaveProperty("fieldErrors.title");
    expect(await writeAs(writer)).toEqual({
      error: "Too many saves: at most 40 reports and edits an hour. Try again in 60 minutes.",
    });
    expect(await writeAs(await createTestUser("contributor"))).toHaveProperty("fieldErrors.title");
    const admin = await createTestUser("admin");
    for (let write = 1; write <= 41; write++) expect(await writeAs(admin)).toHaveProperty("fieldErrors.title");
  });
});
