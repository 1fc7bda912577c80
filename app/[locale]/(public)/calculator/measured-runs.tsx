import { Link } from "@/components/locale-link";
import { HeaderCell, Table } from "@/components/ui/table";
import { EMPTY, formatEngineName, formatIsoDate, formatNumber, formatPercent } from "@/lib/format";
import type { CalculatorRunsQuery } from "@/lib/calculator/schema";
import { type InitialCalculatorRuns, useCalculatorRunsQuery } from "./use-calculator-runs-query";

type Props = {
  query: CalculatorRunsQuery;
  hardwareName: string | null;
  modelName: string | null;
  initialRuns: InitialCalculatorRuns | undefined;
};

/** The listed runs of the chosen hardware and model, with their single-request decode against the ceiling. */
export function MeasuredRuns({ query, hardwareName, modelName, initialRuns }: Props) {
  const { data: runs, error } = useCalculatorRunsQuery(query, initialRuns);
  if (!hardwareName || !modelName) {
    return <p className="muted">Pick a hardware and a model above to see the runs measured with that pair.</p>;
  }
  if (error) return <p role="alert">{error.message}</p>;
  if (!runs) return <p className="muted">Loading the measured runs…</p>;
  const pair = `${modelName}${query.precision ? ` at ${query.precision}` : ""} on ${hardwareName}`;
  if (runs.length === 0) return <p>No listed run of {pair} yet.</p>;
  return (
    <Table>
      <caption>
        {`${runs.length === 1 ? "1 measured run" : `${runs.length} measured runs`} of ${pair}.`} Efficiency is the
        measured single-request decode ÷ the weights-only ceiling of that run.
      </caption>
      <thead>
        <tr>
          <HeaderCell>Run</HeaderCell>
          <HeaderCell>Precision</HeaderCell>
          <HeaderCell>Engine</HeaderCell>
          <HeaderCell>Measured · 1 request</HeaderCell>
          <HeaderCell>Ceiling</HeaderCell>
          <HeaderCell>Efficiency</HeaderCell>
          <HeaderCell>Measured</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.runId}>
            <td>
              <Link prefetch={false} href={`/runs/${run.runId}`}>
                {run.modelName}
              </Link>
              {run.hasMatrix && (
                <>
                  {" · "}
                  <Link prefetch={false} href={`/runs/${run.runId}/matrix`}>
                    speed matrix
                  </Link>
                </>
              )}
            </td>
            <td>{run.precision}</td>
            <td>
              {formatEngineName(run.engineName)} {run.engineVersion}
            </td>
            <td>{run.singleRequestTps === null ? "not measured" : `${formatNumber(run.singleRequestTps, 1)} tok/s`}</td>
            <td>{run.decodeCeilingTps === null ? EMPTY : `${formatNumber(run.decodeCeilingTps, 1)} tok/s`}</td>
            <td>{formatPercent(run.efficiency)}</td>
            <td>{formatIsoDate(run.measuredAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
