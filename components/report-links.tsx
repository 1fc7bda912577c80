import { Link } from "@/components/locale-link";
import { ReportList } from "@/components/report-list";
import { Section } from "@/components/section";
import { getNewestModelReport, listHardwareReports, listRunReports } from "@/lib/reports/data";

/** "Read the full article" on a model's page: the newest public report that discusses the model, if any. */
export async function ModelArticleLink({ modelSlug }: { modelSlug: string }) {
  const report = await getNewestModelReport(modelSlug);
  if (!report) return null;
  return (
    <aside className="callout" aria-label="Full article">
      <strong>More numbers?</strong> <Link href={`/reports/${report.slug}`}>Read the full article</Link>: {report.title}
    </aside>
  );
}

/** Public reports that embed or discuss a run, or discuss a hardware entry; nothing when there are none. */
export async function RelatedReports({ runId, hardwareSlug }: { runId?: string; hardwareSlug?: string }) {
  const reports = runId ? await listRunReports(runId) : hardwareSlug ? await listHardwareReports(hardwareSlug) : [];
  if (reports.length === 0) return null;
  return (
    <Section title="Reports" id="reports">
      <ReportList reports={reports} />
    </Section>
  );
}
