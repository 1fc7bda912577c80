import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { Suspense, cache } from "react";
import { z } from "zod";
import { PrefillChart } from "@/components/charts/lazy";
import { Section } from "@/components/section";
import { HeaderCell, Table, TableHead } from "@/components/ui/table";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { formatContext, formatIsoDate, formatMs, formatNumber, formatThroughput } from "@/lib/format";
import { getRunMatrix, type RunMatrix } from "@/lib/runs/data";
import { DecodeGrid, OVER_CAPACITY_NOTE } from "./decode-grid";
import { MatrixSummary } from "./matrix-summary";
import { MeasurementsTable } from "./measurements-table";
import styles from "./page.module.css";
import { MATRIX_ROWS_PER_PAGE, pageRows, PREFILL_CONTEXTS_LISTED } from "./limits";
import { SpecBlocks } from "./spec-blocks";
import { CodeBlock } from "@/components/ui/code-block";
import { computeMatrixDescription } from "@/lib/discovery/describe";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { Badge } from "@/components/ui/badge";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ id: string }>; searchParams: SearchParams };

/** `?page=N` of the table of all measurements; anything else is page 1. */
const pageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Rendered on its first view and cached until the run changes (lib/cache). */
export function generateStaticParams() {
  return listPrerenderedParams("id");
}

/** One read per request, shared by generateMetadata and the page. */
const readRunMatrix = cache(async (id: string) => (id === PRERENDERED_PARAM ? null : getRunMatrix(id)));

type Cells = RunMatrix["matrixCells"];

/**
 * The table of a matrix too big for one page: the page asked for is read from the address at
 * request time; the rest of the page stays the cached one.
 */
async function PagedMeasurementsTable(props: { cells: Cells; runId: string; searchParams: SearchParams }) {
  const { cells, runId, searchParams } = props;
  const page = pageParam.parse((await searchParams).page);
  return <MeasurementsTable cells={cells} page={page} runId={runId} />;
}

function describeTitle(run: RunMatrix) {
  const hardware =
    `${run.hardware.count > 1 ? `${run.hardware.count}× ` : ""}${run.hardware.name} ` +
    `${formatNumber(run.hardware.memoryGB, 0)}GB`;
  return `${run.variant.model.name} on ${hardware}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const run = await readRunMatrix((await params).id);
  if (!run) return { title: "Matrix not found" };
  const facts = {
    modelName: run.variant.model.name,
    precision: run.variant.precision,
    hardwareName: run.hardware.name,
    engine: `${run.engine.name} ${run.engine.version}`.trim(),
    measuredAt: run.measuredAt,
  };
  return buildPageMetadata({
    title: [
      `Speed matrix · ${describeTitle(run)} ${run.variant.precision}`,
      facts.engine,
      formatIsoDate(run.measuredAt),
    ].join(" · "),
    description: computeMatrixDescription(facts),
    // ?page of a big matrix shows the same page's table further on.
    path: `/runs/${run.id}/matrix`,
    image: `/runs/${run.id}/share.png`,
  });
}

function range(values: number[], format: (value: number) => string) {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const lowest = sorted[0];
  const highest = sorted.at(-1);
  if (lowest === undefined || highest === undefined) return "none";
  return lowest === highest ? format(lowest) : `${format(lowest)}–${format(highest)}`;
}

export default async function MatrixPage({ params, searchParams }: Props) {
  const run = await readRunMatrix((await params).id);
  if (!run) notFound();
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
      <p className="eyebrow">Speed test matrix</p>
      <h1>{describeTitle(run)}</h1>
      <p className="meta-line">
        <span>
          {run.engine.name} · {run.engine.version} · {run.variant.precision}
        </span>
        <span>
          {contexts.length} contexts ({range(contexts, formatContext)}) × {concurrencies.length} concurrency levels (
          {range(concurrencies, String)})
        </span>
        {prefill.length > 0 && prefill.length <= PREFILL_CONTEXTS_LISTED && (
          <span>prefill at {prefill.map((cell) => formatContext(cell.contextTokens)).join(", ")}</span>
        )}
        {prefill.length > PREFILL_CONTEXTS_LISTED && (
          <span>
            prefill at {prefill.length} contexts (
            {range(
              prefill.map((cell) => cell.contextTokens),
              formatContext,
            )}
            )
          </span>
        )}
      </p>
      <p className="meta-line">
        {run.contributor && (
          <span>
            by{" "}
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
        <Badge>Measured</Badge>
        <Link href={`/runs/${run.id}`}>Run details →</Link>
      </p>

      {run.derived?.matrix && (
        <div className="section">
          <MatrixSummary summary={run.derived.matrix} ceilingTps={run.derived.decodeCeilingTps} />
        </div>
      )}

      <div className="section">
        <SpecBlocks run={run} />
      </div>

      <Section title="Launch command" id="launch-command">
        <CodeBlock label="Launch command" wrap>
          {run.launchCommand}
        </CodeBlock>
      </Section>

      {prefill.length > 0 && (
        <Section title="Prefill" id="prefill">
          <figure className={`card ${styles.chart}`}>
            <figcaption className="muted">
              Prompt tok/s (bars, left axis) and TTFT (dashed line, right axis) by context length
            </figcaption>
            <PrefillChart
              points={prefillShown.map((cell) => ({
                contextTokens: cell.contextTokens,
                promptTps: cell.totalTps,
                ttftMs: cell.ttftMs,
              }))}
            />
          </figure>
          <Table caption="prompt tok/s by context length">
            <TableHead columns={["Context", "Prompt tok/s", "TTFT"]} />
            <tbody>
              {prefillShown.map((cell) => (
                <tr key={cell.contextTokens}>
                  <HeaderCell scope="row">{formatContext(cell.contextTokens)} context</HeaderCell>
                  <td>{formatThroughput(cell.totalTps)}</td>
                  <td>{formatMs(cell.ttftMs)} TTFT</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {prefill.length > prefillShown.length && (
            <p className="muted">
              The first {prefillShown.length} of {prefill.length} prefill contexts; the others are in the table of all
              measurements.
            </p>
          )}
        </Section>
      )}

      <Section title="Sustained decode" id="decode">
        <DecodeGrid cells={run.matrixCells} />
        {hasOverCapacity && <p className="muted">{OVER_CAPACITY_NOTE}</p>}
        {meta.prefillMode === "integrated_decode_scout" && (
          <p className="muted">
            TTFT is measured after the benchmark warms the server&apos;s prompt cache, so it mostly excludes prefill.
          </p>
        )}
      </Section>

      <Section title="All measurements" id="all-measurements">
        {pageRows(run.matrixCells, 1).pages === 1 ? (
          <MeasurementsTable cells={run.matrixCells} page={1} runId={run.id} />
        ) : (
          <Suspense fallback={<MeasurementsTable cells={run.matrixCells} page={1} runId={run.id} />}>
            <PagedMeasurementsTable cells={run.matrixCells} runId={run.id} searchParams={searchParams} />
          </Suspense>
        )}
        {hasOverCapacity && <p className="muted">{OVER_CAPACITY_NOTE}</p>}
      </Section>
    </article>
  );
}
