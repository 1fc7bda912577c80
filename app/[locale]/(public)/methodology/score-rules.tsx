import { Section } from "@/components/section";
import { HeaderCell, NumericCell, Table, TableHead } from "@/components/ui/table";
import { formatDurationMs, formatNumber, formatRate } from "@/lib/format";
import {
  CAPACITY_FLOOR,
  CAPACITY_TARGET,
  QUALITY_BENCHMARKS,
  QUALITY_WEIGHT,
  SUITE_WEIGHT,
  TPS_FLOOR,
  TPS_TARGET,
  TTFT_CEILING_S,
  TTFT_TARGET_S,
} from "@/lib/scoring/rules";
import { SUITE_TESTS } from "@/lib/suite/definition";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { Check, ExampleBox, Formulas, Rule, fixed, plain, type RuleProps, styles, type Example } from "./formula";

const n = SUITE_TESTS.length;
const k = QUALITY_BENCHMARKS.length;

/** Rule 6: the suitability score, with the worked example's every step. */
export function ScoreSection({ example, locale }: RuleProps) {
  const t = translate(locale, "MethodologyScore");
  return (
    <Section number="06" title={t("title")} id="score">
      <Rule>
        <p>
          {t("rule", {
            tpsFloor: plain(TPS_FLOOR),
            tpsTarget: plain(TPS_TARGET),
            ttftCeiling: plain(TTFT_CEILING_S),
            ttftTarget: plain(TTFT_TARGET_S),
            capacityFloor: plain(CAPACITY_FLOOR),
            capacityTarget: plain(CAPACITY_TARGET),
          })}
        </p>
        <p>{t("quality", { benchmarks: QUALITY_BENCHMARKS.join(", "), count: k })}</p>
      </Rule>
      <Formulas
        lines={[
          { formula: `T = clamp( ln(tokens/s per user / ${plain(TPS_FLOOR)}) / ln ${plain(TPS_TARGET / TPS_FLOOR)} )` },
          {
            formula: `L = clamp( ln(${plain(TTFT_CEILING_S)} / TTFT_s) / ln ${plain(TTFT_CEILING_S / TTFT_TARGET_S)} )`,
          },
          { formula: "test score = √(T × L)" },
          {
            formula:
              `capacity test score = clamp( ln(r / ${plain(CAPACITY_FLOOR)}) / ln ` +
              `${plain(CAPACITY_TARGET / CAPACITY_FLOOR)} )`,
            note: t("capacityNote"),
          },
          { formula: `S = (sum of the ${n} test scores) / ${n}` },
          {
            formula: `Q = (${QUALITY_BENCHMARKS.join(" + ")}) / 100 / ${k}`,
            note: `coverage = benchmarks known / ${k}`,
          },
          {
            formula: `score = 100 × (${plain(QUALITY_WEIGHT)} × Q + ${plain(SUITE_WEIGHT)} × S)`,
            note: t("roundedNote"),
          },
        ]}
      />
      {example ? <ScoreExample example={example} locale={locale} /> : <p className="muted">{t("unavailable")}</p>}
    </Section>
  );
}

function ScoreExample({ example, locale }: { example: NonNullable<Example>; locale: Locale }) {
  const { tests, suite, quality, score } = example.steps.score;
  const t = translate(locale, "MethodologyScore");
  return (
    <ExampleBox id="example-score" title={t("example", { score: fixed(score.stored, 1) })} locale={locale}>
      <Table caption={t("testsCaption")}>
        <TableHead columns={[t("test"), t("perUser"), "TTFT", "T", "L", t("testScore"), t("check")]} />
        <tbody>
          {tests.map((step) => (
            <tr key={step.key}>
              <HeaderCell scope="row">
                {translateSuiteTestName(locale, step.key)}
                {!step.counts && <span className="cell-sub">{t("doesNotCount", { reason: step.reason ?? "—" })}</span>}
              </HeaderCell>
              {step.kind === "capacity" ? (
                <td colSpan={4}>
                  {t("capacityR", { value: formatRate(step.capacity?.value ?? null) })}:{" "}
                  <code>
                    ln({plain(step.capacity?.value ?? 0)} / {plain(CAPACITY_FLOOR)}) / ln{" "}
                    {plain(CAPACITY_TARGET / CAPACITY_FLOOR)}
                  </code>
                </td>
              ) : (
                <>
                  <NumericCell value={step.perUserTps} digits={2} />
                  <td>{formatDurationMs(step.ttftS === null ? null : step.ttftS * 1000)}</td>
                  <td>{fixed(step.t, 4)}</td>
                  <td>{fixed(step.l, 4)}</td>
                </>
              )}
              <td>{fixed(step.storedTestScore, 4)}</td>
              <td>
                <Check matches={step.matches} recomputed={fixed(step.testScore, 4)} locale={locale} />
              </td>
            </tr>
          ))}
          <tr className={styles.total}>
            <HeaderCell scope="row">{t("sum")}</HeaderCell>
            <td colSpan={4} />
            <td>{fixed(suite.sum, 4)}</td>
            <td />
          </tr>
        </tbody>
      </Table>
      <p>
        <code>
          S = {fixed(suite.sum, 4)} / {suite.testCount}
        </code>{" "}
        = <strong className={styles.result}>{fixed(suite.stored, 4)}</strong>{" "}
        <Check matches={suite.matches} recomputed={fixed(suite.recomputed, 4)} locale={locale} />
      </p>
      <Table>
        <caption>{t("qualityCaption", { coverage: quality.coverage, count: k })}</caption>
        <thead>
          <tr>
            <HeaderCell>{t("benchmark")}</HeaderCell>
            <HeaderCell>{t("value")}</HeaderCell>
            <HeaderCell>/ 100</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {quality.rows.map((row) => (
            <tr key={row.benchmark}>
              <HeaderCell scope="row">{row.benchmark}</HeaderCell>
              <td>{row.value === null ? t("missing") : formatNumber(row.value, 1)}</td>
              <td>{fixed(row.share, 3)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        <code>
          Q = ({quality.rows.map((row) => fixed(row.share, 3)).join(" + ")}) / {k}
        </code>{" "}
        = <strong className={styles.result}>{fixed(quality.stored, 3)}</strong>{" "}
        <Check matches={quality.matches} recomputed={fixed(quality.recomputed, 3)} locale={locale} />
      </p>
      <p>
        <code>
          score = 100 × ({plain(QUALITY_WEIGHT)} × {fixed(quality.recomputed, 3)} + {plain(SUITE_WEIGHT)} ×{" "}
          {fixed(suite.recomputed, 4)}) = {fixed(score.unrounded, 2)}
        </code>
        {t("rounded", { value: fixed(score.recomputed, 1) })}
      </p>
      <p>
        {t("stored")} <strong className={styles.result}>{fixed(score.stored, 1)}</strong>{" "}
        <Check matches={score.matches} recomputed={fixed(score.recomputed, 1)} locale={locale} />
      </p>
      {!score.matches && (
        <p className={styles.mismatch} role="status">
          {t("mismatch", {
            stored: fixed(score.stored, 1),
            version: example.steps.rules.current,
            recomputed: fixed(score.recomputed, 1),
          })}
        </p>
      )}
    </ExampleBox>
  );
}

/** Rule 7: ranks. */
export function RanksSection({ example, locale }: RuleProps) {
  const t = translate(locale, "MethodologyScore");
  return (
    <Section number="07" title={t("ranksTitle")} id="ranks">
      <Rule>
        <p>{t("ranksRule")}</p>
      </Rule>
      <Formulas lines={[{ formula: "rank = 1 + number of listed runs with a higher score" }]} />
      {example && (
        <ExampleBox
          id="example-ranks"
          title={example.run.rank === null ? t("noRank") : t("rank", { rank: example.run.rank })}
          locale={locale}
        >
          <p>
            {example.run.rank === null
              ? t("ranksUnranked", { score: fixed(example.run.storedScore, 1) })
              : t("ranksExample", { score: fixed(example.run.storedScore, 1), rank: example.run.rank })}
          </p>
        </ExampleBox>
      )}
    </Section>
  );
}
