"use server";

import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth";
import { toFieldErrors } from "@/lib/form-errors";
import { createReport, updateReport } from "@/lib/reports/mutations";
import { BODY_MAX_BYTES, reportInputSchema, reportSlugSchema } from "@/lib/reports/schema";
import { MAX_EMBEDS } from "@/lib/reports/markdown";
import { localizeFieldErrors, readFormLocale } from "@/lib/i18n/form-locale";
import { translate } from "@/lib/i18n/translate";

export type ReportFormState = { error?: string; fieldErrors?: Record<string, string> };

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
  return { t, fieldErrors };
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
  const { t, fieldErrors } = wordsOf(form);
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
  const { t, fieldErrors } = wordsOf(form);
  const slug = reportSlugSchema.safeParse(form.get("slug"));
  if (!slug.success) return { error: t("noReport") };
  const user = await requireUser(`/reports/${slug.data}/edit`);
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
