import Link from "next/link";
import { formatEngineName, formatNumber } from "@/lib/format";
import type { LeaderboardRow } from "@/lib/leaderboard/data";
import styles from "./top-runs.module.css";

const more = (
  <p className={styles.more}>
    <Link href="/leaderboard">The whole leaderboard →</Link>
  </p>
);

/** The best-scored runs, as the leaderboard ranks them, and a link to the rest; for the home page. */
export function TopRuns({ rows }: { rows: LeaderboardRow[] }) {
  if (rows.length === 0) {
    return (
      <>
        <p className="muted">No run has a suitability score yet.</p>
        {more}
      </>
    );
  }
  return (
    <>
      <div className="table-wrap">
        <table>
          <caption>The {rows.length === 1 ? "best-scored run" : `${rows.length} best-scored runs`}</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col" className={styles.left}>
                Model
              </th>
              <th scope="col" className={styles.left}>
                Precision
              </th>
              <th scope="col" className={styles.left}>
                Hardware
              </th>
              <th scope="col" className={styles.left}>
                Engine
              </th>
              <th scope="col">Score</th>
              <th scope="col">Throughput tok/s</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.runId}>
                <td>{row.rank}</td>
                <td className={styles.left}>
                  <Link href={`/models/${row.modelSlug}`}>{row.modelName}</Link>
                </td>
                <td className={styles.left}>{row.precision}</td>
                <td className={styles.left}>{row.hardwareName}</td>
                <td className={styles.left}>
                  {formatEngineName(row.engineName)} {row.engineVersion}
                </td>
                <td>{formatNumber(row.score, 1)}</td>
                <td>{formatNumber(row.throughputTps, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more}
    </>
  );
}
