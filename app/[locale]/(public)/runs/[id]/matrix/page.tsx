import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { Suspense, cache } from "react";
import { z } from "zod";
import { PrefillChart } from "@/components/charts/lazy/prefill-chart";
import { Section } from "@/components/section";
import { HeaderCell, Table, TableHead } from "@/components/ui/table";
import { prerenderOne, skipPlaceholder } from "@/lib/cache/prerender";
import {
  formatContext,
  formatHardwareName,
  formatIsoDate,
  formatMs,
  formatNumber,
  formatThroughput,
} from "@/lib/format";
import { getRunMatrix, type RunMatrix } from "@/lib/runs/data";
import { DecodeGrid } from "./decode-grid";
import { MatrixSummary } from "./matrix-summary";
import { MeasurementsTable } from "./measurements-table";
import styles from "./page.module.css";
import { MATRIX_ROWS_PER_PAGE, pageRows, PREFILL_CONTEXTS_LISTED } from "./limits";
import { SpecBlocks } from "./spec-blocks";
import { CodeBlock } from "@/components/ui/code-block";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { Badge } from "@/components/ui/badge";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ id: string; locale?: string }>; searchParams: SearchParams };

/** `?page=N` of the table of all measurements; anything else is page 1. */
const pageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Rendered on its first view and cached until the run changes (lib/cache). */
export const generateStaticParams = prerenderOne("id");

/** One read per request, shared by generateMetadata and the page. */
const readRunMatrix = cache(skipPlaceholder(getRunMatrix));

type Cells = RunMatrix["matrixCells"];

/**
 * The table of a matrix too big for one page: the page asked for is read from the address at
 * request time; the rest of the page stays the cached one.
 */
async function PagedMeasurementsTable(props: {
  cells: Cells;
  runId: string;
  searchParams: SearchParams;
  locale: Locale;
}) {
  const { cells, runId, searchParams, locale } = props;
  const page = pageParam.parse((await searchParams).page);
  return <MeasurementsTable cells={cells} page={page} runId={runId} locale={locale} />;
}

function describeTitle(run: RunMatrix, locale: Locale) {
  const hardware = `${formatHardwareName(run.hardware)} ` + `${formatNumber(run.hardware.memoryGB, 0)}GB`;
  return translate(locale, "MatrixPage")("title", { model: run.variant.model.name, hardware });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readPageLocale(params);
  const t = translate(locale, "MatrixPage");
  const run = await readRunMatrix((await params).id);
  if (!run) return { title: t("notFound") };
  const engine = `${run.engine.name} ${run.engine.version}`.trim();
  return buildPageMetadata({
    title: [
      t("metaTitle", { title: describeTitle(run, locale), precision: run.variant.precision }),
      engine,
      formatIsoDate(run.measuredAt),
    ].join(" · "),
    description: t("metaDescription", {
      model: run.variant.model.name,
      precision: run.variant.precision,
      hardware: run.hardware.name,
      engine,
      date: formatIsoDate(run.measuredAt),
    }),
    // ?page of a big matrix shows the same page's table further on.
    path: `/runs/${run.id}/matrix`,
    image: `/runs/${run.id}/share.png`,
    locale,
  });
}

function range(values: number[], format: (value: number) => string, none: string) {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const lowest = sorted[0];
  const highest = sorted.at(-1);
  if (lowest === undefined || highest === undefined) return none;
  return lowest === highest ? format(lowest) : `${format(lowest)}–${format(highest)}`;
}

export default async function MatrixPage({ params, searchParams }: Props) {
  const locale = await readPageLocale(params);
  const run = await readRunMatrix((await params).id);
  if (!run) notFound();
  const t = translate(locale, "MatrixPage");
  const overCapacityNote = t("overCapacityNote");
  const prefill = run.matrixCells.filter((cell) => cell.phase === "prefill");
  // a real matrix has a handful of prefill contexts; more are listed in the table of all measurements
  const prefillShown = prefill.slice(0, MATRIX_ROWS_PER_PAGE);
  const decode = run.matrixCells.filter((cell) => cell.phase === "decode");
  const contexts = [...new Set(decode.map((cell) => cell.contextTokens))];
  const concurrencies = [...new Set(decode.map((cell) => cell.concurrency))];
  const { benchmarkTools: tools, matrixMeta: meta } = run;
  const hasOverCapacity = decode.some((cell) => cell.status === "over_capacity");

  return (
    <article>
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{describeTitle(run, locale)}</h1>
      <p className="meta-line">
        <span>
          {run.engine.name} · {run.engine.version} · {run.variant.precision}
        </span>
        <span>
          {t("shape", {
            contexts: contexts.length,
            contextRange: range(contexts, formatContext, t("none")),
            levels: concurrencies.length,
            levelRange: range(concurrencies, String, t("none")),
          })}
        </span>
        {prefill.length > 0 && prefill.length <= PREFILL_CONTEXTS_LISTED && (
          <span>
            {t("prefillAt", { contexts: prefill.map((cell) => formatContext(cell.contextTokens)).join(", ") })}
          </span>
        )}
        {prefill.length > PREFILL_CONTEXTS_LISTED && (
          <span>
            {t("prefillAtMany", {
              count: prefill.length,
              range: range(
                prefill.map((cell) => cell.contextTokens),
                formatContext,
                t("none"),
              ),
            })}
          </span>
        )}
      </p>
      <p className="meta-line">
        {run.contributor && (
          <span>
            {t("by")}{" "}
            <Link href={`/contributors/${run.contributor.handle}`}>
              {run.contributor.name
                ? `${run.contributor.name} (@${run.contributor.handle})`
                : `@${run.contributor.handle}`}
            </Link>
          </span>
        )}
        {tools.map((tool) => (
          <span key={tool.name}>
            {tool.name} v{tool.version}
          </span>
        ))}
        <Badge>{t("measured")}</Badge>
        <Link href={`/runs/${run.id}`}>{t("runDetails")}</Link>
      </p>

      {run.derived?.matrix && (
        <div className="section">
          <MatrixSummary summary={run.derived.matrix} ceilingTps={run.derived.decodeCeilingTps} locale={locale} />
        </div>
      )}

      <div className="section">
        <SpecBlocks run={run} locale={locale} />
      </div>

      <Section title={t("launchCommand")} id="launch-command">
        <CodeBlock label={t("launchCommand")} wrap>
          {run.launchCommand}
        </CodeBlock>
      </Section>

      {prefill.length > 0 && (
        <Section title={t("prefill")} id="prefill">
          <figure className={`card ${styles.chart}`}>
            <figcaption className="muted">{t("prefillFigure")}</figcaption>
            <PrefillChart
              points={prefillShown.map((cell) => ({
                contextTokens: cell.contextTokens,
                promptTps: cell.totalTps,
                ttftMs: cell.ttftMs,
              }))}
              texts={CATALOGUES[locale].PrefillChart}
            />
          </figure>
          <Table caption={t("prefillCaption")}>
            <TableHead columns={[t("context"), t("promptTps"), "TTFT"]} />
            <tbody>
              {prefillShown.map((cell) => (
                <tr key={cell.contextTokens}>
                  <HeaderCell scope="row">{t("contextRow", { context: formatContext(cell.contextTokens) })}</HeaderCell>
                  <td>{formatThroughput(cell.totalTps)}</td>
                  <td>{formatMs(cell.ttftMs)} TTFT</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {prefill.length > prefillShown.length && (
            <p className="muted">{t("firstOf", { shown: prefillShown.length, count: prefill.length })}</p>
          )}
        </Section>
      )}

      <Section title={t("decode")} id="decode">
        <DecodeGrid cells={run.matrixCells} locale={locale} />
        {hasOverCapacity && <p className="muted">{overCapacityNote}</p>}
        {meta.prefillMode === "integrated_decode_scout" && <p className="muted">{t("ttftNote")}</p>}
      </Section>

      <Section title={t("allMeasurements")} id="all-measurements">
        {pageRows(run.matrixCells, 1).pages === 1 ? (
          <MeasurementsTable cells={run.matrixCells} page={1} runId={run.id} locale={locale} />
        ) : (
          <Suspense fallback={<MeasurementsTable cells={run.matrixCells} page={1} runId={run.id} locale={locale} />}>
            <PagedMeasurementsTable
              cells={run.matrixCells}
              runId={run.id}
              searchParams={searchParams}
              locale={locale}
            />
          </Suspense>
        )}
        {hasOverCapacity && <p className="muted">{overCapacityNote}</p>}
      </Section>
    </article>
  );
}
