import { ContextProfileChart } from "@/components/charts/lazy";
import { HeaderCell, Table } from "@/components/ui/table";
import { formatContext, formatMs, formatNumber, formatThroughput } from "@/lib/format";
import { definitionAnchor, type FigureKey } from "@/lib/measurements/definitions";
import type { GroupRow, MeasurementGroup } from "@/lib/measurements/groups";
import { measurementHref } from "@/lib/measurements/search-params";
import { getSuiteTestName } from "@/lib/suite/definition";

const HEADERS: Record<FigureKey, string> = {
  prefillTps: "Prompt tok/s",
  perUserTps: "Generation tok/s",
  totalTps: "Total tok/s",
  ttftMeanMs: "TTFT",
  e2elMeanMs: "Latency",
};

function formatFigure(key: FigureKey, figure: GroupRow["figures"][FigureKey]): string {
  if (!figure) return "—";
  if (key === "ttftMeanMs" || key === "e2elMeanMs") return formatMs(figure.value);
  const value = formatThroughput(figure.value);
  return figure.std !== null && figure.std > 0 ? `${value} ± ${formatNumber(figure.std, 2)}` : value;
}

/**
 * Every measurement of a run, grouped by what its figures mean, each group with its
 * context-scaling profiles (chart and table) when one kind of test was measured at several
 * depths. Suite tests keep their own cards above; here they appear with the rest, named.
 */
export function RunMeasurements({ groups }: { groups: MeasurementGroup[] }) {
  if (groups.length === 0) return <p className="muted">This run has no measurements outside its speed matrix.</p>;
  return (
    <>
      {groups.map((group) => (
        <div key={group.definition.key} className="measurement-group">
          <h3>
            {group.definition.tool}{" "}
            <span className="muted">
              · {group.rows.length === 1 ? "1 measurement" : `${group.rows.length} measurements`}
            </span>
          </h3>
          <p className="muted">
            {group.definition.summary}{" "}
            <a href={`/methodology#${definitionAnchor(group.definition.key)}`}>What these figures mean</a>
          </p>
          {group.profiles.map((profile) => (
            <figure key={profile.label} className="profile">
              <figcaption>
                Context scaling of {profile.label}: {profile.points.length} depths from{" "}
                {formatContext(profile.points[0]?.depth ?? 0)}
                {" to "}
                {formatContext(profile.points.at(-1)?.depth ?? 0)} tokens
              </figcaption>
              <div className="profile-charts">
                {splitProfileCharts(profile.figures).map((chart) => (
                  <ContextProfileChart
                    key={chart.name}
                    points={profile.points}
                    figures={chart.figures}
                    title={`${chart.name}: context scaling of ${profile.label}`}
                  />
                ))}
              </div>
            </figure>
          ))}
          <Table>
            <caption className="visually-hidden">{group.definition.tool} measurements</caption>
            <thead>
              <tr>
                <HeaderCell>Test</HeaderCell>
                <HeaderCell>Depth</HeaderCell>
                <HeaderCell>Concurrency</HeaderCell>
                {group.figures.map((figure) => (
                  <HeaderCell key={figure} title={group.definition.figures[figure]}>
                    {HEADERS[figure]}
                  </HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.id}>
                  <HeaderCell scope="row">
                    <a
                      href={measurementHref({ definition: group.definition.key, test: row.label })}
                      title="Rank every run that measured this test"
                    >
                      <code>{row.label}</code>
                    </a>
                    {row.testKey && <span className="muted"> · suite: {getSuiteTestName(row.testKey)}</span>}
                  </HeaderCell>
                  <td>{formatContext(row.depth)}</td>
                  <td>{row.concurrency ?? "—"}</td>
                  {group.figures.map((figure) => (
                    <td key={figure}>{formatFigure(figure, row.figures[figure])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      ))}
    </>
  );
}

/**
 * A profile's figures as two charts when it has both phases: prompt processing (prompt tok/s and
 * the wait for the first token) and generation (its tok/s). On one speed axis thousands of prompt
 * tokens a second flatten tens of generated ones to a line along zero.
 */
function splitProfileCharts(figures: FigureKey[]): Array<{ name: string; figures: FigureKey[] }> {
  const prompt: FigureKey[] = figures.filter((figure) => figure === "prefillTps" || figure === "ttftMeanMs");
  const generation = figures.filter((figure) => !prompt.includes(figure));
  if (prompt.length === 0 || generation.length === 0) return [{ name: "Figures", figures }];
  return [
    { name: "Prompt processing", figures: prompt },
    { name: "Generation", figures: generation },
  ];
}
