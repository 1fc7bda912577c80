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
import { Check, ExampleBox, Formulas, Rule, fixed, plain, styles, type Example } from "./formula";

const n = SUITE_TESTS.length;
const k = QUALITY_BENCHMARKS.length;

/** Rule 6: the suitability score, with the worked example's every step. */
export function ScoreSection({ example }: { example: Example }) {
  return (
    <Section number="06" title="Suitability score (indicative)" id="score">
      <Rule>
        <p>
          The score condenses speed, waiting and vendor quality into one number from 0 to 100, for a first sort. It is
          indicative: the tests themselves decide whether a setup suits a use. Each test scores from 0 to 1 on a log
          scale: {plain(TPS_FLOOR)} token/s per user scores 0 and {plain(TPS_TARGET)} score 1; a wait of{" "}
          {plain(TTFT_CEILING_S)} s for the first token scores 0 and {plain(TTFT_TARGET_S)} s scores 1. The capacity
          sweep scores its capacity at p95 TTFT below 5 s, from {plain(CAPACITY_FLOOR)} req/s (0) to{" "}
          {plain(CAPACITY_TARGET)} req/s (1). “clamp” keeps a value between 0 and 1. A test that is missing or does not
          count scores 0.
        </p>
        <p>
          The quality part Q is the mean of three vendor-reported benchmarks ({QUALITY_BENCHMARKS.join(", ")}) divided
          by 100; a missing one counts 0, and the coverage says how many of the {k} are known. A run with only a speed
          matrix and no suite tests has no score.
        </p>
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
            note: "r: capacity in requests/s at p95 TTFT below 5 s.",
          },
          { formula: `S = (sum of the ${n} test scores) / ${n}` },
          {
            formula: `Q = (${QUALITY_BENCHMARKS.join(" + ")}) / 100 / ${k}`,
            note: `coverage = benchmarks known / ${k}`,
          },
          {
            formula: `score = 100 × (${plain(QUALITY_WEIGHT)} × Q + ${plain(SUITE_WEIGHT)} × S)`,
            note: "rounded to one decimal",
          },
        ]}
      />
      {example ? (
        <ScoreExample example={example} />
      ) : (
        <p className="muted">The worked example is unavailable: seed run 000 is not stored.</p>
      )}
    </Section>
  );
}

function ScoreExample({ example }: { example: NonNullable<Example> }) {
  const { tests, suite, quality, score } = example.steps.score;
  return (
    <ExampleBox id="example-score" title={`Score ${fixed(score.stored, 1)}`}>
      <Table caption="Test scores: T and L recomputed from the stored headline figures">
        <TableHead columns={["Test", "Tokens/s per user", "TTFT", "T", "L", "Test score", "Check"]} />
        <tbody>
          {tests.map((step) => (
            <tr key={step.key}>
              <HeaderCell scope="row">
                {step.name}
                {!step.counts && <span className="cell-sub">does not count: {step.reason}</span>}
              </HeaderCell>
              {step.kind === "capacity" ? (
                <td colSpan={4}>
                  capacity r = {formatRate(step.capacity?.value ?? null)}:{" "}
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
                <Check matches={step.matches} recomputed={fixed(step.testScore, 4)} />
              </td>
            </tr>
          ))}
          <tr className={styles.total}>
            <HeaderCell scope="row">Sum</HeaderCell>
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
        <Check matches={suite.matches} recomputed={fixed(suite.recomputed, 4)} />
      </p>
      <Table>
        <caption>
          Vendor quality, coverage {quality.coverage}/{k}
        </caption>
        <thead>
          <tr>
            <HeaderCell>Benchmark</HeaderCell>
            <HeaderCell>Value</HeaderCell>
            <HeaderCell>/ 100</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {quality.rows.map((row) => (
            <tr key={row.benchmark}>
              <HeaderCell scope="row">{row.benchmark}</HeaderCell>
              <td>{row.value === null ? "missing" : formatNumber(row.value, 1)}</td>
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
        <Check matches={quality.matches} recomputed={fixed(quality.recomputed, 3)} />
      </p>
      <p>
        <code>
          score = 100 × ({plain(QUALITY_WEIGHT)} × {fixed(quality.recomputed, 3)} + {plain(SUITE_WEIGHT)} ×{" "}
          {fixed(suite.recomputed, 4)}) = {fixed(score.unrounded, 2)}
        </code>
        , rounded to {fixed(score.recomputed, 1)}.
      </p>
      <p>
        Stored score: <strong className={styles.result}>{fixed(score.stored, 1)}</strong>{" "}
        <Check matches={score.matches} recomputed={fixed(score.recomputed, 1)} />
      </p>
      {!score.matches && (
        <p className={styles.mismatch} role="status">
          The stored score ({fixed(score.stored, 1)}) is not what the stored figures give under rules version{" "}
          {example.steps.rules.current} ({fixed(score.recomputed, 1)}). The site shows the stored score until the run is
          recomputed.
        </p>
      )}
    </ExampleBox>
  );
}

/** Rule 7: ranks. */
export function RanksSection({ example }: { example: Example }) {
  return (
    <Section number="07" title="Ranks" id="ranks">
      <Rule>
        <p>
          Runs are ranked by score among the listed runs (not hidden by moderation, contributor not suspended), best
          first. Equal scores share a rank and the next rank skips: 1, 1, 3. A run without a score (a speed matrix only)
          has no rank. A rank is counted when the page is shown, so it moves as runs arrive.
        </p>
      </Rule>
      <Formulas lines={[{ formula: "rank = 1 + number of listed runs with a higher score" }]} />
      {example && (
        <ExampleBox id="example-ranks" title={example.run.rank === null ? "No rank" : `Rank ${example.run.rank}`}>
          <p>
            With its stored score of {fixed(example.run.storedScore, 1)}, seed 000 is{" "}
            {example.run.rank === null ? "not ranked" : `rank ${example.run.rank} among the listed runs today`}.
          </p>
        </ExampleBox>
      )}
    </Section>
  );
}
