import { Link } from "@/components/locale-link";
import { HeaderCell, Table } from "@/components/ui/table";
import { EMPTY, formatEngineName, formatIsoDate, formatNumber, formatPercent } from "@/lib/format";
import type { CalculatorRunsQuery } from "@/lib/calculator/schema";
import { fill, type Texts } from "@/lib/i18n/fill";
import { type InitialCalculatorRuns, useCalculatorRunsQuery } from "./use-calculator-runs-query";

type Props = {
  query: CalculatorRunsQuery;
  hardwareName: string | null;
  modelName: string | null;
  initialRuns: InitialCalculatorRuns | undefined;
  texts: Texts<"Calculator">;
};

/** The listed runs of the chosen hardware and model, with their single-request decode against the ceiling. */
export function MeasuredRuns({ query, hardwareName, modelName, initialRuns, texts }: Props) {
  const { data: runs, error } = useCalculatorRunsQuery(query, initialRuns);
  if (!hardwareName || !modelName) return <p className="muted">{texts.pickPair}</p>;
  if (error) return <p role="alert">{texts.loadError}</p>;
  if (!runs) return <p className="muted">{texts.loading}</p>;
  const names = { model: modelName, precision: query.precision ?? "", hardware: hardwareName };
  const pair = fill(query.precision ? texts.pairAt : texts.pair, names);
  if (runs.length === 0) return <p>{fill(texts.noRuns, { pair })}</p>;
  return (
    <Table>
      <caption>
        {fill(runs.length === 1 ? texts.runsCaptionOne : texts.runsCaptionOther, { count: runs.length, pair })}
      </caption>
      <thead>
        <tr>
          <HeaderCell>{texts.run}</HeaderCell>
          <HeaderCell>{texts.precision}</HeaderCell>
          <HeaderCell>{texts.engine}</HeaderCell>
          <HeaderCell>{texts.singleRequest}</HeaderCell>
          <HeaderCell>{texts.ceilingColumn}</HeaderCell>
          <HeaderCell>{texts.efficiency}</HeaderCell>
          <HeaderCell>{texts.measuredOn}</HeaderCell>
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
                    {texts.speedMatrix}
                  </Link>
                </>
              )}
            </td>
            <td>{run.precision}</td>
            <td>
              {formatEngineName(run.engineName)} {run.engineVersion}
            </td>
            <td>
              {run.singleRequestTps === null ? texts.notMeasured : `${formatNumber(run.singleRequestTps, 1)} tok/s`}
            </td>
            <td>{run.decodeCeilingTps === null ? EMPTY : `${formatNumber(run.decodeCeilingTps, 1)} tok/s`}</td>
            <td>{formatPercent(run.efficiency)}</td>
            <td>{formatIsoDate(run.measuredAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
