"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/actions";
import { editHardware, editModel, type CatalogueEditOutcome } from "@/lib/catalogue/edit";
import { EDIT_FIELDS, hardwareEditSchema, isEditField, modelEditSchema } from "@/lib/catalogue/edit-schema";
import { acceptProposal, rejectProposal } from "@/lib/catalogue/mutations";
import { proposalDecisionSchema } from "@/lib/catalogue/schema";
import { translate } from "@/lib/i18n/translate";
import type { MutationResult } from "@/lib/mutation-result";
import { reviewReport, setReportHidden } from "@/lib/reports/mutations";
import { reportReviewSchema, reportSlugSchema } from "@/lib/reports/schema";
import { hideRun, recordReview, restoreRun, suspendUser, unsuspendUser } from "@/lib/reviews/mutations";
import { handleParamSchema, moderationBodySchema, reviewBodySchema, suspendBodySchema } from "@/lib/reviews/schema";
import { runIdSchema } from "@/lib/runs/export-schema";

export type AdminFormState = { message?: string; error?: string; fieldErrors?: Record<string, string> };

type Words = ReturnType<typeof translate<"AdminAnswers">>;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** What every admin form shares: admins only, the admin answers' words, their field errors. */
const admin = (note: "runNote" | "reportNote") =>
  ({
    auth: "admin",
    signInReturn: "/admin/review",
    words: "AdminAnswers",
    fields: (t: Words) => ({
      reason: t("fields.reason"),
      verdict: t("fields.verdict"),
      tests: t("fields.tests"),
      note: t(note),
    }),
  }) as const;

/** A run named by the page, absent or not: for the pages to refresh. */
const optionalRunId = runIdSchema.optional().catch(undefined);

function answer<T extends object>(
  result: MutationResult<T>,
  message: string,
  paths: string[],
  t: Words,
): AdminFormState {
  if (result.status === "not-found") return { error: t("notFound") };
  if (result.status === "conflict") return { error: result.message };
  for (const path of paths) revalidatePath(path);
  return { message };
}

/** Records a sanity-check verdict on a run from the review page's form. */
export const reviewRunAction = action({
  ...admin("runNote"),
  form: z.object({ runId: runIdSchema }).and(reviewBodySchema),
  read: (form) => ({
    runId: text(form, "runId"),
    verdict: form.get("verdict") ?? undefined,
    note: text(form, "note"),
    tests: form.getAll("tests").map(String),
  }),
  hidden: (t) => ({ runId: t("noRun") }),
  handle: async ({ input, user, locale, t }): Promise<AdminFormState> => {
    const { runId, ...body } = input;
    const result = await recordReview(user.id, runId, body);
    const state = translate(locale, "AdminQueue");
    const verdict = state(`reviewStates.${body.verdict}`);
    const now = result.status === "ok" ? state(`reviewStates.${result.reviewState}`) : verdict;
    const paths = ["/admin/review", `/admin/review/${runId}`, `/runs/${runId}`];
    return answer(result, t("verdictRecorded", { verdict, state: now }), paths, t);
  },
});

/** Hides a run (`intent=hide`) or restores it (`intent=restore`), with a reason. */
export const moderateRunAction = action({
  ...admin("runNote"),
  form: z.object({ runId: runIdSchema, intent: z.string().optional() }).and(moderationBodySchema),
  read: (form) => ({ runId: text(form, "runId"), intent: text(form, "intent"), reason: text(form, "reason") }),
  hidden: (t) => ({ runId: t("noRun") }),
  handle: async ({ input: { runId, intent, reason }, user, t }): Promise<AdminFormState> => {
    const hide = intent === "hide";
    const result = hide ? await hideRun(user.id, runId, reason) : await restoreRun(user.id, runId, reason);
    return answer(result, hide ? t("runHidden") : t("runRestored"), ["/admin/review", `/admin/review/${runId}`], t);
  },
});

/** Suspends a contributor (`intent=suspend`) or reinstates them (`intent=unsuspend`), with a reason. */
export const moderateUserAction = action({
  ...admin("runNote"),
  form: z
    .object({ handle: handleParamSchema, intent: z.string().optional(), runId: optionalRunId })
    .and(suspendBodySchema),
  // The checkbox "hide all their runs" sends "on" when ticked and nothing otherwise.
  read: (form) => ({
    handle: text(form, "handle"),
    intent: text(form, "intent"),
    runId: text(form, "runId"),
    reason: text(form, "reason"),
    hideRuns: form.get("hideRuns") === "on",
  }),
  hidden: (t) => ({ handle: t("noContributor") }),
  handle: async ({ input: { handle, intent, runId, reason, hideRuns }, user, t }): Promise<AdminFormState> => {
    const suspend = intent === "suspend";
    const result = suspend
      ? await suspendUser(user.id, handle, reason, { hideRuns })
      : await unsuspendUser(user.id, handle, reason);
    const hiddenRuns = result.status === "ok" ? result.hiddenRuns : undefined;
    const message = !suspend
      ? t("reinstated", { handle })
      : hiddenRuns === undefined
        ? t("suspended", { handle })
        : t("suspendedHidden", { handle, count: hiddenRuns });
    return answer(result, message, ["/admin/review", ...(runId ? [`/admin/review/${runId}`] : [])], t);
  },
});

/** Accepts (`decision=accept`) or rejects (`decision=reject`) a proposed catalogue fact. */
export const decideProposalAction = action({
  ...admin("runNote"),
  form: proposalDecisionSchema.extend({ runId: optionalRunId }),
  hidden: (t) => ({ proposalId: t("noProposal"), decision: t("noProposal") }),
  handle: async ({ input: { proposalId, decision, runId }, user, t }): Promise<AdminFormState> => {
    const result =
      decision === "accept" ? await acceptProposal(user.id, proposalId) : await rejectProposal(user.id, proposalId);
    const recomputed = result.status === "ok" ? result.runsRecomputed : 0;
    const message =
      decision === "reject"
        ? t("rejectedProposal")
        : recomputed === 1
          ? t("acceptedOne")
          : t("acceptedOther", { count: recomputed });
    return answer(
      result,
      message,
      ["/admin/review", ...(runId ? [`/admin/review/${runId}`, `/runs/${runId}`] : [])],
      t,
    );
  },
});

/** Paths that show a report: its admin page, the review queue, and the public list and page. */
const reportPaths = (slug: string) => [
  "/admin/review",
  `/admin/review/reports/${slug}`,
  "/reports",
  `/reports/${slug}`,
];

/** Lists (`verdict=listed`) or rejects (`verdict=rejected`, with a note) a report. */
export const reviewReportAction = action({
  ...admin("reportNote"),
  form: z.object({ slug: reportSlugSchema }).and(reportReviewSchema),
  read: (form) => ({ slug: text(form, "slug"), verdict: form.get("verdict") ?? undefined, note: text(form, "note") }),
  hidden: (t) => ({ slug: t("noReport") }),
  handle: async ({ input: { slug, ...body }, user, t }): Promise<AdminFormState> => {
    const result = await reviewReport(user.id, slug, body);
    if (result.status === "invalid") return { error: t("nothingToChange") };
    const words = body.verdict === "listed" ? t("reportPublished") : t("reportRejected");
    return answer(result, words, reportPaths(slug), t);
  },
});

/** Hides a report (`intent=hide`) or restores it (`intent=restore`), with a reason. */
export const moderateReportAction = action({
  ...admin("reportNote"),
  form: z.object({ slug: reportSlugSchema, intent: z.string().optional() }).and(moderationBodySchema),
  read: (form) => ({ slug: text(form, "slug"), intent: text(form, "intent"), reason: text(form, "reason") }),
  hidden: (t) => ({ slug: t("noReport") }),
  handle: async ({ input: { slug, intent, reason }, user, t }): Promise<AdminFormState> => {
    const hide = intent === "hide";
    const result = await setReportHidden(user.id, slug, reason, hide);
    if (result.status === "invalid") return { error: t("nothingToChange") };
    return answer(result, hide ? t("reportHidden") : t("reportRestored"), reportPaths(slug), t);
  },
});

type CatalogueWords = ReturnType<typeof translate<"AdminCatalogue">>;

/** What the catalogue's edit forms share: admins only, their words, one message per field. */
const catalogueEdit = {
  auth: "admin",
  signInReturn: "/admin/catalogue",
  words: "AdminCatalogue",
  fields: (t: CatalogueWords) => Object.fromEntries(EDIT_FIELDS.map((field) => [field, t(`errors.${field}`)])),
  hidden: (t: CatalogueWords) => ({ slug: t("noEntry") }),
} as const;

/** The answer to an edit: what changed and how many runs were recomputed, or why nothing was. */
function answerEdit(
  result: MutationResult<CatalogueEditOutcome>,
  kind: "hardware" | "models",
  slug: string,
  t: CatalogueWords,
): AdminFormState {
  if (result.status === "not-found") return { error: t("notFound") };
  if (result.status === "conflict") return { error: result.message };
  if (result.changed.length === 0) return { message: t("unchanged") };
  for (const path of ["/admin/catalogue", `/admin/catalogue/${kind}/${slug}`, `/${kind}/${slug}`]) revalidatePath(path);
  const fields = result.changed.map((field) => (isEditField(field) ? t(`fields.${field}`) : field)).join(", ");
  return { message: t("saved", { fields, count: result.runsRecomputed }) };
}

/** Saves an admin's edit of a hardware entry's facts (lib/catalogue/edit.ts). */
export const editHardwareAction = action({
  ...catalogueEdit,
  form: hardwareEditSchema,
  handle: async ({ input, user, t }): Promise<AdminFormState> =>
    answerEdit(await editHardware(user.id, input), "hardware", input.slug, t),
});

/** Saves an admin's edit of a model's facts (lib/catalogue/edit.ts). */
export const editModelAction = action({
  ...catalogueEdit,
  form: modelEditSchema,
  handle: async ({ input, user, t }): Promise<AdminFormState> =>
    answerEdit(await editModel(user.id, input), "models", input.slug, t),
});
