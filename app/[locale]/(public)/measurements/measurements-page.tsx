import "server-only";
import type { Metadata } from "next";
import { HeaderCell, Table } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { formatIsoDate, formatMeasuredRate, formatMs } from "@/lib/format";
import { listMeasuredTests, type MeasuredTest, rankRunsByMeasurement } from "@/lib/measurements/data";
import { definitionAnchor, type FigureKey, getDefinition } from "@/lib/measurements/definitions";
import { measurementHref, type MeasurementQuery, parseMeasurementSearch } from "@/lib/measurements/search-params";
import styles from "./measurements.module.css";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { FilterForm } from "@/components/ui/filter-form";
import { Badge } from "@/components/ui/badge";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

export function measurementsMetadata(locale: Locale): Metadata {
  const t = translate(locale, "Measurements");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription"), path: "/measurements", locale });
}

function formatFigure(key: FigureKey, value: number | undefined): string {
  if (value === undefined) return "—";
  return key === "ttftMeanMs" || key === "e2elMeanMs" ? formatMs(value) : formatMeasuredRate(value);
}

/**
 * One test of one tool, every run that measured it ranked: what a llama.cpp user asks ("how fast
 * is tg128 of this GGUF on a 3090 vs a 7900 XTX?"). Figures of other definitions never share its
 * columns. Without a test, the list of every test measured.
 */
export async function renderMeasurementsPage(search: URLSearchParams, locale: Locale) {
  if (isBuildPrerender()) return null;
  const query = parseMeasurementSearch(search);
  const ranking = await rankRunsByMeasurement(query);
  if (!ranking || !query.definition || !query.test) {
    return <TestIndex tests={await listMeasuredTests()} locale={locale} />;
  }
  const t = translate(locale, "Measurements");
  const header = (figure: FigureKey) => t(figure);
  const definition = getDefinition(query.definition, query.definition);
  const others = (["prefillTps", "perUserTps", "totalTps", "ttftMeanMs"] as FigureKey[]).filter(
    (figure) => figure !== ranking.rankBy && definition.figures[figure] !== undefined,
  );
  return (
    <>
      <p className="eyebrow">
        <a href={getPathname({ locale, href: "/measurements" })}>{t("title")}</a>
      </p>
      <h1>
        {definition.tool} <code>{query.test}</code>
      </h1>
      <p className="lead">
        {t("rankedBy", { count: ranking.runs.length, figure: header(ranking.rankBy).toLowerCase() })}{" "}
        {definition.figures[ranking.rankBy]}{" "}
        <a href={getPathname({ locale, href: `/methodology#${definitionAnchor(definition.key)}` })}>
          {t("howMeasured")}
        </a>
      </p>
      <SetupFilters query={query} options={ranking.options} locale={locale} />
      {ranking.runs.length === 0 ? (
        <p>{t("noRun")}</p>
      ) : (
        <Table>
          <caption className="visually-hidden">{t("caption", { tool: definition.tool, test: query.test })}</caption>
          <thead>
            <tr>
              <HeaderCell>{t("rank")}</HeaderCell>
              <HeaderCell>{t("model")}</HeaderCell>
              <HeaderCell>{header(ranking.rankBy)}</HeaderCell>
              {others.map((figure) => (
                <HeaderCell key={figure} className={styles.more}>
                  {header(figure)}
                </HeaderCell>
              ))}
              <HeaderCell className={styles.more}>{t("hardware")}</HeaderCell>
              <HeaderCell className={styles.more}>{t("engine")}</HeaderCell>
              <HeaderCell className={styles.more}>{t("measured")}</HeaderCell>
            </tr>
          </thead>
          <tbody>
            {ranking.runs.map((run) => (
              <tr key={run.runId}>
                <td>{run.rank}</td>
                <HeaderCell scope="row" className={styles.run}>
                  <a href={getPathname({ locale, href: `/runs/${run.runId}` })}>
                    {run.modelName} {run.precision}
                  </a>
                  {run.reviewState === "pending" && <Badge tone="warning">{t("notReviewed")}</Badge>}
                  {run.reviewState === "passed" && <Badge tone="positive">{t("passed")}</Badge>}
                  <span className={`cell-sub ${styles.phoneOnly}`}>
                    {run.hardwareName} · {run.engine}
                  </span>
                </HeaderCell>
                <td>
                  <strong>{formatMeasuredRate(run.value)}</strong>
                  {run.std !== null && run.std > 0 && <span className="muted"> ± {formatMeasuredRate(run.std)}</span>}
                </td>
                {others.map((figure) => (
                  <td key={figure} className={styles.more}>
                    {formatFigure(figure, run.figures[figure])}
                  </td>
                ))}
                <td className={styles.more}>
                  <a href={getPathname({ locale, href: `/hardware/${run.hardwareSlug}` })}>{run.hardwareName}</a>
                </td>
                <td className={styles.more}>{run.engine}</td>
                <td className={styles.more}>{formatIsoDate(run.measuredAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

/** The setup filters of a ranking (FilterForm), carrying its test along. */
function SetupFilters({
  query,
  options,
  locale,
}: {
  query: MeasurementQuery;
  options: { hardware: Array<{ slug: string; name: string }>; precision: string[]; engine: string[] };
  locale: Locale;
}) {
  const t = translate(locale, "Measurements");
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));
  return (
    <FilterForm
      action={getPathname({ locale, href: "/measurements" })}
      label={t("narrow")}
      texts={CATALOGUES[locale].FilterForm}
      keep={{ definition: query.definition, test: query.test }}
      selects={[
        {
          name: "hardware",
          label: t("hardware"),
          value: query.hardware,
          choices: options.hardware.map((hardware) => ({ value: hardware.slug, label: hardware.name })),
        },
        { name: "precision", label: t("precision"), value: query.precision, choices: plain(options.precision) },
        { name: "engine", label: t("engine"), value: query.engine, choices: plain(options.engine) },
      ]}
    />
  );
}

function TestIndex({ tests, locale }: { tests: MeasuredTest[]; locale: Locale }) {
  const t = translate(locale, "Measurements");
  const byDefinition = new Map<string, MeasuredTest[]>();
  for (const test of tests) byDefinition.set(test.definition, [...(byDefinition.get(test.definition) ?? []), test]);
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">
        {t.rich("indexLead", {
          code: (chunks) => <code>{chunks}</code>,
          link: (chunks) => <a href={getPathname({ locale, href: "/methodology#definitions" })}>{chunks}</a>,
        })}
      </p>
      {tests.length === 0 && <p>{t("noMeasurements")}</p>}
      {[...byDefinition].map(([key, members]) => {
        const definition = getDefinition(key, key);
        return (
          <section key={key} className="section" aria-labelledby={`tests-${definitionAnchor(key)}`}>
            <h2 id={`tests-${definitionAnchor(key)}`}>
              {definition.tool} <code className="muted">{key}</code>
            </h2>
            <ul className={styles.testLinks}>
              {members.map((test) => (
                <li key={test.test}>
                  <a href={getPathname({ locale, href: measurementHref({ definition: key, test: test.test }) })}>
                    <code>{test.test}</code>
                  </a>{" "}
                  <span className="muted">{t("runs", { count: test.runs })}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
