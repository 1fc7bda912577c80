import Link from "next/link";
import { HeaderCell, NumericCell, Table } from "@/components/ui/table";
import { formatEngineName } from "@/lib/format";
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
      <Table caption={<>The {rows.length === 1 ? "best-scored run" : `${rows.length} best-scored runs`}</>}>
        <thead>
          <tr>
            <HeaderCell>Rank</HeaderCell>
            <HeaderCell className={styles.left}>Model</HeaderCell>
            <HeaderCell className={styles.left}>Precision</HeaderCell>
            <HeaderCell className={styles.left}>Hardware</HeaderCell>
            <HeaderCell className={styles.left}>Engine</HeaderCell>
            <HeaderCell>Score</HeaderCell>
            <HeaderCell>Throughput tok/s</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.runId}>
              <td>{row.rank}</td>
              <td className={styles.left}>
                <Link prefetch={false} href={`/models/${row.modelSlug}`}>
                  {row.modelName}
                </Link>
              </td>
              <td className={styles.left}>{row.precision}</td>
              <td className={styles.left}>{row.hardwareName}</td>
              <td className={styles.left}>
                {formatEngineName(row.engineName)} {row.engineVersion}
              </td>
              <NumericCell value={row.score} />
              <NumericCell value={row.throughputTps} digits={0} />
            </tr>
          ))}
        </tbody>
      </Table>
      {more}
    </>
  );
}
