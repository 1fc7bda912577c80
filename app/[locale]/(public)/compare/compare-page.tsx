import "server-only";
import type { Metadata } from "next";
import { CompareDecodeLines, CompareTestBars } from "@/components/charts/lazy";
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

export const compareMetadata: Metadata = buildPageMetadata({
  title: "Compare runs",
  description:
    "Up to four measured runs side by side: per-user tokens per second, time to first token and capacity for " +
    "each test of the suite.",
  path: "/compare",
});

function testRows(runs: CompareRun[]) {
  return SUITE_TESTS.map((test) => {
    const row: Record<string, number | string | null> = { test: test.name };
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
export async function renderComparePage(search: URLSearchParams) {
  if (isBuildPrerender()) return null;
  const { ids, extra, invalid } = parseCompareIds(search.getAll("runs"));
  const runs = ids.length > 0 ? await listRunsForCompare(ids) : [];
  const unknown = [...invalid, ...ids.filter((id) => !runs.some((run) => run.id === id))];
  const current = runs.map((run) => run.id);
  const notices = (
    <>
      {unknown.length > 0 && (
        <p className={styles.notice} role="status">
          No public run has the id{" "}
          {unknown.map((id, i) => (
            <span key={id}>
              {i > 0 && ", "}
              <code>{id}</code>
            </span>
          ))}
          ; {unknown.length === 1 ? "it is" : "they are"} left out.
        </p>
      )}
      {extra > 0 && (
        <p className={styles.notice} role="status">
          At most {MAX_COMPARE} runs are compared at once: the first {MAX_COMPARE} distinct ids are shown, {extra} more
          left out.
        </p>
      )}
    </>
  );

  const [baseline] = runs;
  if (!baseline || runs.length < MIN_COMPARE) {
    const latest = await listLatestRuns(12);
    return (
      <>
        <h1>Compare runs</h1>
        <p className="lead">
          Put two to four runs side by side: their headline figures, each suite test&apos;s tokens/s per user and wait
          for the first token with the change in percent, and their speed matrices overlaid.
        </p>
        {notices}
        {runs.length === 1 && (
          <Section title="Chosen run" id="chosen">
            <CompareRuns runs={runs} />
          </Section>
        )}
        <Section title={runs.length === 1 ? "Compare with…" : "Pick a first run"} id="pick">
          <ComparePicker current={current} candidates={latest} />
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
      <h1>Compare runs</h1>
      <p className="lead">
        {runs.length} runs side by side. Run A is the baseline every change is measured against; these runs measure
        speed and waiting, not the quality of the answers.
        {shared.length > 0 && <> All of them: {shared.join(" · ")}.</>}
      </p>
      {notices}
      <Section title="Runs" id="runs">
        <CompareRuns runs={runs} />
        {runs.length < MAX_COMPARE && (
          <details style={{ marginTop: "1rem" }}>
            <summary>Add another run</summary>
            <ComparePicker current={current} candidates={await listLatestRuns(12)} />
          </details>
        )}
        <p className="meta-line" style={{ marginTop: "0.8rem" }}>
          <a href={buildCompareHref([...current.slice(1), baseline.id])}>Rotate the baseline</a>
        </p>
      </Section>
      <Section title={`Test suite · ${SUITE_TESTS.length} benchmarks`} id="suite">
        {withSuite ? (
          <>
            {baseline.derived?.suiteScore == null && (
              <p className={styles.notice}>
                Run A holds no suite tests, so there is nothing to measure changes against:{" "}
                <a href={buildCompareHref([...current.slice(1), baseline.id])}>rotate the baseline</a>.
              </p>
            )}
            <CompareTable runs={runs} labels={labels} />
            <div style={{ marginTop: "1rem" }}>
              <CompareTestBars series={series} rows={testRows(runs)} />
            </div>
          </>
        ) : (
          <p className="muted">None of these runs holds suite tests; they hold speed matrices only.</p>
        )}
      </Section>
      <Section title="Launch commands" id="commands">
        <CompareCommands runs={runs} labels={labels} />
      </Section>
      {matrixRuns.length > 0 && (
        <Section title="Speed matrix · decode by concurrency" id="matrix">
          <CompareDecodeLines
            series={matrixRuns.map(({ index }, position) => ({
              key: `r${position}`,
              label: labels[index] ?? "",
              color: getCompareColor(index),
            }))}
            cells={matrixRuns.map(({ run }) => run.matrixCells)}
          />
        </Section>
      )}
    </>
  );
}
