"use server";

import { revalidatePath } from "next/cache";
import { requireAdmin } from "@/lib/auth";
import { acceptProposal, rejectProposal } from "@/lib/catalogue/mutations";
import { proposalDecisionSchema } from "@/lib/catalogue/schema";
import { toFieldErrors } from "@/lib/form-errors";
import { reviewReport, setReportHidden } from "@/lib/reports/mutations";
import { reportReviewSchema, reportSlugSchema } from "@/lib/reports/schema";
import { hideRun, restoreRun, suspendUser, unsuspendUser, recordReview } from "@/lib/reviews/mutations";
import type { MutationResult } from "@/lib/mutation-result";
import {
  handleParamSchema,
  moderationBodySchema,
  reviewBodySchema,
  runIdParamSchema,
  suspendBodySchema,
} from "@/lib/reviews/schema";

export type AdminFormState = { message?: string; error?: string; fieldErrors?: Record<string, string> };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function answer<T extends object>(result: MutationResult<T>, message: string, paths: string[]): AdminFormState {
  if (result.status === "not-found") return { error: "Nothing here by that name any more." };
  if (result.status === "conflict") return { error: result.message };
  for (const path of paths) revalidatePath(path);
  return { message };
}

/** Records a sanity-check verdict on a run from the review page's form. */
export async function reviewRunAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const runId = runIdParamSchema.safeParse(text(form, "runId"));
  if (!runId.success) return { error: "This form names no run." };
  const body = reviewBodySchema.safeParse({
    verdict: form.get("verdict") ?? undefined,
    note: text(form, "note"),
    tests: form.getAll("tests").map(String),
  });
  if (!body.success) return { fieldErrors: toFieldErrors(body.error.issues) };
  const result = await recordReview(admin.id, runId.data, body.data);
  const words = result.status === "ok" ? `The run's sanity check is now ${result.reviewState}.` : "";
  return answer(result, `Verdict recorded: ${body.data.verdict}. ${words}`, [
    "/admin/review",
    `/admin/review/${runId.data}`,
    `/runs/${runId.data}`,
  ]);
}

/** Hides a run (`intent=hide`) or restores it (`intent=restore`), with a reason. */
export async function moderateRunAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const runId = runIdParamSchema.safeParse(text(form, "runId"));
  if (!runId.success) return { error: "This form names no run." };
  const body = moderationBodySchema.safeParse({ reason: text(form, "reason") });
  if (!body.success) return { fieldErrors: toFieldErrors(body.error.issues) };
  const hide = text(form, "intent") === "hide";
  const result = hide
    ? await hideRun(admin.id, runId.data, body.data.reason)
    : await restoreRun(admin.id, runId.data, body.data.reason);
  return answer(result, hide ? "The run is hidden." : "The run is back on the public pages.", [
    "/admin/review",
    `/admin/review/${runId.data}`,
  ]);
}

/** Suspends a contributor (`intent=suspend`) or reinstates them (`intent=unsuspend`), with a reason. */
export async function moderateUserAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const handle = handleParamSchema.safeParse(text(form, "handle"));
  if (!handle.success) return { error: "This form names no contributor." };
  // The checkbox "hide all their runs" sends "on" when ticked and nothing otherwise.
  const body = suspendBodySchema.safeParse({ reason: text(form, "reason"), hideRuns: form.get("hideRuns") === "on" });
  if (!body.success) return { fieldErrors: toFieldErrors(body.error.issues) };
  const suspend = text(form, "intent") === "suspend";
  const result = suspend
    ? await suspendUser(admin.id, handle.data, body.data.reason, { hideRuns: body.data.hideRuns })
    : await unsuspendUser(admin.id, handle.data, body.data.reason);
  const runId = runIdParamSchema.safeParse(text(form, "runId"));
  const hiddenRuns = result.status === "ok" ? result.hiddenRuns : undefined;
  const hidden = hiddenRuns === undefined ? "" : ` ${hiddenRuns} of their runs hidden.`;
  return answer(result, suspend ? `@${handle.data} is suspended.${hidden}` : `@${handle.data} is reinstated.`, [
    "/admin/review",
    ...(runId.success ? [`/admin/review/${runId.data}`] : []),
  ]);
}

/** Accepts (`decision=accept`) or rejects (`decision=reject`) a proposed catalogue fact. */
export async function decideProposalAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const input = proposalDecisionSchema.safeParse({
    proposalId: text(form, "proposalId"),
    decision: text(form, "decision"),
  });
  if (!input.success) return { error: "This form names no proposal or no decision." };
  const { proposalId, decision } = input.data;
  const result =
    decision === "accept" ? await acceptProposal(admin.id, proposalId) : await rejectProposal(admin.id, proposalId);
  const recomputed = result.status === "ok" ? result.runsRecomputed : 0;
  const runId = runIdParamSchema.safeParse(text(form, "runId"));
  return answer(
    result,
    decision === "accept"
      ? `Accepted: the catalogue holds the proposed value; ${recomputed === 1 ? "1 run" : `${recomputed} runs`} ` +
          "recomputed."
      : "Rejected: the catalogue is unchanged.",
    ["/admin/review", ...(runId.success ? [`/admin/review/${runId.data}`, `/runs/${runId.data}`] : [])],
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
  const slug = reportSlugSchema.safeParse(text(form, "slug"));
  if (!slug.success) return { error: "This form names no report." };
  const body = reportReviewSchema.safeParse({ verdict: form.get("verdict") ?? undefined, note: text(form, "note") });
  if (!body.success) return { fieldErrors: toFieldErrors(body.error.issues) };
  const result = await reviewReport(admin.id, slug.data, body.data);
  if (result.status === "invalid") return { error: "Nothing to change." };
  const words = body.data.verdict === "listed" ? "The report is published." : "The report is rejected.";
  return answer(result, words, reportPaths(slug.data));
}

/** Hides a report (`intent=hide`) or restores it (`intent=restore`), with a reason. */
export async function moderateReportAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const admin = await requireAdmin("/admin/review");
  const slug = reportSlugSchema.safeParse(text(form, "slug"));
  if (!slug.success) return { error: "This form names no report." };
  const body = moderationBodySchema.safeParse({ reason: text(form, "reason") });
  if (!body.success) return { fieldErrors: toFieldErrors(body.error.issues) };
  const hide = text(form, "intent") === "hide";
  const result = await setReportHidden(admin.id, slug.data, body.data.reason, hide);
  if (result.status === "invalid") return { error: "Nothing to change." };
  return answer(
    result,
    hide ? "The report is hidden." : "The report is back on the public pages.",
    reportPaths(slug.data),
  );
}
