import type { Metadata } from "next";
import { requireUser } from "@/lib/auth";
import { BODY_MAX_BYTES, SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/lib/reports/schema";
import { createReportAction } from "../actions";
import { ReportForm } from "../report-form";

export const metadata: Metadata = { title: "Write a report" };

const LIMITS = { title: TITLE_MAX_LENGTH, summary: SUMMARY_MAX_LENGTH, bodyBytes: BODY_MAX_BYTES };

/** A new report, for signed-in contributors; admins review it before it is public. */
export default async function NewReportPage() {
  await requireUser("/reports/new");
  return (
    <>
      <h1>Write a report</h1>
      <p className="lead">
        A long-form write-up of runs in the arena: your setup, what you changed, what the figures show. An admin reads
        it before it appears at /reports; until then only you see it.
      </p>
      <ReportForm action={createReportAction} limits={LIMITS} submit="Submit for review" />
    </>
  );
}
