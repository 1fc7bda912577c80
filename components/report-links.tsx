import { Link } from "@/components/locale-link";
import { ReportList } from "@/components/report-list";
import { Section } from "@/components/section";
import { translate } from "@/lib/i18n/translate";
import { getNewestModelReport, listHardwareReports, listRunReports } from "@/lib/reports/data";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/** "Read the full article" on a model's page: the newest public report that discusses the model, if any. */
export async function ModelArticleLink({ modelSlug, locale = DEFAULT_LOCALE }: { modelSlug: string; locale?: Locale }) {
  const report = await getNewestModelReport(modelSlug);
  if (!report) return null;
  const t = translate(locale, "ReportLinks");
  return (
    <aside className="callout" aria-label={t("fullArticle")}>
      <strong>{t("moreNumbers")}</strong> <Link href={`/reports/${report.slug}`}>{t("readArticle")}</Link>:{" "}
      {report.title}
    </aside>
  );
}

type RelatedProps = { runId?: string; hardwareSlug?: string; locale?: Locale };

/** Public reports that embed or discuss a run, or discuss a hardware entry; nothing when there are none. */
export async function RelatedReports({ runId, hardwareSlug, locale = DEFAULT_LOCALE }: RelatedProps) {
  const reports = runId ? await listRunReports(runId) : hardwareSlug ? await listHardwareReports(hardwareSlug) : [];
  if (reports.length === 0) return null;
  return (
    <Section title={translate(locale, "ReportLinks")("reports")} id="reports">
      <ReportList reports={reports} locale={locale} />
    </Section>
  );
}
