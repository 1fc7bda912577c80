import Link from "next/link";
import { NotReviewedBadge } from "@/components/not-reviewed-badge";
import { formatEngineName, formatIsoDate, formatNumber, formatThroughput } from "@/lib/format";

export type RunListItem = {
  runId: string;
  modelName?: string;
  precision: string;
  score: number | null;
  hasSuite: boolean;
  hasMatrix: boolean;
  peakDecodeTps?: number | null;
  measuredAt: Date;
  /** With a slug, the hardware name links to its page. */
  run: {
    hardware: { name: string; slug?: string };
    engine: { name: string; version: string };
    reviewState: "pending" | "passed" | "failed";
  };
};

/** A table of runs with links to their suite profile and speed matrix; runs not reviewed yet are marked. */
export function RunList({ runs, caption }: { runs: RunListItem[]; caption: string }) {
  return (
    <div className="table-wrap">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Run</th>
            <th scope="col">Precision</th>
            <th scope="col">Hardware</th>
            <th scope="col">Engine</th>
            <th scope="col">Score</th>
            <th scope="col">Peak decode tok/s</th>
            <th scope="col">Measured</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((item) => (
            <tr key={item.runId}>
              <td>
                <Link href={`/runs/${item.runId}`}>{item.modelName ?? "Run"}</Link>
                {item.run.reviewState === "pending" && (
                  <>
                    {" "}
                    <NotReviewedBadge />
                  </>
                )}
                {item.hasMatrix && (
                  <>
                    {" · "}
                    <Link href={`/runs/${item.runId}/matrix`}>speed matrix</Link>
                  </>
                )}
              </td>
              <td>{item.precision}</td>
              <td>
                {item.run.hardware.slug ? (
                  <Link href={`/hardware/${item.run.hardware.slug}`}>{item.run.hardware.name}</Link>
                ) : (
                  item.run.hardware.name
                )}
              </td>
              <td>
                {formatEngineName(item.run.engine.name)} {item.run.engine.version}
              </td>
              <td>{item.hasSuite ? formatNumber(item.score, 1) : "matrix only"}</td>
              <td>{formatThroughput(item.peakDecodeTps ?? null)}</td>
              <td>{formatIsoDate(item.measuredAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
