import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { ReportArticle } from "@/components/report-article";
import { Section } from "@/components/section";
import { requireAdmin } from "@/lib/auth";
import { getReportForViewer } from "@/lib/reports/data";
import { REPORT_NOTE_MAX_LENGTH, reportSlugSchema } from "@/lib/reports/schema";
import { moderateReportAction } from "@/app/[locale]/admin/actions";
import { ReasonForm } from "../../reason-form";
import { ReportVerdictForm } from "./report-verdict-form";

export const metadata: Metadata = { title: "Review a report" };

type Props = { params: Promise<{ slug: string }> };

const STATE_WORDS = { pending: "Awaiting review", listed: "Published", rejected: "Rejected" } as const;

/** A report as the public would read it, with the verdict and hide/restore forms. */
export default async function ReportReviewPage({ params }: Props) {
  const { slug } = await params;
  const admin = await requireAdmin(`/admin/review/reports/${encodeURIComponent(slug)}`);
  const report = reportSlugSchema.safeParse(slug).success ? await getReportForViewer(slug, admin) : null;
  if (!report) notFound();
  const notice = (
    <p className={`callout ${report.hiddenAt ? "bad" : ""}`} role="status">
      <strong>{STATE_WORDS[report.state]}</strong>
      {report.hiddenAt && ` · Hidden: ${report.hiddenReason ?? "no reason given"}`}
      {report.author.suspendedAt && " · Author suspended"}
      {report.reviewNote && ` · Note: ${report.reviewNote}`}
    </p>
  );
  return (
    <>
      <p className="meta-line">
        <Link href="/admin/review#reports">← Review queue</Link>
      </p>
      <ReportArticle report={report} notice={notice} />
      <Section title="Verdict" id="verdict">
        <ReportVerdictForm slug={report.slug} noteMaxLength={REPORT_NOTE_MAX_LENGTH} />
      </Section>
      <Section title={report.hiddenAt ? "Restore" : "Hide"} id="moderation">
        <ReasonForm
          action={moderateReportAction}
          fields={{ slug: report.slug, intent: report.hiddenAt ? "restore" : "hide" }}
          label={report.hiddenAt ? "Why restore it" : "Why hide it"}
          submit={report.hiddenAt ? "Restore report" : "Hide report"}
          danger={!report.hiddenAt}
        />
      </Section>
    </>
  );
}
