"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { LIMITS } from "@/lib/abuse/limits";
import { action, type ActionRateLimit } from "@/lib/actions";
import { toFieldErrors } from "@/lib/form-errors";
import type { translate } from "@/lib/i18n/translate";
import { createReport, updateReport } from "@/lib/reports/mutations";
import { MAX_EMBEDS } from "@/lib/reports/markdown";
import { BODY_MAX_BYTES, reportInputSchema, reportSlugSchema } from "@/lib/reports/schema";

export type ReportFormState = { error?: string; fieldErrors?: Record<string, string> };

type Words = ReturnType<typeof translate<"ContributeAnswers">>;

/** What both report forms share: their fields' words, and the hourly write limit (admins exempt). */
const reportForm = {
  words: "ContributeAnswers",
  fields: (t: Words) => ({
    title: t("report.title"),
    summary: t("report.summary"),
    body: t("reportBody", { kb: BODY_MAX_BYTES / 1000, embeds: MAX_EMBEDS }),
    models: t("report.models"),
    hardware: t("report.hardware"),
  }),
  // Counted before the body is rendered: the limit bounds the work it guards.
  rateLimit: {
    rule: LIMITS.reportWritesPerContributor,
    message: (t, { limit, wait }) => t("reportThrottled", { limit, wait }),
  } satisfies ActionRateLimit<"user", "ContributeAnswers">,
} as const;

/** What the database refused names the slug or run id it did not find: the API's words, kept. */
const refusedByDatabase = (issues: Array<{ path: string; message: string }>): ReportFormState => ({
  fieldErrors: toFieldErrors(issues.map((issue) => ({ path: [issue.path], message: issue.message }))),
});

/** Saves a new report (pending review) and opens it as its author sees it. */
export const createReportAction = action({
  ...reportForm,
  auth: "user",
  signInReturn: "/reports/new",
  form: reportInputSchema,
  handle: async ({ input, user, t }): Promise<ReportFormState> => {
    const result = await createReport(user.id, input);
    if (result.status === "invalid") return refusedByDatabase(result.issues);
    if (result.status !== "ok") return { error: t("reportNotSaved") };
    redirect(`/account/reports/${result.slug}?saved=1`);
  },
});

/** Saves a new revision of one's own report; it goes back to review. */
export const updateReportAction = action({
  ...reportForm,
  auth: "user",
  signInReturn: (form) => {
    const slug = reportSlugSchema.safeParse(form.get("slug"));
    return slug.success ? `/reports/${slug.data}/edit` : "/reports";
  },
  form: z.object({ slug: reportSlugSchema }).and(reportInputSchema),
  hidden: (t) => ({ slug: t("noReport") }),
  handle: async ({ input: { slug, ...report }, user, t }): Promise<ReportFormState> => {
    const result = await updateReport(user.id, slug, report);
    if (result.status === "invalid") return refusedByDatabase(result.issues);
    if (result.status === "not-found") return { error: t("notYours") };
    if (result.status !== "ok") return { error: t("reportNotSaved") };
    redirect(`/account/reports/${result.slug}?saved=1`);
  },
});
