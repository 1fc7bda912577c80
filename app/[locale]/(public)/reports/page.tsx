import { defineIndexPage } from "@/components/index-page";
import { ReportList } from "@/components/report-list";
import { translate } from "@/lib/i18n/translate";
import { listPublicReports } from "@/lib/reports/data";
import { getPathname } from "@/lib/i18n/navigation";

/** Every public report, newest first; cached until a report is listed, edited or hidden. */
const page = defineIndexPage("Reports", "/reports", listPublicReports, (reports, locale) => {
  const t = translate(locale, "Reports");
  return (
    <>
      <p>
        <a className="button secondary" href={getPathname({ locale, href: "/reports/new" })}>
          {t("write")}
        </a>
      </p>
      {reports.length === 0 ? <p>{t("none")}</p> : <ReportList reports={reports} locale={locale} />}
    </>
  );
});

export const generateMetadata = page.generateMetadata;

export default page.Page;
