"use server";

import { revalidatePath } from "next/cache";
import { requireAdmin } from "@/lib/auth";
import { acceptProposal, rejectProposal } from "@/lib/catalogue/mutations";
import { proposalDecisionSchema } from "@/lib/catalogue/schema";
import { toFieldErrors } from "@/lib/form-errors";
import { localizeFieldErrors, readFormLocale } from "@/lib/i18n/form-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { reviewReport, setReportHidden } from "@/lib/reports/mutations";
import { reportReviewSchema, reportSlugSchema } from "@/lib/reports/schema";
import { hideRun, restoreRun, suspendUser, unsuspendUser, recordReview } from "@/lib/reviews/mutations";
import type { MutationResult } from "@/lib/mutation-result";
import { runIdSchema } from "@/lib/runs/export-schema";
import { handleParamSchema, moderationBodySchema, reviewBodySchema, suspendBodySchema } from "@/lib/reviews/schema";

export type AdminFormState = { message?: string; error?: string; fieldErrors?: Record<string, string> };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The answers' words in the form's language, and its field errors in them. */
function wordsOf(form: FormData) {
  const locale = readFormLocale(form);
  const t = translate(locale, "AdminAnswers");
  const fieldErrors = (issues: Parameters<typeof toFieldErrors>[0], note: "runNote" | "reportNote") =>
    localizeFieldErrors(toFieldErrors(issues), { ...CATALOGUES[locale].AdminAnswers.fields, note: t(note) });
  return { t, locale, fieldErrors };
}

function answer<T extends object>(
  result: MutationResult<T>,
  message: string,
  paths: string[],
  t: ReturnType<typeof wordsOf>["t"],
): AdminFormState {
  if (result.status === "not-found") return { error: t("notFound") };
  if (result.status === "conflict") return { error: result.message };
  for (const path of paths) revalidatePath(path);
  return { message };
}

/** Records a sanity-check verdict on a run from the review page's form. */
export async function reviewRunAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const { t, locale, fieldErrors } = wordsOf(form);
  const runId = runIdSchema.safeParse(text(form, "runId"));
  if (!runId.success) return { error: t("noRun") };
  const body = reviewBodySchema.safeParse({
    verdict: form.get("verdict") ?? undefined,
    note: text(form, "note"),
    tests: form.getAll("tests").map(String),
  });
  if (!body.success) return { fieldErrors: fieldErrors(body.error.issues, "runNote") };
  const result = await recordReview(admin.id, runId.data, body.data);
  const state = translate(locale, "AdminQueue");
  const verdict = state(`reviewStates.${body.data.verdict}`);
  const now = result.status === "ok" ? state(`reviewStates.${result.reviewState}`) : verdict;
  return answer(
    result,
    t("verdictRecorded", { verdict, state: now }),
    ["/admin/review", `/admin/review/${runId.data}`, `/runs/${runId.data}`],
    t,
  );
}

/** Hides a run (`intent=hide`) or restores it (`intent=restore`), with a reason. */
export async function moderateRunAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const { t, fieldErrors } = wordsOf(form);
  const runId = runIdSchema.safeParse(text(form, "runId"));
  if (!runId.success) return { error: t("noRun") };
  const body = moderationBodySchema.safeParse({ reason: text(form, "reason") });
  if (!body.success) return { fieldErrors: fieldErrors(body.error.issues, "runNote") };
  const hide = text(form, "intent") === "hide";
  const result = hide
    ? await hideRun(admin.id, runId.data, body.data.reason)
    : await restoreRun(admin.id, runId.data, body.data.reason);
  return answer(result, hide ? t("runHidden") : t("runRestored"), ["/admin/review", `/admin/review/${runId.data}`], t);
}

/** Suspends a contributor (`intent=suspend`) or reinstates them (`intent=unsuspend`), with a reason. */
export async function moderateUserAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const { t, fieldErrors } = wordsOf(form);
  const handle = handleParamSchema.safeParse(text(form, "handle"));
  if (!handle.success) return { error: t("noContributor") };
  // The checkbox "hide all their runs" sends "on" when ticked and nothing otherwise.
  const body = suspendBodySchema.safeParse({ reason: text(form, "reason"), hideRuns: form.get("hideRuns") === "on" });
  if (!body.success) return { fieldErrors: fieldErrors(body.error.issues, "runNote") };
  const suspend = text(form, "intent") === "suspend";
  const result = suspend
    ? await suspendUser(admin.id, handle.data, body.data.reason, { hideRuns: body.data.hideRuns })
    : await unsuspendUser(admin.id, handle.data, body.data.reason);
  const runId = runIdSchema.safeParse(text(form, "runId"));
  const hiddenRuns = result.status === "ok" ? result.hiddenRuns : undefined;
  const message = !suspend
    ? t("reinstated", { handle: handle.data })
    : hiddenRuns === undefined
      ? t("suspended", { handle: handle.data })
      : t("suspendedHidden", { handle: handle.data, count: hiddenRuns });
  return answer(result, message, ["/admin/review", ...(runId.success ? [`/admin/review/${runId.data}`] : [])], t);
}

/** Accepts (`decision=accept`) or rejects (`decision=reject`) a proposed catalogue fact. */
export async function decideProposalAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const { t } = wordsOf(form);
  const input = proposalDecisionSchema.safeParse({
    proposalId: text(form, "proposalId"),
    decision: text(form, "decision"),
  });
  if (!input.success) return { error: t("noProposal") };
  const { proposalId, decision } = input.data;
  const result =
    decision === "accept" ? await acceptProposal(admin.id, proposalId) : await rejectProposal(admin.id, proposalId);
  const recomputed = result.status === "ok" ? result.runsRecomputed : 0;
  const runId = runIdSchema.safeParse(text(form, "runId"));
  return answer(
    result,
    decision === "reject"
      ? t("rejectedProposal")
      : recomputed === 1
        ? t("acceptedOne")
        : t("acceptedOther", { count: recomputed }),
    ["/admin/review", ...(runId.success ? [`/admin/review/${runId.data}`, `/runs/${runId.data}`] : [])],
    t,
  );
}

/** Paths that show a report: its admin page, the review queue, and the public list and page. */
const reportPaths = (slug: string) => [
  "/admin/review",
  `/admin/review/reports/${slug}`,
  "/reports",
  `/reports/${slug}`,
];

/** Lists (`verdict=listed`) or rejects (`verdict=rejected`, with a note) a report. */
export async function reviewReportAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const { t, fieldErrors } = wordsOf(form);
  const slug = reportSlugSchema.safeParse(text(form, "slug"));
  if (!slug.success) return { error: t("noReport") };
  const body = reportReviewSchema.safeParse({ verdict: form.get("verdict") ?? undefined, note: text(form, "note") });
  if (!body.success) return { fieldErrors: fieldErrors(body.error.issues, "reportNote") };
  const result = await reviewReport(admin.id, slug.data, body.data);
  if (result.status === "invalid") return { error: t("nothingToChange") };
  const words = body.data.verdict === "listed" ? t("reportPublished") : t("reportRejected");
  return answer(result, words, reportPaths(slug.data), t);
}

/** Hides a report (`intent=hide`) or restores it (`intent=restore`), with a reason. */
export async function moderateReportAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const { t, fieldErrors } = wordsOf(form);
  const slug = reportSlugSchema.safeParse(text(form, "slug"));
  if (!slug.success) return { error: t("noReport") };
  const body = moderationBodySchema.safeParse({ reason: text(form, "reason") });
  if (!body.success) return { fieldErrors: fieldErrors(body.error.issues, "reportNote") };
  const hide = text(form, "intent") === "hide";
  const result = await setReportHidden(admin.id, slug.data, body.data.reason, hide);
  if (result.status === "invalid") return { error: t("nothingToChange") };
  return answer(result, hide ? t("reportHidden") : t("reportRestored"), reportPaths(slug.data), t);
}
