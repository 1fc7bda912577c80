import { Link } from "@/components/locale-link";
import { COMPARE_COLORS, COMPARE_LETTERS } from "@/components/charts/compare-palette";
import { ReviewBadge } from "@/components/review-badge";
import { formatEngineName, formatIsoDate, formatNumber } from "@/lib/format";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { buildCompareHref, type CompareFacts, findDifferences, nameComparedRun } from "@/lib/runs/compare";
import type { CompareRun } from "@/lib/runs/data";
import styles from "./compare.module.css";

export function readCompareFacts(run: CompareRun): CompareFacts {
  return {
    model: run.variant.model.name,
    precision: run.variant.precision,
    hardware: run.hardware.name,
    engine: `${formatEngineName(run.engine.name)} ${run.engine.version}`,
    measuredOn: formatIsoDate(run.measuredAt),
  };
}

/**
 * How the compared runs are named in headers, tables and legends: their letter and what tells
 * them apart ("A · DGX Spark", "B · RTX 4090" for one model on two machines).
 */
export function labelRuns(runs: CompareRun[]): string[] {
  const { differing } = findDifferences(runs.map(readCompareFacts));
  return runs.map((run, index) => `${COMPARE_LETTERS[index]} · ${nameComparedRun(readCompareFacts(run), differing)}`);
}

export function RunSwatch({ index }: { index: number }) {
  return <span className={styles.swatch} style={{ background: COMPARE_COLORS[index] }} aria-hidden="true" />;
}

/** The compared runs side by side: what ran where, the verdict on their sanity check, and their headline figures. */
export function CompareRuns({ runs, locale }: { runs: CompareRun[]; locale: Locale }) {
  const t = translate(locale, "CompareRuns");
  const ids = runs.map((run) => run.id);
  return (
    <div className={styles.runs}>
      {runs.map((run, index) => {
        const figures = run.figures;
        return (
          <article className="card" key={run.id} aria-labelledby={`run-${run.id}`}>
            <p className="eyebrow">
              <RunSwatch index={index} />
              {t(index === 0 ? "runBaseline" : "run", { letter: COMPARE_LETTERS[index] ?? "" })}
            </p>
            <h3 id={`run-${run.id}`}>
              <Link prefetch={false} href={`/runs/${run.id}`}>
                {run.variant.model.name} {run.variant.precision}
              </Link>
            </h3>
            <p className="meta-line">
              <span>{run.hardware.name}</span>
              <span>
                {formatEngineName(run.engine.name)} {run.engine.version}
              </span>
              <span>{t("measured", { date: formatIsoDate(run.measuredAt) })}</span>
            </p>
            <p>
              <ReviewBadge state={run.reviewState} note={run.reviewNote} texts={CATALOGUES[locale].RunTable} />
            </p>
            <dl className="specs">
              <dt title={t("capacityMeaning")}>{t("capacity")}</dt>
              <dd>
                {figures?.capacity5s == null && figures?.capacity10s == null
                  ? "—"
                  : `${formatNumber(figures?.capacity5s ?? null, 2)} / ` +
                    `${formatNumber(figures?.capacity10s ?? null, 2)} req/s`}
              </dd>
              <dt>{t("score")}</dt>
              <dd>{figures?.score == null ? "—" : formatNumber(figures.score, 1)}</dd>
              <dt>{t("throughput")}</dt>
              <dd>{figures?.throughputTps == null ? "—" : `${formatNumber(figures.throughputTps, 0)} tok/s`}</dd>
              <dt>{t("reliable")}</dt>
              <dd>{figures ? `${figures.reliableCount}/${figures.testCount}` : "—"}</dd>
            </dl>
            {/* A plain link, as to every address with search parameters (lib/routing/view-paths.ts). */}
            {runs.length > 2 && (
              <a href={getPathname({ locale, href: buildCompareHref(ids.filter((id) => id !== run.id)) })}>
                {t("remove")}
              </a>
            )}
          </article>
        );
      })}
    </div>
  );
}
