import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import type { listUnlistedRuns } from "@/lib/reviews/data";

type Rows = Awaited<ReturnType<typeof listUnlistedRuns>>;

/** Runs off the leaderboards: hidden by an admin, or uploaded by a suspended contributor. */
export function UnlistedRuns({ rows }: { rows: Rows }) {
  return (
    <Table caption="Off the leaderboards">
      <TableHead columns={["Run", "Hardware", "Uploader", "Why"]} />
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={4}>Every run is listed.</td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.runId}>
            <td>
              <Link href={`/admin/review/${row.runId}`}>
                {row.modelName} {row.precision}
              </Link>
            </td>
            <td>{row.run.hardware.name}</td>
            <td>{row.run.contributor ? `@${row.run.contributor.handle}` : "seed"}</td>
            <td>
              {row.run.hiddenAt && `Hidden: ${row.run.hiddenReason ?? "no reason given"}`}
              {row.run.hiddenAt && row.run.contributor?.suspendedAt && " · "}
              {row.run.contributor?.suspendedAt && "Contributor suspended"}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
