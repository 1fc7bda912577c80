import { RunNotes } from "@/components/run-notes";
import { Section } from "@/components/section";
import { HeaderCell, Table } from "@/components/ui/table";
import { formatDate, formatNumber } from "@/lib/format";
import { RULES_VERSION } from "@/lib/scoring/rules";
import { ExampleBox, Formulas, Rule, styles, type Example } from "./formula";

/** What changed in each rules version, newest first. */
const VERSIONS: Array<{ version: number; changes: string }> = [
  { version: 1, changes: "The first version: the rules on this page." },
];

const REVIEW_STATES = { pending: "pending (not reviewed yet)", passed: "passed", failed: "failed" } as const;

/** Rule 9: summaries of a context × concurrency speed matrix. */
export function MatrixSection({ example }: { example: Example }) {
  const matrix = example?.run.figures.matrix ?? null;
  return (
    <Section number="09" title="Speed matrix summaries" id="matrix">
      <Rule>
        <p>
          A speed matrix (llm-inference-bench) measures decode and prefill over a grid of context length × concurrency.
          Only valid cells are summarised; cells over capacity or with errors stay visible in the matrix but never enter
          a figure.
        </p>
        <ul>
          <li>
            Peak total decode tokens/s: the highest total decode speed of any valid cell, and where it was measured.
          </li>
          <li>Best per-request decode tokens/s: the highest speed a single request saw, and where.</li>
          <li>
            Largest context by concurrency: the largest context with a valid decode cell at each concurrency level (none
            when nothing fits).
          </li>
          <li>Prefill tokens/s by context: the valid prefill cell of each context with the lowest concurrency.</li>
        </ul>
      </Rule>
      {example && (
        <ExampleBox id="example-matrix" title={matrix ? "The matrix summary" : "No speed matrix"}>
          {matrix ? (
            <p>
              Peak total decode {formatNumber(matrix.peakTotalTps, 1)} tokens/s; best per-request decode{" "}
              {formatNumber(matrix.bestPerRequestTps, 1)} tokens/s.
            </p>
          ) : (
            <p>
              Seed 000 holds the standard suite and no speed matrix; the matrix pages of the runs that have one show
              these summaries.
            </p>
          )}
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rule 10: notes written from the figures. */
export function NotesSection({ example }: { example: Example }) {
  return (
    <Section number="10" title="Notes on a run" id="notes">
      <Rule>
        <p>
          “Notes on this run” are sentences written from the stored figures, never by hand: chat at its headline
          concurrency, the wait at the largest context, requests and wait under peak load, and which measurements count
          together with the state of the review. A note whose test is missing is left out; the note on measurement
          coverage is always there.
        </p>
      </Rule>
      {example && (
        <ExampleBox id="example-notes" title="Seed 000’s notes, as stored">
          <RunNotes notes={example.run.figures.notes} />
        </ExampleBox>
      )}
    </Section>
  );
}

/** The review of the sanity check. */
export function ReviewSection({ example }: { example: Example }) {
  return (
    <Section number="11" title="Review and sanity checks" id="review">
      <Rule>
        <p>
          Each upload carries the model’s answers to sanity prompts, so that a misconfigured server producing fast
          nonsense can be caught. An admin reads them and gives a verdict, for the whole run or for named tests:
        </p>
        <ul>
          <li>
            <strong>pending</strong>: not reviewed yet. The tests count, and the run’s notes say the check has not been
            reviewed.
          </li>
          <li>
            <strong>passed</strong>: reviewed, and the check passed.
          </li>
          <li>
            <strong>failed</strong>: reviewed, and the check failed. A test whose sanity check failed stops counting: it
            scores 0, the reliable benches drop and the score is recomputed at once. A later verdict on the same tests
            replaces an earlier one.
          </li>
        </ul>
      </Rule>
      {example && (
        <ExampleBox id="example-review" title={`Review: ${REVIEW_STATES[example.run.reviewState]}`}>
          <p>Seed 000’s sanity check is {REVIEW_STATES[example.run.reviewState]}.</p>
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rules versions and what changes between them. */
export function VersionsSection({ example }: { example: Example }) {
  return (
    <Section number="12" title="Rules versions" id="versions">
      <Rule>
        <p>
          These are the rules of version {RULES_VERSION}. Every derived figure is stored with the version of the rules
          that made it. When a rule changes, the version goes up and every run is recomputed with one command, so every
          figure shown is made by the same rules; a single run is also recomputed after each upload, review verdict and
          moderation action.
        </p>
      </Rule>
      <Formulas
        lines={[{ formula: "npm run arena -- score recompute", note: "recomputes every run under the current rules" }]}
      />
      <Table caption="Rules versions">
        <thead>
          <tr>
            <HeaderCell>Version</HeaderCell>
            <HeaderCell className={styles.text}>What changed</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {VERSIONS.map((row) => (
            <tr key={row.version}>
              <HeaderCell scope="row">v{row.version}</HeaderCell>
              <td className={styles.text}>{row.changes}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {example && (
        <ExampleBox id="example-versions" title={`Stored under rules v${example.run.rulesVersion}`}>
          <p>
            Seed 000’s figures were computed on {formatDate(example.run.computedAt)} under rules version{" "}
            {example.run.rulesVersion}
            {example.steps.rules.matches
              ? ", the version in force."
              : `; the rules in force are version ${RULES_VERSION}, so its figures await a recompute.`}
          </p>
        </ExampleBox>
      )}
    </Section>
  );
}
