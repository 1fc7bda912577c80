import type { Metadata } from "next";
import { ReportList } from "@/components/report-list";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { listPublicReports } from "@/lib/reports/data";

export const metadata: Metadata = buildPageMetadata({
  title: "Reports",
  description: "Long-form write-ups by contributors about measured runs, reviewed before they are published.",
  path: "/reports",
});

/** Every public report, newest first; cached until a report is listed, edited or hidden. */
export default async function ReportsPage() {
  if (isBuildPrerender()) return null;
  const reports = await listPublicReports();
  return (
    <>
      <h1>Reports</h1>
      <p className="lead">
        Long-form write-ups by contributors: what a run shows, how a setup was tuned, where it hits its limits. Each
        embeds live runs, whose figures follow the arena&apos;s current rules. Admins review every report before it
        appears here.
      </p>
      <p>
        <a className="button secondary" href="/reports/new">
          Write a report
        </a>
      </p>
      {reports.length === 0 ? <p>No report is published yet.</p> : <ReportList reports={reports} />}
    </>
  );
}
