import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import { requireUser } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { listOwnReports } from "@/lib/reports/data";
import { ReportStateBadge } from "./report-state";

export const metadata: Metadata = { title: "Your reports" };

/** The reports one wrote, with their review state and the reviewer's note. */
export default async function OwnReportsPage() {
  const user = await requireUser("/account/reports");
  const reports = await listOwnReports(user.id);
  return (
    <>
      <h1>Your reports</h1>
      <p className="lead">
        Every report you wrote. An admin reads each before it is published at <Link href="/reports">/reports</Link>; an
        edit sends it back to review. <Link href="/reports/new">Write a report →</Link>
      </p>
      <Table caption={<>Reports by @{user.handle}, newest first</>}>
        <TableHead columns={["Report", "Last saved", "State", "Reviewer's note"]} />
        <tbody>
          {reports.length === 0 && (
            <tr>
              <td colSpan={4}>No reports yet.</td>
            </tr>
          )}
          {reports.map((report) => (
            <tr key={report.slug}>
              <td>
                <Link href={`/account/reports/${report.slug}`}>{report.title}</Link>
              </td>
              <td>{formatDate(report.updatedAt)}</td>
              <td>
                <ReportStateBadge report={report} />
              </td>
              <td className="wrap">{report.reviewNote ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
