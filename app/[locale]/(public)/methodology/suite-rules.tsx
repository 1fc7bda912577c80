import type { ReactNode } from "react";
import { Section } from "@/components/section";
import { HeaderCell, NumericCell, Table, TableHead } from "@/components/ui/table";
import { formatDurationMs, formatNumber, formatPercent } from "@/lib/format";
import { MIN_SUCCESS_RATIO, THROUGHPUT_TEST } from "@/lib/scoring/rules";
import { getSuiteTestName, REFERENCE_CONCURRENCY, SUITE_TESTS } from "@/lib/suite/definition";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { translate } from "@/lib/i18n/translate";
import { Check, ExampleBox, Formulas, Rule, plain, type RuleProps, styles } from "./formula";

const throughputTestName = getSuiteTestName(THROUGHPUT_TEST);
const successShare = formatPercent(MIN_SUCCESS_RATIO);

/** Rule 1: which tests count. */
export function EligibilitySection({ example, locale }: RuleProps) {
  const figures = example?.run.figures;
  const t = translate(locale, "MethodologySuite");
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <Section number="01" title={t("eligibilityTitle")} id="eligibility">
      <Rule>
        <p>{t.rich("eligibilityIntro", { strong })}</p>
        <ul>
          <li>{t("eligibilityMeasured")}</li>
          <li>{t("eligibilityComplete")}</li>
          <li>{t.rich("eligibilitySanity", { link: (chunks) => <a href="#review">{chunks}</a> })}</li>
          <li>{t("eligibilityHeadline")}</li>
          <li>{t("eligibilityOpenLoop", { share: successShare })}</li>
        </ul>
        <p>{t("eligibilityFails")}</p>
      </Rule>
      <Formulas lines={[{ formula: `reliable benches = tests that count / ${SUITE_TESTS.length}` }]} />
      {figures && (
        <ExampleBox
          id="example-eligibility"
          title={t("eligibilityExample", { count: figures.reliableCount, total: figures.testCount })}
          locale={locale}
        >
          <Table caption={t("eligibilityCaption")}>
            <thead>
              <tr>
                <HeaderCell>{t("test")}</HeaderCell>
                <HeaderCell className={styles.label}>{t("counts")}</HeaderCell>
                <HeaderCell className={styles.label}>{t("reason")}</HeaderCell>
              </tr>
            </thead>
            <tbody>
              {figures.tests.map((test) => (
                <tr key={test.key}>
                  <HeaderCell scope="row">{translateSuiteTestName(locale, test.key)}</HeaderCell>
                  <td className={styles.label}>{test.counts ? t("included") : t("notIncluded")}</td>
                  <td className={styles.text}>{test.reason ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rule 2: the two headline figures of a test. */
export function HeadlineSection({ example, locale }: RuleProps) {
  const figures = example?.run.figures;
  const t = translate(locale, "MethodologySuite");
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <Section number="02" title={t("headlineTitle")} id="headline">
      <Rule>
        <p>{t("headlineIntro")}</p>
        <ul>
          <li>{t.rich("headlineClosed", { strong, concurrency: REFERENCE_CONCURRENCY })}</li>
          <li>{t.rich("headlineOpen", { strong })}</li>
        </ul>
      </Rule>
      <Formulas lines={[{ formula: "open loop: tokens/s per user = 1000 / mean TPOT (ms)" }]} />
      {figures && (
        <ExampleBox id="example-headline" title={t("headlineExample")} locale={locale}>
          <Table caption={t("headlineCaption")}>
            <TableHead columns={[t("test"), t("readAt"), t("perUser"), "TTFT"]} />
            <tbody>
              {figures.tests.map(({ key, headline: h }) => (
                <tr key={key}>
                  <HeaderCell scope="row">{translateSuiteTestName(locale, key)}</HeaderCell>
                  <td>
                    {h === null
                      ? "—"
                      : h.concurrency !== null
                        ? t("readAtRung", { concurrency: h.concurrency, prompt: h.promptTokens ?? "—" })
                        : `${h.requestRate === null ? "—" : plain(h.requestRate, 3)} req/s`}
                  </td>
                  <NumericCell value={h?.perUserTps ?? null} digits={2} />
                  <td>
                    {formatDurationMs(h?.ttftS == null ? null : h.ttftS * 1000)}
                    {h && <span className="cell-sub">{h.ttftKind}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rule 3: effective throughput and the run's headline Throughput. */
export function ThroughputSection({ example, locale }: RuleProps) {
  const steps = example?.steps.throughput;
  const t = translate(locale, "MethodologySuite");
  return (
    <Section number="03" title={t("throughputTitle")} id="throughput">
      <Rule>
        <p>{t("throughputIntro")}</p>
      </Rule>
      <Formulas
        lines={[
          { formula: "effective tokens/s = c × tg / (TTFT_s + tg / tokens/s per user)" },
          {
            formula: `Throughput = effective tokens/s of ${throughputTestName}`,
            note: t("throughputNote"),
          },
        ]}
      />
      {steps && (
        <ExampleBox
          id="example-throughput"
          title={
            steps.throughputTps === null
              ? t("throughputNone", { test: translateSuiteTestName(locale, THROUGHPUT_TEST) })
              : t("throughputExample", { value: formatNumber(steps.throughputTps, 1) })
          }
          locale={locale}
        >
          <Table caption={t("throughputCaption")}>
            <TableHead columns={[t("test"), "c × tg / (TTFT_s + tg / tokens/s)", t("effectiveTps"), t("check")]} />
            <tbody>
              {steps.rows.map((row) => (
                <tr key={row.key}>
                  <HeaderCell scope="row">
                    {translateSuiteTestName(locale, row.key)}
                    {row.headlineFigure && <span className="cell-sub">{t("runThroughput")}</span>}
                  </HeaderCell>
                  <td>
                    {row.concurrency !== null &&
                    row.genTokens !== null &&
                    row.ttftS !== null &&
                    row.perUserTps !== null ? (
                      <code>
                        {row.concurrency} × {row.genTokens} / ({plain(row.ttftS)} + {row.genTokens} /{" "}
                        {plain(row.perUserTps)})
                      </code>
                    ) : (
                      "—"
                    )}
                  </td>
                  <NumericCell value={row.stored} />
                  <td>
                    <Check matches={row.matches} recomputed={formatNumber(row.recomputed, 1)} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ExampleBox>
      )}
    </Section>
  );
}
