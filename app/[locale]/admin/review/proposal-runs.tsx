import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import type { PendingProposalRuns } from "@/lib/catalogue/data";

const STATE_BADGE = { pending: "warn", passed: "good", failed: "bad" } as const;

/** Runs whose bundles propose catalogue facts still waiting for a decision, reviewed or not, oldest proposal first. */
export function ProposalRuns({ rows }: { rows: PendingProposalRuns["rows"] }) {
  return (
    <Table caption="Runs with proposed catalogue facts, oldest first">
      <TableHead columns={["Run", "Uploader", "Sanity check", "About", "Pending"]} />
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={5}>No proposal waits for a decision.</td>
          </tr>
        )}
        {rows.map(({ run, pending, about }) => (
          <tr key={run.id}>
            <td>
              <Link href={`/admin/review/${run.id}#catalogue`}>
                {run.variant.model.name} {run.variant.precision} on {run.hardware.name}
              </Link>
            </td>
            <td>{run.contributor ? `@${run.contributor.handle}` : "seed"}</td>
            <td>
              <span className={`badge ${STATE_BADGE[run.reviewState]}`}>{run.reviewState}</span>
            </td>
            <td>{about.join(", ")}</td>
            <td>{pending}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
