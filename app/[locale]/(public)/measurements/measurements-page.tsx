import "server-only";
import type { Metadata } from "next";
import { HeaderCell, Table } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { formatIsoDate, formatMs, formatNumber, formatThroughput } from "@/lib/format";
import { listMeasuredTests, type MeasuredTest, rankRunsByMeasurement } from "@/lib/measurements/data";
import { definitionAnchor, type FigureKey, getDefinition } from "@/lib/measurements/definitions";
import { measurementHref, type MeasurementQuery, parseMeasurementSearch } from "@/lib/measurements/search-params";
import styles from "./measurements.module.css";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { FilterForm } from "@/components/ui/filter-form";
import { Badge } from "@/components/ui/badge";

export const measurementsMetadata: Metadata = buildPageMetadata({
  title: "Measurements leaderboard",
  description:
    "Rank every run that measured one test of one tool, such as llama-bench tg128 or llama-benchy pp2048 at 100k " +
    "context, by hardware, precision and engine.",
  path: "/measurements",
});

const FIGURE_HEADERS: Record<FigureKey, string> = {
  prefillTps: "Prompt tok/s",
  perUserTps: "Generation tok/s",
  totalTps: "Total tok/s",
  ttftMeanMs: "TTFT",
  e2elMeanMs: "Latency",
};

function formatFigure(key: FigureKey, value: number | undefined): string {
  if (value === undefined) return "—";
  return key === "ttftMeanMs" || key === "e2elMeanMs" ? formatMs(value) : formatThroughput(value);
}

/**
 * One test of one tool, every run that measured it ranked: what a llama.cpp user asks ("how fast
 * is tg128 of this GGUF on a 3090 vs a 7900 XTX?"). Figures of other definitions never share its
 * columns. Without a test, the list of every test measured.
 */
export async function renderMeasurementsPage(search: URLSearchParams) {
  if (isBuildPrerender()) return null;
  const query = parseMeasurementSearch(search);
  const ranking = await rankRunsByMeasurement(query);
  if (!ranking || !query.definition || !query.test) return <TestIndex tests={await listMeasuredTests()} />;
  const definition = getDefinition(query.definition, query.definition);
  const others = (["prefillTps", "perUserTps", "totalTps", "ttftMeanMs"] as FigureKey[]).filter(
    (figure) => figure !== ranking.rankBy && definition.figures[figure] !== undefined,
  );
  return (
    <>
      <p className="eyebrow">
        <a href="/measurements">Measurements leaderboard</a>
      </p>
      <h1>
        {definition.tool} <code>{query.test}</code>
      </h1>
      <p className="lead">
        {ranking.runs.length === 1 ? "1 listed run" : `${ranking.runs.length} listed runs`} measured this test, ranked
        by {FIGURE_HEADERS[ranking.rankBy].toLowerCase()}: {definition.figures[ranking.rankBy]}{" "}
        <a href={`/methodology#${definitionAnchor(definition.key)}`}>How this tool measures</a>
      </p>
      <SetupFilters query={query} options={ranking.options} />
      {ranking.runs.length === 0 ? (
        <p>No listed run with this setup measured this test.</p>
      ) : (
        <Table>
          <caption className="visually-hidden">
            Runs ranked by {definition.tool} {query.test}
          </caption>
          <thead>
            <tr>
              <HeaderCell>Rank</HeaderCell>
              <HeaderCell>Model</HeaderCell>
              <HeaderCell>Hardware</HeaderCell>
              <HeaderCell>Engine</HeaderCell>
              <HeaderCell>{FIGURE_HEADERS[ranking.rankBy]}</HeaderCell>
              {others.map((figure) => (
                <HeaderCell key={figure}>{FIGURE_HEADERS[figure]}</HeaderCell>
              ))}
              <HeaderCell>Measured</HeaderCell>
            </tr>
          </thead>
          <tbody>
            {ranking.runs.map((run) => (
              <tr key={run.runId}>
                <td>{run.rank}</td>
                <HeaderCell scope="row">
                  <a href={`/runs/${run.runId}`}>
                    {run.modelName} {run.precision}
                  </a>
                  {run.reviewState === "pending" && <Badge tone="warning">Not reviewed yet</Badge>}
                </HeaderCell>
                <td>
                  <a href={`/hardware/${run.hardwareSlug}`}>{run.hardwareName}</a>
                </td>
                <td>{run.engine}</td>
                <td>
                  <strong>{formatThroughput(run.value)}</strong>
                  {run.std !== null && run.std > 0 && <span className="muted"> ± {formatNumber(run.std, 2)}</span>}
                </td>
                {others.map((figure) => (
                  <td key={figure}>{formatFigure(figure, run.figures[figure])}</td>
                ))}
                <td>{formatIsoDate(run.measuredAt)}</td>
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
}: {
  query: MeasurementQuery;
  options: { hardware: Array<{ slug: string; name: string }>; precision: string[]; engine: string[] };
}) {
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));
  return (
    <FilterForm
      action="/measurements"
      label="Narrow the setup"
      keep={{ definition: query.definition, test: query.test }}
      selects={[
        {
          name: "hardware",
          label: "Hardware",
          value: query.hardware,
          choices: options.hardware.map((hardware) => ({ value: hardware.slug, label: hardware.name })),
        },
        { name: "precision", label: "Precision", value: query.precision, choices: plain(options.precision) },
        { name: "engine", label: "Engine", value: query.engine, choices: plain(options.engine) },
      ]}
    />
  );
}

function TestIndex({ tests }: { tests: MeasuredTest[] }) {
  const byDefinition = new Map<string, MeasuredTest[]>();
  for (const test of tests) byDefinition.set(test.definition, [...(byDefinition.get(test.definition) ?? []), test]);
  return (
    <>
      <h1>Measurements leaderboard</h1>
      <p className="lead">
        Pick a test as a tool names it and rank every run that measured it: llama-bench <code>tg128</code>, a
        llama-benchy prompt at 100k tokens of context, a vLLM serving benchmark. Only figures of the same definition are
        ranked together (<a href="/methodology#definitions">what each tool&apos;s figures mean</a>).
      </p>
      {tests.length === 0 && <p>No listed run has measurements yet.</p>}
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
                  <a href={measurementHref({ definition: key, test: test.test })}>
                    <code>{test.test}</code>
                  </a>{" "}
                  <span className="muted">{test.runs === 1 ? "1 run" : `${test.runs} runs`}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
