import { ReportList } from "@/components/report-list";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { buildMessagesMetadata } from "@/lib/discovery/page-metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { listPublicReports } from "@/lib/reports/data";
import { getPathname } from "@/lib/i18n/navigation";

type Props = { params: LocaleParams };

export const generateMetadata = buildMessagesMetadata("Reports", "/reports");

/** Every public report, newest first; cached until a report is listed, edited or hidden. */
export default async function ReportsPage({ params }: Props) {
  const locale = await readPageLocale(params);
  if (isBuildPrerender()) return null;
  const reports = await listPublicReports();
  const t = translate(locale, "Reports");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <p>
        <a className="button secondary" href={getPathname({ locale, href: "/reports/new" })}>
          {t("write")}
        </a>
      </p>
      {reports.length === 0 ? <p>{t("none")}</p> : <ReportList reports={reports} locale={locale} />}
    </>
  );
}
