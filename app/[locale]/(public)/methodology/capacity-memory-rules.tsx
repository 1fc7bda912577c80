import { Section } from "@/components/section";
import { HeaderCell, Table, TableHead } from "@/components/ui/table";
import { formatDurationMs, formatNumber, formatPercent, formatRate } from "@/lib/format";
import { BYTES_PER_PARAM, CAPACITY_THRESHOLDS_MS, GGUF_BITS_PER_WEIGHT, PEAK_LOAD_TEST } from "@/lib/scoring/rules";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { translate } from "@/lib/i18n/translate";
import { Check, ExampleBox, Formulas, Rule, plain, type RuleProps } from "./formula";

const seconds = (ms: number) => plain(ms / 1000, 3);
const under5 = seconds(CAPACITY_THRESHOLDS_MS.p95Under5s);
const under10 = seconds(CAPACITY_THRESHOLDS_MS.p95Under10s);
const capacityText = (c: { value: number; atLeast: boolean } | null) =>
  c ? `${c.atLeast ? "≥ " : ""}${formatRate(c.value)}` : "—";

/** The precisions of the bytes-per-parameter table; `bits`: a GGUF type's bits per weight. */
const PRECISIONS: Array<{ label: string; bytes: number; bits?: number; fourBit?: boolean }> = [
  { label: "FP32", bytes: BYTES_PER_PARAM.fp32 },
  { label: "BF16, FP16", bytes: BYTES_PER_PARAM.bf16 },
  { label: "FP8, INT8", bytes: BYTES_PER_PARAM.fp8 },
  { label: "AWQ, GPTQ, INT4, NVFP4, MXFP4", bytes: BYTES_PER_PARAM.fourBit, fourBit: true },
  ...Object.entries(GGUF_BITS_PER_WEIGHT).map(([type, bits]) => ({ label: `GGUF ${type}`, bytes: bits / 8, bits })),
];

/** Rule 4: capacity from the rate sweep, and the achieved rate under peak load. */
export function CapacitySection({ example, locale }: RuleProps) {
  const steps = example?.steps.capacity;
  const peak = example?.run.figures.peakLoad ?? null;
  const t = translate(locale, "MethodologyCapacity");
  const yesNo = (yes: boolean) => (yes ? t("yes") : t("no"));
  return (
    <Section number="04" title={t("capacityTitle")} id="capacity">
      <Rule>
        <p>{t("capacityRule", { under5, under10 })}</p>
        <p>{t("capacityPeak", { test: translateSuiteTestName(locale, PEAK_LOAD_TEST) })}</p>
      </Rule>
      <Formulas
        lines={[
          {
            formula: "capacity = r_pass + (threshold − p95_pass) / (p95_fail − p95_pass) × (r_fail − r_pass)",
            note: t("capacityNote"),
          },
        ]}
      />
      {steps && (
        <ExampleBox
          id="example-capacity"
          title={t("capacityExample", {
            under5: capacityText(steps.p95Under5s.stored),
            under10: capacityText(steps.p95Under10s.stored),
            limit5: under5,
            limit10: under10,
          })}
          locale={locale}
        >
          {steps.source === "stated" ? (
            <p>
              {t("capacityStated", {
                under5: capacityText(steps.p95Under5s.stored),
                under10: capacityText(steps.p95Under10s.stored),
                limit5: under5,
                limit10: under10,
              })}
            </p>
          ) : (
            <>
              <Table caption={t("rungsCaption")}>
                <thead>
                  <tr>
                    <HeaderCell>{t("arrivalRate")}</HeaderCell>
                    <HeaderCell>p95 TTFT</HeaderCell>
                    <HeaderCell>{t("below", { limit: under5 })}</HeaderCell>
                    <HeaderCell>{t("below", { limit: under10 })}</HeaderCell>
                  </tr>
                </thead>
                <tbody>
                  {steps.rungs.map((rung) => (
                    <tr key={rung.requestRate}>
                      <HeaderCell scope="row">{formatRate(rung.requestRate)}</HeaderCell>
                      <td>{formatDurationMs(rung.ttftP95Ms)}</td>
                      <td>{yesNo(rung.ttftP95Ms < steps.p95Under5s.thresholdMs)}</td>
                      <td>{yesNo(rung.ttftP95Ms < steps.p95Under10s.thresholdMs)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {[steps.p95Under5s, steps.p95Under10s].map((at) => (
                <p key={at.thresholdMs}>
                  {t("below", { limit: seconds(at.thresholdMs) })}:{" "}
                  {at.crossing ? (
                    <code>
                      {plain(at.crossing.pass.requestRate)} + ({seconds(at.thresholdMs)} −{" "}
                      {seconds(at.crossing.pass.ttftP95Ms)}) / ({seconds(at.crossing.fail.ttftP95Ms)} −{" "}
                      {seconds(at.crossing.pass.ttftP95Ms)}) × ({plain(at.crossing.fail.requestRate)} −{" "}
                      {plain(at.crossing.pass.requestRate)})
                    </code>
                  ) : (
                    t("noCrossing")
                  )}{" "}
                  = <strong>{capacityText(at.stored)}</strong>{" "}
                  <Check matches={at.matches} recomputed={capacityText(at.recomputed)} locale={locale} />
                </p>
              ))}
            </>
          )}
          {peak && peak.achievedRate !== null && peak.configuredRate !== null && (
            <p>
              {t("peakExample", {
                achieved: formatRate(peak.achievedRate),
                configured: plain(peak.configuredRate, 3),
                successes: peak.successes ?? "—",
                requests: peak.requests ?? "—",
              })}
            </p>
          )}
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rule 5: the weights footprint. */
export function MemorySection({ example, locale }: RuleProps) {
  const steps = example?.steps.memory;
  const t = translate(locale, "MethodologyCapacity");
  const precisionName = (row: (typeof PRECISIONS)[number]) =>
    row.bits !== undefined
      ? t("ggufPrecision", { type: row.label, bits: row.bits })
      : row.fourBit
        ? t("fourBitPrecision", { types: row.label })
        : row.label;
  return (
    <Section number="05" title={t("memoryTitle")} id="memory">
      <Rule>
        <p>{t("memoryRule")}</p>
      </Rule>
      <Formulas lines={[{ formula: "weights GB = parameters (billions) × bytes per parameter" }]} />
      <Table caption={t("memoryCaption")}>
        <TableHead columns={[t("precision"), t("bytesPerParam")]} />
        <tbody>
          {PRECISIONS.map((row) => (
            <tr key={row.label}>
              <HeaderCell scope="row">{precisionName(row)}</HeaderCell>
              <td>{plain(row.bytes, 5)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {steps && (
        <ExampleBox
          id="example-memory"
          title={t("memoryExample", { value: formatNumber(steps.vram.stored, 0) })}
          locale={locale}
        >
          <p>
            <code>
              {plain(steps.paramsB)} × {steps.bytesPerParam === null ? "?" : plain(steps.bytesPerParam)} (
              {steps.precision})
            </code>{" "}
            = <strong>{steps.vram.stored === null ? "—" : `${formatNumber(steps.vram.stored, 0)} GB`}</strong>{" "}
            <Check
              matches={steps.vram.matches}
              recomputed={`${formatNumber(steps.vram.recomputed, 0)} GB`}
              locale={locale}
            />
          </p>
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rule 8: the memory-bandwidth decode ceiling and efficiency. */
export function CeilingSection({ example, locale }: RuleProps) {
  const steps = example?.steps.memory;
  const t = translate(locale, "MethodologyCapacity");
  return (
    <Section number="08" title={t("ceilingTitle")} id="ceiling">
      <Rule>
        <p>{t("ceilingRule")}</p>
      </Rule>
      <Formulas
        lines={[
          { formula: "ceiling tokens/s = bandwidth (GB/s) / (active parameters (billions) × bytes per parameter)" },
          { formula: "efficiency = measured single-request decode tokens/s / ceiling tokens/s" },
        ]}
      />
      {steps && (
        <ExampleBox
          id="example-ceiling"
          title={t("ceilingExample", { value: formatNumber(steps.ceiling.stored, 2) })}
          locale={locale}
        >
          <p>
            <code>
              {steps.bandwidthGBs === null ? "?" : plain(steps.bandwidthGBs)} / (
              {steps.activeParamsB === null ? "?" : plain(steps.activeParamsB)} ×{" "}
              {steps.bytesPerParam === null ? "?" : plain(steps.bytesPerParam)})
            </code>{" "}
            = <strong>{formatNumber(steps.ceiling.stored, 2)} tokens/s</strong>{" "}
            <Check
              matches={steps.ceiling.matches}
              recomputed={formatNumber(steps.ceiling.recomputed, 2)}
              locale={locale}
            />
          </p>
          <p>
            {steps.efficiency === null
              ? t("efficiencyNone")
              : t("efficiency", { value: formatPercent(steps.efficiency) })}
          </p>
        </ExampleBox>
      )}
    </Section>
  );
}
