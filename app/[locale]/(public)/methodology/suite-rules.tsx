import { Section } from "@/components/section";
import { HeaderCell, NumericCell, Table, TableHead } from "@/components/ui/table";
import { formatDurationMs, formatNumber, formatPercent } from "@/lib/format";
import { MIN_SUCCESS_RATIO, THROUGHPUT_TEST } from "@/lib/scoring/rules";
import { getSuiteTestName, REFERENCE_CONCURRENCY, SUITE_TESTS } from "@/lib/suite/definition";
import { Check, ExampleBox, Formulas, Rule, plain, styles, type Example } from "./formula";

const throughputTestName = getSuiteTestName(THROUGHPUT_TEST);
const successShare = formatPercent(MIN_SUCCESS_RATIO);

/** Rule 1: which tests count. */
export function EligibilitySection({ example }: { example: Example }) {
  const figures = example?.run.figures;
  return (
    <Section number="01" title="Eligibility · which tests count" id="eligibility">
      <Rule>
        <p>
          A test of a run counts, and is one of the run’s <strong>reliable benches</strong>, only when all of these
          hold:
        </p>
        <ul>
          <li>it was measured: the run holds a result for it;</li>
          <li>
            it is complete: every rung its definition asks for (each concurrency level and prompt size, or each arrival
            rate) is there;
          </li>
          <li>
            its sanity check has not failed (see <a href="#review">Review</a>);
          </li>
          <li>
            its headline figures are there: tokens/s per user and time to first token, or for the rate sweep its
            capacity;
          </li>
          <li>
            for open-loop tests (vllm bench serve): at least {successShare} of requests succeeded, at every rung of a
            sweep.
          </li>
        </ul>
        <p>
          A test that does not count keeps its raw figures on the page, with the first rule it breaks as the reason, and
          scores 0.
        </p>
      </Rule>
      <Formulas lines={[{ formula: `reliable benches = tests that count / ${SUITE_TESTS.length}` }]} />
      {figures && (
        <ExampleBox id="example-eligibility" title={`${figures.reliableCount} of ${figures.testCount} tests count`}>
          <Table caption="Eligibility of each test, as stored">
            <thead>
              <tr>
                <HeaderCell>Test</HeaderCell>
                <HeaderCell className={styles.text}>Counts</HeaderCell>
                <HeaderCell className={styles.text}>Reason</HeaderCell>
              </tr>
            </thead>
            <tbody>
              {figures.tests.map((test) => (
                <tr key={test.key}>
                  <HeaderCell scope="row">{getSuiteTestName(test.key)}</HeaderCell>
                  <td className={styles.text}>{test.counts ? "Included" : "Not included"}</td>
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
export function HeadlineSection({ example }: { example: Example }) {
  const figures = example?.run.figures;
  return (
    <Section number="02" title="Headline figures of a test" id="headline">
      <Rule>
        <p>Each test is summed up by two figures, read from one rung of its measurements:</p>
        <ul>
          <li>
            <strong>Closed-loop tests</strong> (llama-benchy): at {REFERENCE_CONCURRENCY} concurrent requests (a test
            with a single level, such as Concurrency under pressure, uses that level) and the largest prompt size.
            Tokens/s per user is the decode speed each request sees; time to first token (TTFT) is the mean over the
            repeats (llama-benchy’s e2e_ttft).
          </li>
          <li>
            <strong>Open-loop tests</strong> (vllm bench serve): at the test’s arrival rate. Tokens/s per user comes
            from the mean time per output token; TTFT is the median (p50). The rate sweep is read at its top rate.
          </li>
        </ul>
      </Rule>
      <Formulas lines={[{ formula: "open loop: tokens/s per user = 1000 / mean TPOT (ms)" }]} />
      {figures && (
        <ExampleBox id="example-headline" title="The headline of each test">
          <Table caption="Headline figures as stored">
            <TableHead columns={["Test", "Read at", "Tokens/s per user", "TTFT"]} />
            <tbody>
              {figures.tests.map(({ key, headline: h }) => (
                <tr key={key}>
                  <HeaderCell scope="row">{getSuiteTestName(key)}</HeaderCell>
                  <td>
                    {h === null
                      ? "—"
                      : h.concurrency !== null
                        ? `c=${h.concurrency} · ${h.promptTokens ?? "—"} prompt tokens`
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
export function ThroughputSection({ example }: { example: Example }) {
  const steps = example?.steps.throughput;
  return (
    <Section number="03" title="Effective throughput" id="throughput">
      <Rule>
        <p>
          Tokens/s per user times the number of users overstates what a server delivers: each request first waits for
          its first token. The effective throughput of a closed-loop test with c concurrent requests, each generating tg
          tokens, counts that wait in:
        </p>
      </Rule>
      <Formulas
        lines={[
          { formula: "effective tokens/s = c × tg / (TTFT_s + tg / tokens/s per user)" },
          {
            formula: `Throughput = effective tokens/s of ${throughputTestName}`,
            note: "The run’s headline Throughput; none when that test does not count.",
          },
        ]}
      />
      {steps && (
        <ExampleBox
          id="example-throughput"
          title={
            steps.throughputTps === null
              ? `No Throughput: ${throughputTestName} does not count`
              : `Throughput ${formatNumber(steps.throughputTps, 1)} tokens/s`
          }
        >
          <Table caption="Effective throughput of the closed-loop tests">
            <TableHead columns={["Test", "c × tg / (TTFT_s + tg / tokens/s)", "Effective tokens/s", "Check"]} />
            <tbody>
              {steps.rows.map((row) => (
                <tr key={row.key}>
                  <HeaderCell scope="row">
                    {row.name}
                    {row.headlineFigure && <span className="cell-sub">the run’s Throughput</span>}
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
                    <Check matches={row.matches} recomputed={formatNumber(row.recomputed, 1)} />
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
