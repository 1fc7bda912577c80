import "server-only";
import type { Metadata } from "next";
import { CompareDecodeLines } from "@/components/charts/lazy/compare-decode-lines";
import { CompareTestBars } from "@/components/charts/lazy/compare-test-bars";
import { getCompareColor } from "@/components/charts/compare-palette";
import { Section } from "@/components/section";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { buildCompareHref, findDifferences, MAX_COMPARE, MIN_COMPARE, parseCompareIds } from "@/lib/runs/compare";
import { listLatestRuns, listRunsForCompare, type CompareRun } from "@/lib/runs/data";
import { SUITE_TESTS } from "@/lib/suite/definition";
import styles from "./compare.module.css";
import { ComparePicker } from "./compare-picker";
import { CompareRuns, labelRuns, readCompareFacts } from "./compare-runs";
import { CompareCommands } from "./compare-commands";
import { CompareTable } from "./compare-table";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

export function compareMetadata(locale: Locale): Metadata {
  const t = translate(locale, "Compare");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription"), path: "/compare", locale });
}

function testRows(runs: CompareRun[], locale: Locale) {
  return SUITE_TESTS.map((test) => {
    const row: Record<string, number | string | null> = { test: translateSuiteTestName(locale, test.key) };
    runs.forEach((run, index) => {
      row[`r${index}`] = run.derived?.tests.find((t) => t.key === test.key)?.headline?.perUserTps ?? null;
    });
    return row as { test: string } & Record<string, number | string | null>;
  });
}

/**
 * The compare page for the search parameters of its address (`?runs=a,b`), which proxy.ts hands
 * over as the path /compare/<query> so that each comparison is a page of its own in the cache.
 */
export async function renderComparePage(search: URLSearchParams, locale: Locale) {
  if (isBuildPrerender()) return null;
  const t = translate(locale, "Compare");
  const rotateHref = (ids: string[]) => getPathname({ locale, href: buildCompareHref(ids) });
  const { ids, extra, invalid } = parseCompareIds(search.getAll("runs"));
  const runs = ids.length > 0 ? await listRunsForCompare(ids) : [];
  const unknown = [...invalid, ...ids.filter((id) => !runs.some((run) => run.id === id))];
  const current = runs.map((run) => run.id);
  const notices = (
    <>
      {unknown.length > 0 && (
        <p className={styles.notice} role="status">
          {t("unknownBefore", { count: unknown.length })}{" "}
          {unknown.map((id, i) => (
            <span key={id}>
              {i > 0 && ", "}
              <code>{id}</code>
            </span>
          ))}
          {t("unknownAfter", { count: unknown.length })}
        </p>
      )}
      {extra > 0 && (
        <p className={styles.notice} role="status">
          {t("extra", { max: MAX_COMPARE, extra })}
        </p>
      )}
    </>
  );

  const [baseline] = runs;
  if (!baseline || runs.length < MIN_COMPARE) {
    const latest = await listLatestRuns(12);
    return (
      <>
        <h1>{t("title")}</h1>
        <p className="lead">{t("leadEmpty")}</p>
        {notices}
        {runs.length === 1 && (
          <Section title={t("chosenRun")} id="chosen">
            <CompareRuns runs={runs} locale={locale} />
          </Section>
        )}
        <Section title={runs.length === 1 ? t("compareWith") : t("pickFirst")} id="pick">
          <ComparePicker current={current} candidates={latest} locale={locale} />
        </Section>
      </>
    );
  }

  const labels = labelRuns(runs);
  const { shared } = findDifferences(runs.map(readCompareFacts));
  const series = runs.map((_run, index) => ({
    key: `r${index}`,
    label: labels[index] ?? "",
    color: getCompareColor(index),
  }));
  const withSuite = runs.some((run) => run.derived?.suiteScore != null);
  const matrixRuns = runs.flatMap((run, index) => (run.matrixCells.length > 0 ? [{ run, index }] : []));
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">
        {t("lead", { count: runs.length })}
        {shared.length > 0 && <> {t("shared", { shared: shared.join(" · ") })}</>}
      </p>
      {notices}
      <Section title={t("runs")} id="runs">
        <CompareRuns runs={runs} locale={locale} />
        {runs.length < MAX_COMPARE && (
          <details className={styles.spaced}>
            <summary>{t("addAnother")}</summary>
            <ComparePicker current={current} candidates={await listLatestRuns(12)} locale={locale} />
          </details>
        )}
        <p className={`meta-line ${styles.after}`}>
          <a href={rotateHref([...current.slice(1), baseline.id])}>{t("rotate")}</a>
        </p>
      </Section>
      <Section title={t("suite", { count: SUITE_TESTS.length })} id="suite">
        {withSuite ? (
          <>
            {baseline.derived?.suiteScore == null && (
              <p className={styles.notice}>
                {t.rich("noBaselineSuite", {
                  rotate: (chunks) => <a href={rotateHref([...current.slice(1), baseline.id])}>{chunks}</a>,
                })}
              </p>
            )}
            <CompareTable runs={runs} labels={labels} locale={locale} />
            <div className={styles.spaced}>
              <CompareTestBars series={series} rows={testRows(runs, locale)} texts={CATALOGUES[locale].CompareCharts} />
            </div>
          </>
        ) : (
          <p className="muted">{t("noSuite")}</p>
        )}
      </Section>
      <Section title={t("commands")} id="commands">
        <CompareCommands runs={runs} labels={labels} locale={locale} />
      </Section>
      {matrixRuns.length > 0 && (
        <Section title={t("matrix")} id="matrix">
          <CompareDecodeLines
            series={matrixRuns.map(({ index }, position) => ({
              key: `r${position}`,
              label: labels[index] ?? "",
              color: getCompareColor(index),
            }))}
            cells={matrixRuns.map(({ run }) => run.matrixCells)}
            texts={CATALOGUES[locale].CompareCharts}
          />
        </Section>
      )}
    </>
  );
}
