"use server";

import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth";
import { toFieldErrors } from "@/lib/form-errors";
import { consumeReportWrite, createReport, updateReport } from "@/lib/reports/mutations";
import { LIMITS } from "@/lib/abuse/limits";
import { roundWait } from "@/lib/accounts/throttle-messages";
import { BODY_MAX_BYTES, reportInputSchema, reportSlugSchema } from "@/lib/reports/schema";
import { MAX_EMBEDS } from "@/lib/reports/markdown";
import { localizeFieldErrors, readFormLocale } from "@/lib/i18n/form-locale";
import { translate } from "@/lib/i18n/translate";

export type ReportFormState = { error?: string; fieldErrors?: Record<string, string> };

const WAIT_MESSAGES = { second: "waitSeconds", minute: "waitMinutes", hour: "waitHours" } as const;

/** The answers' words in the form's language, and its field errors in them. */
function wordsOf(form: FormData) {
  const t = translate(readFormLocale(form), "ContributeAnswers");
  const messages = {
    title: t("report.title"),
    summary: t("report.summary"),
    body: t("reportBody", { kb: BODY_MAX_BYTES / 1000, embeds: MAX_EMBEDS }),
    models: t("report.models"),
    hardware: t("report.hardware"),
  };
  const fieldErrors = (issues: Parameters<typeof toFieldErrors>[0]) =>
    localizeFieldErrors(toFieldErrors(issues), messages);
  /** The hourly write limit's answer, with the wait in the form's language. */
  const throttled = (seconds: number) => {
    const { amount, unit } = roundWait(seconds);
    const wait = t(WAIT_MESSAGES[unit], { count: amount });
    return { error: t("reportThrottled", { limit: LIMITS.reportWritesPerContributor.limit, wait }) };
  };
  return { t, fieldErrors, throttled };
}

function readInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return reportInputSchema.safeParse({
    title: text("title"),
    summary: text("summary"),
    body: text("body"),
    models: text("models"),
    hardware: text("hardware"),
  });
}

/** Saves a new report (pending review) and opens it as its author sees it. */
export async function createReportAction(_state: ReportFormState, form: FormData): Promise<ReportFormState> {
  const user = await requireUser("/reports/new");
  const { t, fieldErrors, throttled } = wordsOf(form);
  const limit = await consumeReportWrite(user);
  if (!limit.ok) return throttled(limit.retryAfterSeconds);
  const input = readInput(form);
  if (!input.success) return { fieldErrors: fieldErrors(input.error.issues) };
  const result = await createReport(user.id, input.data);
  // what the database refused names the slug or run id it did not find: the API's words, kept
  if (result.status === "invalid") return { fieldErrors: toFieldErrors(result.issues.map(toIssue)) };
  if (result.status !== "ok") return { error: t("reportNotSaved") };
  redirect(`/account/reports/${result.slug}?saved=1`);
}

/** Saves a new revision of one's own report; it goes back to review. */
export async function updateReportAction(_state: ReportFormState, form: FormData): Promise<ReportFormState> {
  const { t, fieldErrors, throttled } = wordsOf(form);
  const slug = reportSlugSchema.safeParse(form.get("slug"));
  if (!slug.success) return { error: t("noReport") };
  const user = await requireUser(`/reports/${slug.data}/edit`);
  const limit = await consumeReportWrite(user);
  if (!limit.ok) return throttled(limit.retryAfterSeconds);
  const input = readInput(form);
  if (!input.success) return { fieldErrors: fieldErrors(input.error.issues) };
  const result = await updateReport(user.id, slug.data, input.data);
  // what the database refused names the slug or run id it did not find: the API's words, kept
  if (result.status === "invalid") return { fieldErrors: toFieldErrors(result.issues.map(toIssue)) };
  if (result.status === "not-found") return { error: t("notYours") };
  if (result.status !== "ok") return { error: t("reportNotSaved") };
  redirect(`/account/reports/${result.slug}?saved=1`);
}

function toIssue(issue: { path: string; message: string }) {
  return { path: [issue.path], message: issue.message };
}
