import { Section } from "@/components/section";
import { HeaderCell, Table, TableHead } from "@/components/ui/table";
import { formatDurationMs, formatNumber, formatPercent, formatRate } from "@/lib/format";
import { BYTES_PER_PARAM, CAPACITY_THRESHOLDS_MS, GGUF_BITS_PER_WEIGHT, PEAK_LOAD_TEST } from "@/lib/scoring/rules";
import { SUITE_TESTS } from "@/lib/suite/definition";
import { Check, ExampleBox, Formulas, Rule, plain, type Example } from "./formula";

const seconds = (ms: number) => plain(ms / 1000, 3);
const under5 = seconds(CAPACITY_THRESHOLDS_MS.p95Under5s);
const under10 = seconds(CAPACITY_THRESHOLDS_MS.p95Under10s);
const peakTest = SUITE_TESTS.find((test) => test.key === PEAK_LOAD_TEST);
const capacityText = (c: { value: number; atLeast: boolean } | null) =>
  c ? `${c.atLeast ? "≥ " : ""}${formatRate(c.value)}` : "—";

const PRECISIONS: Array<{ label: string; bytes: number }> = [
  { label: "FP32", bytes: BYTES_PER_PARAM.fp32 },
  { label: "BF16, FP16", bytes: BYTES_PER_PARAM.bf16 },
  { label: "FP8, INT8", bytes: BYTES_PER_PARAM.fp8 },
  { label: "4-bit: AWQ, GPTQ, INT4, NVFP4, MXFP4 (scales ignored)", bytes: BYTES_PER_PARAM.fourBit },
  ...Object.entries(GGUF_BITS_PER_WEIGHT).map(([type, bits]) => ({
    label: `GGUF ${type} (${bits} bits per weight)`,
    bytes: bits / 8,
  })),
];

/** Rule 4: capacity from the rate sweep, and the achieved rate under peak load. */
export function CapacitySection({ example }: { example: Example }) {
  const steps = example?.steps.capacity;
  const peak = example?.run.figures.peakLoad ?? null;
  return (
    <Section number="04" title="Capacity" id="capacity">
      <Rule>
        <p>
          The rate sweep offers requests at rising arrival rates. Capacity is the highest rate at which the 95th
          percentile (p95) of the time to first token stays strictly below {under5} s, and separately below {under10} s.
          Rungs are read in order of rate up to the first that fails; between the last passing and the first failing
          rung the rate is interpolated linearly to where p95 crosses the threshold. When every rung passes, the
          capacity is at least the top rate (shown “≥”); when the first rung already fails, it is 0. An upload whose
          summary states its capacity directly is taken at its word.
        </p>
        <p>
          Under peak load ({peakTest?.name ?? PEAK_LOAD_TEST}) a run reports the request rate it achieved against the
          rate it was offered: a server that falls behind completes fewer requests per second than arrive.
        </p>
      </Rule>
      <Formulas
        lines={[
          {
            formula: "capacity = r_pass + (threshold − p95_pass) / (p95_fail − p95_pass) × (r_fail − r_pass)",
            note:
              "r: arrival rate in requests/s; pass and fail: the last rung below the threshold and the first at or " +
              "above it.",
          },
        ]}
      />
      {steps && (
        <ExampleBox
          id="example-capacity"
          title={
            `${capacityText(steps.p95Under5s.stored)} at p95 < ${under5} s, ` +
            `${capacityText(steps.p95Under10s.stored)} at < ${under10} s`
          }
        >
          {steps.source === "stated" ? (
            <p>
              Seed 000’s upload states its capacity in its summary, without the sweep’s rungs, so nothing is
              interpolated: the stored capacity is {capacityText(steps.p95Under5s.stored)} at p95 TTFT &lt; {under5} s
              and {capacityText(steps.p95Under10s.stored)} at &lt; {under10} s.
            </p>
          ) : (
            <>
              <Table caption="Rungs of the rate sweep">
                <thead>
                  <tr>
                    <HeaderCell>Arrival rate</HeaderCell>
                    <HeaderCell>p95 TTFT</HeaderCell>
                    <HeaderCell>Below {under5} s</HeaderCell>
                    <HeaderCell>Below {under10} s</HeaderCell>
                  </tr>
                </thead>
                <tbody>
                  {steps.rungs.map((rung) => (
                    <tr key={rung.requestRate}>
                      <HeaderCell scope="row">{formatRate(rung.requestRate)}</HeaderCell>
                      <td>{formatDurationMs(rung.ttftP95Ms)}</td>
                      <td>{rung.ttftP95Ms < steps.p95Under5s.thresholdMs ? "yes" : "no"}</td>
                      <td>{rung.ttftP95Ms < steps.p95Under10s.thresholdMs ? "yes" : "no"}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {[steps.p95Under5s, steps.p95Under10s].map((at) => (
                <p key={at.thresholdMs}>
                  Below {seconds(at.thresholdMs)} s:{" "}
                  {at.crossing ? (
                    <code>
                      {plain(at.crossing.pass.requestRate)} + ({seconds(at.thresholdMs)} −{" "}
                      {seconds(at.crossing.pass.ttftP95Ms)}) / ({seconds(at.crossing.fail.ttftP95Ms)} −{" "}
                      {seconds(at.crossing.pass.ttftP95Ms)}) × ({plain(at.crossing.fail.requestRate)} −{" "}
                      {plain(at.crossing.pass.requestRate)})
                    </code>
                  ) : (
                    "no crossing"
                  )}{" "}
                  = <strong>{capacityText(at.stored)}</strong>{" "}
                  <Check matches={at.matches} recomputed={capacityText(at.recomputed)} />
                </p>
              ))}
            </>
          )}
          {peak && peak.achievedRate !== null && peak.configuredRate !== null && (
            <p>
              Under peak load the run achieved {formatRate(peak.achievedRate)} at a configured arrival rate of{" "}
              {plain(peak.configuredRate, 3)} req/s; {peak.successes ?? "—"} of {peak.requests ?? "—"} requests
              succeeded.
            </p>
          )}
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rule 5: the weights footprint. */
export function MemorySection({ example }: { example: Example }) {
  const steps = example?.steps.memory;
  return (
    <Section number="05" title="VRAM · weights footprint" id="memory">
      <Rule>
        <p>
          VRAM on a profile is the memory the weights alone take: parameters times bytes per parameter, in GB (10⁹
          bytes). The KV cache, activations and the engine’s own memory come on top, so the figure says whether the
          weights fit, not how many users do. A precision not in the table below gives no footprint (—).
        </p>
      </Rule>
      <Formulas lines={[{ formula: "weights GB = parameters (billions) × bytes per parameter" }]} />
      <Table caption="Bytes per parameter by precision (rules version table)">
        <TableHead columns={["Precision", "Bytes per parameter"]} />
        <tbody>
          {PRECISIONS.map((row) => (
            <tr key={row.label}>
              <HeaderCell scope="row">{row.label}</HeaderCell>
              <td>{plain(row.bytes, 5)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {steps && (
        <ExampleBox id="example-memory" title={`${formatNumber(steps.vram.stored, 0)} GB of weights`}>
          <p>
            <code>
              {plain(steps.paramsB)} × {steps.bytesPerParam === null ? "?" : plain(steps.bytesPerParam)} (
              {steps.precision})
            </code>{" "}
            = <strong>{steps.vram.stored === null ? "—" : `${formatNumber(steps.vram.stored, 0)} GB`}</strong>{" "}
            <Check matches={steps.vram.matches} recomputed={`${formatNumber(steps.vram.recomputed, 0)} GB`} />
          </p>
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rule 8: the memory-bandwidth decode ceiling and efficiency. */
export function CeilingSection({ example }: { example: Example }) {
  const steps = example?.steps.memory;
  return (
    <Section number="08" title="Decode ceiling and efficiency" id="ceiling">
      <Rule>
        <p>
          When one request decodes, every new token reads the active weights from memory once, so memory bandwidth
          bounds the speed of a single request. For a mixture-of-experts model only the active parameters are read.
          Efficiency is the measured single-request decode speed as a share of that ceiling: the chat test at one
          concurrent request, else the speed matrix’s decode cell at concurrency 1 with the smallest context. Without
          bandwidth, with an unknown precision, or for a mixture-of-experts model without its active parameter count
          there is no ceiling.
        </p>
      </Rule>
      <Formulas
        lines={[
          { formula: "ceiling tokens/s = bandwidth (GB/s) / (active parameters (billions) × bytes per parameter)" },
          { formula: "efficiency = measured single-request decode tokens/s / ceiling tokens/s" },
        ]}
      />
      {steps && (
        <ExampleBox id="example-ceiling" title={`Ceiling ${formatNumber(steps.ceiling.stored, 2)} tokens/s`}>
          <p>
            <code>
              {steps.bandwidthGBs === null ? "?" : plain(steps.bandwidthGBs)} / (
              {steps.activeParamsB === null ? "?" : plain(steps.activeParamsB)} ×{" "}
              {steps.bytesPerParam === null ? "?" : plain(steps.bytesPerParam)})
            </code>{" "}
            = <strong>{formatNumber(steps.ceiling.stored, 2)} tokens/s</strong>{" "}
            <Check matches={steps.ceiling.matches} recomputed={formatNumber(steps.ceiling.recomputed, 2)} />
          </p>
          <p>
            {steps.efficiency === null
              ? "Efficiency: — (seed 000’s upload has no single-request decode measurement)."
              : `Efficiency: ${formatPercent(steps.efficiency)} of the ceiling.`}
          </p>
        </ExampleBox>
      )}
    </Section>
  );
}
