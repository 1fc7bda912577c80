import { Fragment } from "react";
import { COMPARE_LETTERS } from "@/components/charts/compare-palette";
import { HeaderCell, Table } from "@/components/ui/table";
import { formatDurationMs, formatNumber } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { computeDeltaPercent } from "@/lib/runs/compare";
import type { CompareRun } from "@/lib/runs/data";
import { SUITE_TESTS } from "@/lib/suite/definition";
import type { SuiteTestKey } from "@/lib/suite/test-keys";
import { CompareDelta } from "./compare-delta";
import { RunSwatch } from "./compare-runs";

function findTest(run: CompareRun, key: SuiteTestKey) {
  return run.derived?.tests.find((test) => test.key === key) ?? null;
}

/** The 11 suite tests: each run's headline tokens/s per user and TTFT, and the change against run A. */
export function CompareTable({ runs, labels, locale }: { runs: CompareRun[]; labels: string[]; locale: Locale }) {
  const [base] = runs;
  if (!base) return null;
  const t = translate(locale, "CompareTable");
  const faster = { better: t("faster"), worse: t("slower"), same: t("same") };
  const shorter = { better: t("shorterWait"), worse: t("longerWait"), same: t("same") };
  const letter = COMPARE_LETTERS[0] ?? "A";
  return (
    <Table>
      <caption>{t("caption")}</caption>
      <thead>
        <tr>
          <HeaderCell rowSpan={2}>{t("test")}</HeaderCell>
          {runs.map((run, index) => (
            <HeaderCell scope="colgroup" colSpan={index === 0 ? 2 : 4} key={run.id} style={{ textAlign: "center" }}>
              <RunSwatch index={index} />
              {labels[index]}
            </HeaderCell>
          ))}
        </tr>
        <tr>
          {runs.map((run, index) => (
            <Fragment key={run.id}>
              <HeaderCell>{t("perUserTps")}</HeaderCell>
              {index > 0 && <HeaderCell>{t("deltaTps", { letter })}</HeaderCell>}
              <HeaderCell>TTFT</HeaderCell>
              {index > 0 && <HeaderCell>{t("deltaTtft", { letter })}</HeaderCell>}
            </Fragment>
          ))}
        </tr>
      </thead>
      <tbody>
        {SUITE_TESTS.map((test, position) => {
          const baseTest = findTest(base, test.key);
          const baseHeadline = baseTest?.headline ?? null;
          return (
            <tr key={test.key}>
              <HeaderCell scope="row">
                {String(position + 1).padStart(2, "0")} {translateSuiteTestName(locale, test.key)}
              </HeaderCell>
              {runs.map((run, index) => {
                const figures = findTest(run, test.key);
                const headline = figures?.headline ?? null;
                const ttftMs = headline?.ttftS == null ? null : headline.ttftS * 1000;
                // A change in percent only between figures that both count: otherwise side by side, no verdict.
                const comparable = (baseTest?.counts ?? false) && (figures?.counts ?? false);
                return (
                  <Fragment key={run.id}>
                    <td>
                      {formatNumber(headline?.perUserTps ?? null, 2)}
                      {headline && figures && !figures.counts && <span className="cell-sub">{t("doesNotCount")}</span>}
                    </td>
                    {index > 0 && (
                      <td>
                        <CompareDelta
                          percent={
                            comparable ? computeDeltaPercent(baseHeadline?.perUserTps, headline?.perUserTps) : null
                          }
                          better="higher"
                          words={faster}
                        />
                      </td>
                    )}
                    <td>{formatDurationMs(ttftMs)}</td>
                    {index > 0 && (
                      <td>
                        <CompareDelta
                          percent={comparable ? computeDeltaPercent(baseHeadline?.ttftS, headline?.ttftS) : null}
                          better="lower"
                          words={shorter}
                        />
                      </td>
                    )}
                  </Fragment>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
