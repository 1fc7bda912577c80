import { Link } from "@/components/locale-link";
import { ReviewBadge } from "@/components/review-badge";
import { HeaderCell, NumericCell, Table } from "@/components/ui/table";
import { formatEngineName } from "@/lib/format";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { LeaderboardRow } from "@/lib/leaderboard/data";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import styles from "./top-runs.module.css";

/** The best-scored runs, as the leaderboard ranks them, marked with their verdicts, and a link to the rest. */
export function TopRuns({ rows, locale = DEFAULT_LOCALE }: { rows: LeaderboardRow[]; locale?: Locale }) {
  const t = translate(locale, "TopRuns");
  const columns = translate(locale, "RunTable");
  const more = (
    <p className={styles.more}>
      <Link href="/leaderboard">{t("more")}</Link>
    </p>
  );
  if (rows.length === 0) {
    return (
      <>
        <p className="muted">{t("none")}</p>
        {more}
      </>
    );
  }
  return (
    <>
      <Table caption={t("caption", { count: rows.length })}>
        <thead>
          <tr>
            <HeaderCell>{columns("rank")}</HeaderCell>
            <HeaderCell className={styles.left}>{columns("model")}</HeaderCell>
            <HeaderCell className={styles.left}>{columns("precision")}</HeaderCell>
            <HeaderCell className={styles.left}>{columns("hardware")}</HeaderCell>
            <HeaderCell className={styles.left}>{columns("engine")}</HeaderCell>
            <HeaderCell>{columns("score")}</HeaderCell>
            <HeaderCell>{columns("throughput")}</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.runId}>
              <td>{row.rank}</td>
              <td className={styles.left}>
                <Link prefetch={false} href={`/models/${row.modelSlug}`}>
                  {row.modelName}
                </Link>{" "}
                <ReviewBadge state={row.reviewState} note={null} texts={CATALOGUES[locale].RunTable} />
                <Link prefetch={false} className={`cell-sub ${styles.runLink}`} href={`/runs/${row.runId}`}>
                  {t("runDetails")}
                  <span className="visually-hidden">
                    {" "}
                    {t("runDetailsOf", { model: row.modelName, precision: row.precision, hardware: row.hardwareName })}
                  </span>
                </Link>
              </td>
              <td className={styles.left}>{row.precision}</td>
              <td className={styles.left}>
                <Link prefetch={false} href={`/hardware/${row.hardwareSlug}`}>
                  {row.hardwareName}
                </Link>
              </td>
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
