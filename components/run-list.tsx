import Link from "next/link";
import { NotReviewedBadge } from "@/components/not-reviewed-badge";
import { Table, TableHead } from "@/components/ui/table";
import { formatEngineName, formatIsoDate, formatNumber, formatThroughput } from "@/lib/format";
import type { RunListItem } from "@/lib/runs/data";

/** A table of runs with links to their suite profile and speed matrix; runs not reviewed yet are marked. */
export function RunList({ runs, caption }: { runs: RunListItem[]; caption: string }) {
  return (
    <Table caption={caption}>
      <TableHead
        columns={[
          "Run",
          { label: "Precision", text: true },
          { label: "Hardware", text: true },
          { label: "Engine", text: true },
          "Score",
          "Peak decode tok/s",
          "Measured",
        ]}
      />
      <tbody>
        {runs.map((item) => (
          <tr key={item.runId}>
            <td>
              <Link prefetch={false} href={`/runs/${item.runId}`}>
                {item.modelName ?? "Run"}
              </Link>
              {item.run.reviewState === "pending" && (
                <>
                  {" "}
                  <NotReviewedBadge />
                </>
              )}
              {item.hasMatrix && (
                <>
                  {" · "}
                  <Link prefetch={false} href={`/runs/${item.runId}/matrix`}>
                    speed matrix
                  </Link>
                </>
              )}
            </td>
            <td className="text">{item.precision}</td>
            <td className="text">
              {item.run.hardware.slug ? (
                <Link prefetch={false} href={`/hardware/${item.run.hardware.slug}`}>
                  {item.run.hardware.name}
                </Link>
              ) : (
                item.run.hardware.name
              )}
            </td>
            <td className="text">
              {formatEngineName(item.run.engine.name)} {item.run.engine.version}
            </td>
            <td>{item.hasSuite ? formatNumber(item.score, 1) : "matrix only"}</td>
            <td>{formatThroughput(item.peakDecodeTps ?? null)}</td>
            <td>{formatIsoDate(item.measuredAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
