import { ContextProfileChart } from "@/components/charts/lazy/context-profile-chart";
import { HeaderCell, Table } from "@/components/ui/table";
import { formatContext, formatMeasuredRate, formatMs } from "@/lib/format";
import { definitionAnchor, type FigureKey } from "@/lib/measurements/definitions";
import type { GroupRow, MeasurementGroup } from "@/lib/measurements/groups";
import { measurementHref } from "@/lib/measurements/search-params";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

function formatFigure(key: FigureKey, figure: GroupRow["figures"][FigureKey]): string {
  if (!figure) return "—";
  if (key === "ttftMeanMs" || key === "e2elMeanMs") return formatMs(figure.value);
  return formatMeasuredRate(figure.value, figure.std);
}

/** A group, or the part of it one page shows (`total`: its rows on every page; lib/measurements/run-pages.ts). */
type PagedGroup = MeasurementGroup & { total?: number };

/**
 * Every measurement of a run (or one page of them), grouped by what its figures mean, each group with its
 * context-scaling profiles (chart and table) when one kind of test was measured at several
 * depths. Suite tests keep their own cards above; here they appear with the rest, named. In English
 * unless a `locale` is given; the tools' own descriptions of their figures (lib/measurements) stay English.
 */
export function RunMeasurements({ groups, locale = "en" }: { groups: PagedGroup[]; locale?: Locale }) {
  const t = translate(locale, "RunMeasurements");
  const suiteName = (key: string) => translateSuiteTestName(locale, key);
  if (groups.length === 0) return <p className="muted">{t("none")}</p>;
  return (
    <>
      {groups.map((group) => (
        <div key={group.definition.key} className="measurement-group">
          <h3>
            {group.definition.tool}{" "}
            <span className="muted">· {t("count", { count: group.total ?? group.rows.length })}</span>
          </h3>
          <p className="muted">
            {group.definition.summary}{" "}
            <a href={getPathname({ locale, href: `/methodology#${definitionAnchor(group.definition.key)}` })}>
              {t("whatMean")}
            </a>
          </p>
          {group.profiles.map((profile) => (
            <figure key={profile.label} className="profile">
              <figcaption>
                {t("profileCaption", {
                  label: profile.label,
                  count: profile.points.length,
                  from: formatContext(profile.points[0]?.depth ?? 0),
                  to: formatContext(profile.points.at(-1)?.depth ?? 0),
                })}
              </figcaption>
              <div className="profile-charts">
                {splitProfileCharts(profile.figures).map((chart) => (
                  <ContextProfileChart
                    key={chart.name}
                    points={profile.points}
                    figures={chart.figures}
                    title={t("chartTitle", { name: t(chart.name), label: profile.label })}
                    texts={CATALOGUES[locale].ContextProfileChart}
                  />
                ))}
              </div>
            </figure>
          ))}
          <Table>
            <caption className="visually-hidden">{t("caption", { tool: group.definition.tool })}</caption>
            <thead>
              <tr>
                <HeaderCell>{t("test")}</HeaderCell>
                <HeaderCell>{t("depth")}</HeaderCell>
                <HeaderCell>{t("concurrency")}</HeaderCell>
                {group.figures.map((figure) => (
                  <HeaderCell key={figure} title={group.definition.figures[figure]}>
                    {t(figure)}
                  </HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.id}>
                  <HeaderCell scope="row">
                    <a
                      href={getPathname({
                        locale,
                        href: measurementHref({ definition: group.definition.key, test: row.label }),
                      })}
                      title={t("rankTitle")}
                    >
                      <code>{row.label}</code>
                    </a>
                    {row.testKey && <span className="muted"> · {t("suite", { name: suiteName(row.testKey) })}</span>}
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
function splitProfileCharts(
  figures: FigureKey[],
): Array<{ name: "figures" | "promptProcessing" | "generation"; figures: FigureKey[] }> {
  const prompt: FigureKey[] = figures.filter((figure) => figure === "prefillTps" || figure === "ttftMeanMs");
  const generation = figures.filter((figure) => !prompt.includes(figure));
  if (prompt.length === 0 || generation.length === 0) return [{ name: "figures", figures }];
  return [
    { name: "promptProcessing", figures: prompt },
    { name: "generation", figures: generation },
  ];
}
