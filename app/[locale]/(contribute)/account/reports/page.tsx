import { Link } from "@/components/locale-link";
import { ListTable } from "@/components/ui/table";
import { requireUser } from "@/lib/auth";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";
import { formatDate } from "@/lib/format";
import { listOwnReports } from "@/lib/reports/data";
import { ReportStateBadge } from "./report-state";
import { buildTitleMetadata } from "@/lib/discovery/page-metadata";

type Props = { params?: LocaleParams };

export const generateMetadata = buildTitleMetadata("AccountReports");

/** The reports one wrote, with their review state and the reviewer's note. */
export default async function OwnReportsPage({ params }: Props = {}) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "AccountReports");
  const user = await requireUser(getPathname({ locale, href: "/account/reports" }));
  const reports = await listOwnReports(user.id);
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">
        {t.rich("lead", {
          reports: (chunks) => <Link href="/reports">{chunks}</Link>,
          new: (chunks) => <Link href="/reports/new">{chunks}</Link>,
        })}
      </p>
      <ListTable
        caption={t("caption", { handle: user.handle })}
        columns={[t("columns.report"), t("columns.saved"), t("columns.state"), t("columns.note")]}
        rows={reports}
        empty={t("noReports")}
      >
        {(report) => (
          <tr key={report.slug}>
            <td>
              <Link href={`/account/reports/${report.slug}`}>{report.title}</Link>
            </td>
            <td>{formatDate(report.updatedAt, locale)}</td>
            <td>
              <ReportStateBadge report={report} locale={locale} />
            </td>
            <td className="wrap">{report.reviewNote ?? "—"}</td>
          </tr>
        )}
      </ListTable>
    </>
  );
}
