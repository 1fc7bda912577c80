import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { ReportArticle } from "@/components/report-article";
import { requireUser } from "@/lib/auth";
import { getReportForViewer } from "@/lib/reports/data";
import { reportSlugSchema } from "@/lib/reports/schema";
import { ReportStateBadge } from "../report-state";

export const metadata: Metadata = { title: "Your report", robots: { index: false } };

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ saved?: string }> };

/**
 * A report as its author (or an admin) sees it, in any state. The public page /reports/<slug> is
 * the same for everyone and cached, so a pending report answers 404 there; its author reads it here.
 */
export default async function OwnReportPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const user = await requireUser(`/account/reports/${encodeURIComponent(slug)}`);
  const report = reportSlugSchema.safeParse(slug).success ? await getReportForViewer(slug, user) : null;
  if (!report) notFound();
  const saved = (await searchParams).saved === "1";
  const isPublic = report.state === "listed" && !report.hiddenAt;
  const notice = (
    <div className={`callout ${report.state === "rejected" || report.hiddenAt ? "bad" : ""}`} role="status">
      <p className="meta-line" style={{ marginBottom: "0.4rem" }}>
        <ReportStateBadge report={report} />
        {report.authorId === user.id && <Link href={`/reports/${report.slug}/edit`}>Edit</Link>}
        {isPublic && <Link href={`/reports/${report.slug}`}>Its public page →</Link>}
      </p>
      {saved && (
        <p style={{ margin: 0 }}>Saved. An admin reviews it before it is published; until then only you see it.</p>
      )}
      {!saved && report.state === "pending" && (
        <p style={{ margin: 0 }}>Awaiting an admin&apos;s review: only you and the admins see it.</p>
      )}
      {report.reviewNote && <p style={{ margin: 0 }}>Reviewer&apos;s note: {report.reviewNote}</p>}
    </div>
  );
  return (
    <>
      <p className="meta-line">
        <Link href="/account/reports">← Your reports</Link>
      </p>
      <ReportArticle report={report} notice={notice} />
    </>
  );
}
