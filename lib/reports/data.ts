/**
 * Report reads. Public ones are `"use cache"` reads tagged with what they show (lib/cache/tags.ts):
 * a report's page by `report:<slug>` and the runs it embeds, every list and link by `reports`.
 * A report is public when listed, not hidden, and its author not suspended.
 */
import "server-only";
import type { CurrentUser } from "@/lib/accounts/data";
import { cachePublicData } from "@/lib/cache/public-data";
import { REPORTS_TAG, reportTag, runTag } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { storeRevisionHtml } from "@/lib/reports/mutations";

/** Who may read a report that is not public: its author and admins. */
export type ReportViewer = Pick<CurrentUser, "id" | "role" | "suspendedAt"> | null;

const PUBLIC_REPORT = {
  state: "listed",
  hiddenAt: null,
  author: { suspendedAt: null },
} as const satisfies Prisma.ReportWhereInput;

/** What a list of reports shows of each. */
const REPORT_LIST_SELECT = {
  slug: true,
  title: true,
  summary: true,
  publishedAt: true,
  updatedAt: true,
  author: { select: { handle: true, name: true } },
} as const satisfies Prisma.ReportSelect;

const REPORT_SELECT = {
  id: true,
  slug: true,
  title: true,
  summary: true,
  state: true,
  reviewNote: true,
  reviewedAt: true,
  hiddenAt: true,
  hiddenReason: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  authorId: true,
  author: { select: { handle: true, name: true, suspendedAt: true } },
  revisions: {
    orderBy: { createdAt: "desc" },
    select: { id: true, title: true, body: true, html: true, createdAt: true, editor: { select: { handle: true } } },
  },
  runs: { select: { runId: true } },
  models: { select: { model: { select: { slug: true, name: true } } }, orderBy: { model: { name: "asc" } } },
  hardware: { select: { hardware: { select: { slug: true, name: true } } }, orderBy: { hardware: { name: "asc" } } },
} as const satisfies Prisma.ReportSelect;

async function readReport(slug: string) {
  const report = await db.report.findUnique({ where: { slug }, select: REPORT_SELECT });
  if (!report) return null;
  const [newest, ...older] = report.revisions;
  if (!newest) return null;
  // a revision saved before HTML was stored is rendered once, on the worker, and stored
  const html = newest.html ?? (await storeRevisionHtml(newest.id, newest.body));
  return {
    ...report,
    body: newest.body,
    html,
    // Bodies of older revisions stay in the database; the page lists them by date and editor.
    revisions: [newest, ...older].map(({ body: _body, html: _html, ...revision }) => revision),
  };
}

export type ReportDetail = NonNullable<Awaited<ReturnType<typeof readReport>>>;

function isPublic(report: ReportDetail): boolean {
  return report.state === "listed" && report.hiddenAt === null && report.author.suspendedAt === null;
}

/** A public report's page, cached until it or a run it embeds changes; null when not public. */
export async function getPublicReport(slug: string): Promise<ReportDetail | null> {
  "use cache";
  cachePublicData(reportTag(slug), REPORTS_TAG);
  const report = await readReport(slug);
  if (!report || !isPublic(report)) return null;
  cachePublicData(...report.runs.map((run) => runTag(run.runId)));
  return report;
}

/** A report as its author or an admin sees it, whatever its state (per request, never cached); else null. */
export async function getReportForViewer(slug: string, viewer: ReportViewer): Promise<ReportDetail | null> {
  if (!viewer || viewer.suspendedAt) return null;
  const report = await readReport(slug);
  if (!report) return null;
  return viewer.role === "admin" || report.authorId === viewer.id ? report : null;
}

/**
 * The newest revision of one's own report, to edit, with the models and hardware its author named
 * (those of its embedded runs are derived again on save); null for another's.
 */
export async function getOwnReportForEdit(slug: string, userId: string) {
  const report = await db.report.findUnique({
    where: { slug },
    select: {
      slug: true,
      title: true,
      summary: true,
      state: true,
      authorId: true,
      models: { select: { model: { select: { slug: true } } } },
      hardware: { select: { hardware: { select: { slug: true } } } },
      runs: {
        select: {
          run: {
            select: {
              hardware: { select: { slug: true } },
              variant: { select: { model: { select: { slug: true } } } },
            },
          },
        },
      },
      revisions: { orderBy: { createdAt: "desc" }, take: 1, select: { body: true } },
    },
  });
  if (!report || report.authorId !== userId) return null;
  const embeddedModels = new Set(report.runs.map(({ run }) => run.variant.model.slug));
  const embeddedHardware = new Set(report.runs.map(({ run }) => run.hardware.slug));
  return {
    slug: report.slug,
    title: report.title,
    summary: report.summary,
    state: report.state,
    body: report.revisions[0]?.body ?? "",
    namedModels: report.models.map(({ model }) => model.slug).filter((model) => !embeddedModels.has(model)),
    namedHardware: report.hardware.map(({ hardware }) => hardware.slug).filter((entry) => !embeddedHardware.has(entry)),
  };
}

/** Public reports, newest first. */
export async function listPublicReports(limit = 200) {
  "use cache";
  cachePublicData(REPORTS_TAG);
  return db.report.findMany({
    where: PUBLIC_REPORT,
    orderBy: [{ publishedAt: "desc" }, { slug: "asc" }],
    take: limit,
    select: REPORT_LIST_SELECT,
  });
}

export type ReportListItem = Awaited<ReturnType<typeof listPublicReports>>[number];

/** The newest public report that discusses a model, for its page's "Read the full article". */
export async function getNewestModelReport(modelSlug: string) {
  "use cache";
  cachePublicData(REPORTS_TAG);
  return db.report.findFirst({
    where: { ...PUBLIC_REPORT, models: { some: { model: { slug: modelSlug } } } },
    orderBy: [{ publishedAt: "desc" }, { slug: "asc" }],
    select: { slug: true, title: true },
  });
}

/** Public reports that embed or discuss a run, newest first. */
export async function listRunReports(runId: string) {
  "use cache";
  cachePublicData(REPORTS_TAG);
  return db.report.findMany({
    where: { ...PUBLIC_REPORT, runs: { some: { runId } } },
    orderBy: [{ publishedAt: "desc" }, { slug: "asc" }],
    take: 10,
    select: REPORT_LIST_SELECT,
  });
}

/** Public reports that discuss a hardware entry, newest first. */
export async function listHardwareReports(hardwareSlug: string) {
  "use cache";
  cachePublicData(REPORTS_TAG);
  return db.report.findMany({
    where: { ...PUBLIC_REPORT, hardware: { some: { hardware: { slug: hardwareSlug } } } },
    orderBy: [{ publishedAt: "desc" }, { slug: "asc" }],
    take: 10,
    select: REPORT_LIST_SELECT,
  });
}

/** Every public report with the time it last changed, for the sitemap. */
export async function listSitemapReports() {
  "use cache";
  cachePublicData(REPORTS_TAG);
  return db.report.findMany({
    where: PUBLIC_REPORT,
    orderBy: { publishedAt: "desc" },
    take: 10_000,
    select: { slug: true, updatedAt: true },
  });
}

/** One's own reports with their review state, newest first. */
export async function listOwnReports(userId: string) {
  return db.report.findMany({
    where: { authorId: userId },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      slug: true,
      title: true,
      state: true,
      reviewNote: true,
      hiddenAt: true,
      hiddenReason: true,
      updatedAt: true,
    },
  });
}

/** For admins: reports awaiting review (oldest first), and those hidden or rejected. */
export async function listReportReviewQueue() {
  const select = {
    slug: true,
    title: true,
    state: true,
    hiddenAt: true,
    hiddenReason: true,
    reviewNote: true,
    updatedAt: true,
    author: { select: { handle: true } },
  } as const satisfies Prisma.ReportSelect;
  const [pending, offPublic] = await Promise.all([
    db.report.findMany({ where: { state: "pending" }, orderBy: { updatedAt: "asc" }, take: 100, select }),
    db.report.findMany({
      where: { OR: [{ hiddenAt: { not: null } }, { state: "rejected" }] },
      orderBy: { updatedAt: "desc" },
      take: 100,
      select,
    }),
  ]);
  return { pending, offPublic };
}
