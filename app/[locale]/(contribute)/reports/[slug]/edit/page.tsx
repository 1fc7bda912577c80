import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth";
import { getOwnReportForEdit } from "@/lib/reports/data";
import { BODY_MAX_BYTES, reportSlugSchema, SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/lib/reports/schema";
import { updateReportAction } from "../../actions";
import { ReportForm } from "../../report-form";

export const metadata: Metadata = { title: "Edit a report" };

type Props = { params: Promise<{ slug: string }> };

const LIMITS = { title: TITLE_MAX_LENGTH, summary: SUMMARY_MAX_LENGTH, bodyBytes: BODY_MAX_BYTES };

/** One's own report, to change: each save is a new revision, and a listed report is reviewed again. */
export default async function EditReportPage({ params }: Props) {
  const { slug } = await params;
  const user = await requireUser(`/reports/${encodeURIComponent(slug)}/edit`);
  const report = reportSlugSchema.safeParse(slug).success ? await getOwnReportForEdit(slug, user.id) : null;
  if (!report) notFound();
  const values = {
    title: report.title,
    summary: report.summary,
    body: report.body,
    models: report.namedModels.join(", "),
    hardware: report.namedHardware.join(", "),
  };
  return (
    <>
      <h1>Edit “{report.title}”</h1>
      <p className="lead">
        Saving keeps this version in the report&apos;s history and sends the report back to review
        {report.state === "listed" ? ": it leaves /reports until an admin lists it again." : "."}
      </p>
      <ReportForm action={updateReportAction} slug={report.slug} values={values} limits={LIMITS} submit="Save" />
    </>
  );
}
