import { Link } from "@/components/locale-link";
import { ListTable } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import type { listReportReviewQueue } from "@/lib/reports/data";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type Rows = Awaited<ReturnType<typeof listReportReviewQueue>>["pending"];

/** Reports, each linking to its review page: those awaiting review, or those off the public pages. */
type Props = { rows: Rows; caption: string; empty: string; locale: Locale };

export function ReportQueue({ rows, caption, empty, locale }: Props) {
  const t = translate(locale, "AdminQueue");
  return (
    <ListTable
      caption={caption}
      columns={[t("columns.report"), t("columns.author"), t("columns.saved"), t("columns.state")]}
      rows={rows}
      empty={empty}
    >
      {(row) => (
        <tr key={row.slug}>
          <td className="wrap">
            <Link href={`/admin/review/reports/${row.slug}`}>{row.title}</Link>
          </td>
          <td>@{row.author.handle}</td>
          <td>{formatDate(row.updatedAt, locale)}</td>
          <td className="wrap">
            {row.hiddenAt ? t("hidden", { reason: row.hiddenReason ?? t("noReason") }) : t(`reportStates.${row.state}`)}
            {row.state === "rejected" && row.reviewNote ? ` (${row.reviewNote})` : ""}
          </td>
        </tr>
      )}
    </ListTable>
  );
}
