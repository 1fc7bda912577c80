import type { Metadata } from "next";
import { NotReviewedBadge } from "@/components/not-reviewed-badge";
import { Table, TableHead } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { formatEngineName, formatIsoDate, formatThroughput } from "@/lib/format";
import { listMatrixRuns, MATRIX_RUN_LIMIT, type MatrixRunIndex } from "@/lib/matrix/data";
import { type MatrixRunQuery, parseMatrixRunSearch } from "@/lib/matrix/search-params";
import { FilterForm } from "@/components/ui/filter-form";

export const matrixRunsMetadata: Metadata = {
  title: "Matrix runs",
  description: "Every run with a context × concurrency speed matrix, newest first, by hardware and model.",
};

const COLUMNS = ["Model", "Precision", "Hardware", "Engine", "Peak decode tok/s", "Contexts × concurrency", "Measured"];

function describeCount(count: number): string {
  if (count === MATRIX_RUN_LIMIT) return `The newest ${count} matrix runs`;
  return count === 1 ? "1 matrix run" : `${count} matrix runs`;
}

/** The index of matrix runs for the filters in `search` (from the page, or its [view] path). */
export async function renderMatrixRunsPage(search: URLSearchParams) {
  if (isBuildPrerender()) return null;
  const query = parseMatrixRunSearch(search);
  const index = await listMatrixRuns(query);
  const count = index.runs.length;
  return (
    <>
      <h1>Matrix runs</h1>
      <p className="lead">
        Runs measured as a speed matrix: decode and prefill speed at each context length and number of concurrent
        requests (llm-inference-bench). Newest first; each opens its matrix.
      </p>
      <MatrixRunFilters query={query} index={index} />
      <Table caption={describeCount(count)}>
        <TableHead columns={COLUMNS} />
        <tbody>
          {index.runs.map((run) => (
            <tr key={run.runId}>
              <td>
                {/* A document load: a cached page, and the address a reader would share. */}
                <a href={`/runs/${run.runId}/matrix`}>{run.modelName}</a>
                {run.run.reviewState === "pending" && (
                  <>
                    {" "}
                    <NotReviewedBadge />
                  </>
                )}
              </td>
              <td>{run.precision}</td>
              <td>
                <a href={`/hardware/${run.hardwareSlug}`}>{run.run.hardware.name}</a>
              </td>
              <td>
                {formatEngineName(run.run.engine.name)} {run.run.engine.version}
              </td>
              <td>{formatThroughput(run.peakDecodeTps)}</td>
              <td>
                {run.contexts} × {run.concurrencies}
              </td>
              <td>{formatIsoDate(run.measuredAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {count === 0 && <p className="muted">No matrix run matches these filters.</p>}
    </>
  );
}

/** The hardware and model filters (FilterForm). */
function MatrixRunFilters({ query, index }: { query: MatrixRunQuery; index: MatrixRunIndex }) {
  return (
    <FilterForm
      action="/matrix-runs"
      label="Filter matrix runs"
      selects={[
        {
          name: "hardware",
          label: "Hardware",
          value: query.hardware,
          choices: index.hardware.map((hardware) => ({ value: hardware.slug, label: hardware.name })),
        },
        {
          name: "model",
          label: "Model",
          value: query.model,
          choices: index.models.map((model) => ({ value: model.slug, label: model.name })),
        },
      ]}
      reset={{ href: "/matrix-runs", label: "Show all" }}
    />
  );
}
