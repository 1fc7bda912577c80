"use server";

import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth";
import { toFieldErrors } from "@/lib/form-errors";
import { createReport, updateReport } from "@/lib/reports/mutations";
import { reportInputSchema, reportSlugSchema } from "@/lib/reports/schema";

export type ReportFormState = { error?: string; fieldErrors?: Record<string, string> };

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
  const input = readInput(form);
  if (!input.success) return { fieldErrors: toFieldErrors(input.error.issues) };
  const result = await createReport(user.id, input.data);
  if (result.status === "invalid") return { fieldErrors: toFieldErrors(result.issues.map(toIssue)) };
  if (result.status !== "ok") return { error: "The report could not be saved: try again." };
  redirect(`/account/reports/${result.slug}?saved=1`);
}

/** Saves a new revision of one's own report; it goes back to review. */
export async function updateReportAction(_state: ReportFormState, form: FormData): Promise<ReportFormState> {
  const slug = reportSlugSchema.safeParse(form.get("slug"));
  if (!slug.success) return { error: "This form names no report." };
  const user = await requireUser(`/reports/${slug.data}/edit`);
  const input = readInput(form);
  if (!input.success) return { fieldErrors: toFieldErrors(input.error.issues) };
  const result = await updateReport(user.id, slug.data, input.data);
  if (result.status === "invalid") return { fieldErrors: toFieldErrors(result.issues.map(toIssue)) };
  if (result.status === "not-found") return { error: "You have no report at this address." };
  if (result.status !== "ok") return { error: "The report could not be saved: try again." };
  redirect(`/account/reports/${result.slug}?saved=1`);
}

function toIssue(issue: { path: string; message: string }) {
  return { path: [issue.path], message: issue.message };
}
