/**
 * Report writes: a contributor creates and edits their own reports (each save a new revision);
 * admins list or reject, hide and restore them. Each is one transaction; the admin actions write an
 * AuditLog row as those on runs do, and every change public pages could show announces the
 * report tags (lib/cache/tags.ts) to every app server (docs/decisions/0014-reports.md).
 */
import "server-only";
import { notifyTagsChanged } from "@/lib/cache/data-version";
import { REPORTS_TAG, reportTag } from "@/lib/cache/tags";
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { escapeHtml } from "@/lib/reports/markdown";
import { prepareReportBodyOffThread } from "@/lib/reports/off-thread";
import { REPORT_AUDIT_ACTIONS, type ReportInput, type ReportReview } from "@/lib/reports/schema";
import { slugify } from "@/lib/slug";

type Issue = { path: string; message: string };

/** What a report write answers: done, bad input (named per field), no such report, or not in a state for it. */
export type ReportResult<T extends object> =
  | ({ status: "ok" } & T)
  | { status: "invalid"; issues: Issue[] }
  | { status: "not-found" }
  | { status: "conflict"; message: string };

/** The body as stored HTML (rendered on the worker within its budget), or the issue naming `body`. */
async function renderBody(input: ReportInput): Promise<{ html: string; runIds: string[] } | { issues: Issue[] }> {
  const prepared = await prepareReportBodyOffThread(input.body);
  if (!prepared.ok) return { issues: [{ path: "body", message: prepared.issue.message }] };
  return { html: prepared.html, runIds: prepared.runIds };
}

type Links = { runIds: string[]; modelIds: string[]; hardwareIds: string[] };

/**
 * The runs, models and hardware a report discusses: the runs it embeds (each must exist and be
 * public), their models and hardware, and the models and hardware its author named.
 */
async function resolveLinks(
  tx: Tx,
  input: ReportInput,
  embedded: string[],
): Promise<{ links: Links } | { issues: Issue[] }> {
  const [runs, models, hardware] = await Promise.all([
    tx.run.findMany({
      where: { id: { in: embedded } },
      select: { id: true, hiddenAt: true, hardwareId: true, variant: { select: { modelId: true } } },
    }),
    tx.model.findMany({ where: { slug: { in: input.models } }, select: { id: true, slug: true } }),
    tx.hardware.findMany({ where: { slug: { in: input.hardware } }, select: { id: true, slug: true } }),
  ]);
  const issues: Issue[] = [];
  const unknownRun = embedded.find((id) => !runs.some((run) => run.id === id && run.hiddenAt === null));
  if (unknownRun) issues.push({ path: "body", message: `No public run has the id ${unknownRun}: check the embed.` });
  const unknownModel = input.models.find((slug) => !models.some((model) => model.slug === slug));
  if (unknownModel) issues.push({ path: "models", message: `No model has the slug "${unknownModel}".` });
  const unknownHardware = input.hardware.find((slug) => !hardware.some((entry) => entry.slug === slug));
  if (unknownHardware) issues.push({ path: "hardware", message: `No hardware has the slug "${unknownHardware}".` });
  if (issues.length > 0) return { issues };
  return {
    links: {
      runIds: runs.map((run) => run.id),
      modelIds: [...new Set([...models.map((model) => model.id), ...runs.map((run) => run.variant.modelId)])],
      hardwareIds: [...new Set([...hardware.map((entry) => entry.id), ...runs.map((run) => run.hardwareId)])],
    },
  };
}

async function writeLinks(tx: Tx, reportId: string, links: Links): Promise<void> {
  await tx.reportRun.deleteMany({ where: { reportId } });
  await tx.reportModel.deleteMany({ where: { reportId } });
  await tx.reportHardware.deleteMany({ where: { reportId } });
  await tx.reportRun.createMany({ data: links.runIds.map((runId) => ({ reportId, runId })) });
  await tx.reportModel.createMany({ data: links.modelIds.map((modelId) => ({ reportId, modelId })) });
  await tx.reportHardware.createMany({ data: links.hardwareIds.map((hardwareId) => ({ reportId, hardwareId })) });
}

/** A slug made from the title that no report has yet: "title", else "title-2", "title-3" … */
async function findFreeSlug(tx: Tx, title: string): Promise<string> {
  const base = slugify(title).slice(0, 90).replace(/-+$/, "") || "report";
  const taken = await tx.report.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
  const slugs = new Set(taken.map((report) => report.slug));
  if (!slugs.has(base)) return base;
  for (let n = 2; ; n++) if (!slugs.has(`${base}-${n}`)) return `${base}-${n}`;
}

const revisionOf = (editorId: string, input: ReportInput, html: string) => ({
  editorId,
  title: input.title,
  summary: input.summary,
  body: input.body,
  html,
});

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * A new report by `authorId`, pending an admin's review; its address is made from the title. Two
 * reports saved at once with one title may pick the same free address: the second save is refused
 * by the unique slug and tried again, when the first one's address is taken.
 */
export async function createReport(authorId: string, input: ReportInput): Promise<ReportResult<{ slug: string }>> {
  const body = await renderBody(input);
  if ("issues" in body) return { status: "invalid", issues: body.issues };
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeNewReport(authorId, input, body);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

type RenderedBody = { html: string; runIds: string[] };

async function writeNewReport(authorId: string, input: ReportInput, body: RenderedBody) {
  return db.$transaction(async (tx): Promise<ReportResult<{ slug: string }>> => {
    const resolved = await resolveLinks(tx, input, body.runIds);
    if ("issues" in resolved) return { status: "invalid", issues: resolved.issues };
    const slug = await findFreeSlug(tx, input.title);
    const report = await tx.report.create({
      data: {
        slug,
        title: input.title,
        summary: input.summary,
        authorId,
        revisions: { create: revisionOf(authorId, input, body.html) },
      },
      select: { id: true, slug: true },
    });
    await writeLinks(tx, report.id, resolved.links);
    return { status: "ok", slug: report.slug };
  });
}

async function lockReport(tx: Tx, slug: string) {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM "Report" WHERE slug = ${slug} FOR UPDATE`;
  if (rows.length === 0) return null;
  return tx.report.findUnique({
    where: { slug },
    select: { id: true, slug: true, authorId: true, state: true, hiddenAt: true, publishedAt: true },
  });
}

/**
 * A new revision of a report by its author. A listed or rejected report goes back to `pending`:
 * what admins listed is what the public reads, so a changed text is reviewed again.
 */
export async function updateReport(editorId: string, slug: string, input: ReportInput) {
  const body = await renderBody(input);
  if ("issues" in body) return { status: "invalid", issues: body.issues } as const;
  return db.$transaction(async (tx): Promise<ReportResult<{ slug: string; state: "pending" }>> => {
    const report = await lockReport(tx, slug);
    // Another contributor's report answers as if there were none: its existence is not theirs to probe.
    if (!report || report.authorId !== editorId) return { status: "not-found" };
    const resolved = await resolveLinks(tx, input, body.runIds);
    if ("issues" in resolved) return { status: "invalid", issues: resolved.issues };
    await tx.reportRevision.create({ data: { reportId: report.id, ...revisionOf(editorId, input, body.html) } });
    await tx.report.update({
      where: { id: report.id },
      data: { title: input.title, summary: input.summary, state: "pending" },
    });
    await writeLinks(tx, report.id, resolved.links);
    if (report.state === "listed") await notifyTagsChanged(tx, [REPORTS_TAG, reportTag(slug)]);
    return { status: "ok", slug, state: "pending" };
  });
}

type AuditEntry = { actorId: string; action: string; targetId: string; reason: string | null };

function writeAudit(tx: Tx, entry: AuditEntry, details: Prisma.InputJsonObject) {
  return tx.auditLog.create({ data: { ...entry, targetType: "report", details }, select: { id: true } });
}

/** An admin's review: `listed` makes the report public (unless hidden), `rejected` keeps it off with a note. */
export async function reviewReport(actorId: string, slug: string, review: ReportReview) {
  return db.$transaction(async (tx): Promise<ReportResult<{ slug: string; state: string }>> => {
    const report = await lockReport(tx, slug);
    if (!report) return { status: "not-found" };
    const now = new Date();
    await tx.report.update({
      where: { id: report.id },
      data: {
        state: review.verdict,
        reviewNote: review.note.length > 0 ? review.note : null,
        reviewedAt: now,
        ...(review.verdict === "listed" && report.publishedAt === null ? { publishedAt: now } : {}),
      },
    });
    const reason = review.note.length > 0 ? review.note : null;
    await writeAudit(
      tx,
      { actorId, action: REPORT_AUDIT_ACTIONS.review, targetId: report.id, reason },
      { slug, verdict: review.verdict, state: { from: report.state, to: review.verdict } },
    );
    await notifyTagsChanged(tx, [REPORTS_TAG, reportTag(slug)]);
    return { status: "ok", slug, state: review.verdict };
  });
}

/** Hides a report from every public page and list (`hide`), or puts it back; the author and admins still see it. */
export async function setReportHidden(actorId: string, slug: string, reason: string, hide: boolean) {
  return db.$transaction(async (tx): Promise<ReportResult<{ slug: string; hidden: boolean }>> => {
    const report = await lockReport(tx, slug);
    if (!report) return { status: "not-found" };
    if ((report.hiddenAt !== null) === hide) {
      return { status: "conflict", message: hide ? "The report is hidden already." : "The report is not hidden." };
    }
    await tx.report.update({
      where: { id: report.id },
      data: hide ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null },
    });
    const action = hide ? REPORT_AUDIT_ACTIONS.hide : REPORT_AUDIT_ACTIONS.restore;
    await writeAudit(tx, { actorId, action, targetId: report.id, reason }, { slug });
    await notifyTagsChanged(tx, [REPORTS_TAG, reportTag(slug)]);
    return { status: "ok", slug, hidden: hide };
  });
}

/**
 * Stores the HTML of a revision saved before HTML was stored (rendered on its first view, on the
 * worker within the budget). A body the limits now refuse is stored as escaped text, so that it is
 * never rendered again. Only a revision still without HTML is written.
 */
export async function storeRevisionHtml(revisionId: string, body: string): Promise<string> {
  const prepared = await prepareReportBodyOffThread(body);
  const html = prepared.ok ? prepared.html : `<pre>${escapeHtml(body)}</pre>`;
  await db.reportRevision.updateMany({ where: { id: revisionId, html: null }, data: { html } });
  return html;
}
