import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import type { listReportReviewQueue } from "@/lib/reports/data";

type Rows = Awaited<ReturnType<typeof listReportReviewQueue>>["pending"];

/** Reports, each linking to its review page: those awaiting review, or those off the public pages. */
export function ReportQueue({ rows, caption, empty }: { rows: Rows; caption: string; empty: string }) {
  return (
    <Table caption={caption}>
      <TableHead columns={["Report", "Author", "Saved", "State"]} />
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={4}>{empty}</td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.slug}>
            <td className="wrap">
              <Link href={`/admin/review/reports/${row.slug}`}>{row.title}</Link>
            </td>
            <td>@{row.author.handle}</td>
            <td>{formatDate(row.updatedAt)}</td>
            <td className="wrap">
              {row.hiddenAt ? `Hidden: ${row.hiddenReason ?? "no reason given"}` : row.state}
              {row.state === "rejected" && row.reviewNote ? ` (${row.reviewNote})` : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
