import { Section } from "@/components/section";
import { formatNumber } from "@/lib/format";
import { DROP_PERCENT } from "@/lib/insights/history";
import {
  FAR_BELOW_MEDIAN_RATIO,
  FAR_BELOW_WORSE_THAN_SHARE,
  FLAG_TEXT,
  HEALTH_FIGURES,
  MIN_PEERS,
} from "@/lib/insights/setup-health";
import { Formulas, Rule } from "./formula";

/** How a run is placed among the runs of its setup, and when it is flagged. */
export function HealthSection() {
  return (
    <Section number="14" title="Setup health" id="health">
      <Rule>
        <p>
          A run&apos;s setup is its model, precision and hardware. Its peers are the other listed runs of that setup
          whose review did not fail (the newest 500), of the same engine when at least {MIN_PEERS} such runs exist, else
          of any engine. For each headline figure the run measured ({HEALTH_FIGURES.map((f) => f.label).join("; ")}
          ), and only when at least {MIN_PEERS} peers measured it (else: &ldquo;fewer than 3 runs of this setup&rdquo;),
          the run page shows the peers&apos; median, the run&apos;s rank (ties share the better rank) and its
          percentile. A test&apos;s figures take part only when the test counts.
        </p>
        <p>
          A run is <strong>far below</strong> its peers on a figure when it is under{" "}
          {formatNumber(FAR_BELOW_MEDIAN_RATIO, 1)}× their median (for a time to first token: over{" "}
          {formatNumber(1 / FAR_BELOW_MEDIAN_RATIO, 2)}× it) <em>and</em> at least{" "}
          {formatNumber(FAR_BELOW_WORSE_THAN_SHARE * 100, 0)}% of the peers did better. Both, so that the flag&apos;s
          words hold: a bottom decile alone would flag the slowest of any four close runs, and a ratio alone a run in a
          setup whose runs spread widely. Then the run is flagged &ldquo;{FLAG_TEXT}&rdquo;, with the settings in which
          the peers that did better differ: launch-command flags by name (values as written, environment variables set
          before the program, flags of address, name and logging left out), the engine&apos;s version and backend.
        </p>
        <p>
          The ratio to the decode ceiling (section 08) is the run&apos;s single-request decode over memory bandwidth ÷
          weights read per token; without the hardware&apos;s bandwidth, a known precision or, for a mixture of experts,
          its active parameters, the page says which is missing and shows no ratio. The upload preview shows the same
          health among the runs already stored.
        </p>
      </Rule>
      <Formulas
        lines={[
          { formula: "percentile = (peers beaten + ½ × peers tied) / peers × 100", note: "rank = 1 + peers better" },
          {
            formula:
              `far below ⇔ value / median < ${FAR_BELOW_MEDIAN_RATIO} ∧ ` +
              `peers better / peers ≥ ${FAR_BELOW_WORSE_THAN_SHARE}`,
            note: "for times: median / value",
          },
        ]}
      />
    </Section>
  );
}

/** How a setup's figures are followed across engine versions. */
export function HistorySection() {
  return (
    <Section number="15" title="Engine-version history" id="history">
      <Rule>
        <p>
          For one setup, every listed run&apos;s figures are put in series per engine: each suite test&apos;s per-user
          tokens/s at its headline (the rate sweep&apos;s capacity at p95 TTFT under 5 s), and the speed matrix&apos;s
          main cells: its peak total decode, and at its smallest context the decode of one request and the total at its
          highest concurrency (cells of other contexts or concurrencies are other series). Runs are ordered by engine
          version (release numbers as numbers, a release candidate or dev build before its release) then by date.
        </p>
        <p>
          Each version&apos;s value is the median of its runs. A fall of more than {DROP_PERCENT}% from one version to
          the next is marked as a possible regression, linking the run closest to the median on either side. One run per
          version is a small sample: look at both runs&apos; settings before blaming the engine.
        </p>
      </Rule>
    </Section>
  );
}
