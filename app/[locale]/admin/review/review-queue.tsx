import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import { formatDate, formatEngineName } from "@/lib/format";
import type { ReviewQueue as Queue } from "@/lib/reviews/data";
import { Badge } from "@/components/ui/badge";

/** Runs whose sanity check awaits review, oldest upload first, with their pending catalogue proposals. */
export function ReviewQueue({ runs, proposals }: { runs: Queue["runs"]; proposals: Map<string, number> }) {
  return (
    <Table caption="Awaiting review, oldest first">
      <TableHead
        columns={["Run", "Hardware", "Engine", "Uploader", "Uploaded", "Samples", "Warnings", "Catalogue proposals"]}
      />
      <tbody>
        {runs.length === 0 && (
          <tr>
            <td colSpan={8}>No run awaits review.</td>
          </tr>
        )}
        {runs.map((run) => (
          <tr key={run.id}>
            <td>
              <Link href={`/admin/review/${run.id}`}>
                {run.variant.model.name} {run.variant.precision}
              </Link>
            </td>
            <td>{run.hardware.name}</td>
            <td>
              {formatEngineName(run.engine.name)} {run.engine.version}
            </td>
            <td>{run.contributor ? `@${run.contributor.handle}` : "seed"}</td>
            <td>{formatDate(run.createdAt)}</td>
            <td>{run._count.sanity}</td>
            <td>{run.warningCount > 0 ? <Badge tone="warning">{run.warningCount}</Badge> : 0}</td>
            <td>
              {proposals.get(run.id) ? (
                <Link className="badge warn" href={`/admin/review/${run.id}#catalogue`}>
                  {proposals.get(run.id)} pending
                </Link>
              ) : (
                0
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
