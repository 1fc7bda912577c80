import { Section } from "@/components/section";
import { DEFAULT_ASSUMPTIONS } from "@/lib/cost/compute";
import { PLANNER_SUITE_TESTS } from "@/lib/planner/plan";
import { getSuiteTest, type SuiteTestKey } from "@/lib/suite/definition";
import { Formulas, Rule } from "./formula";

const { years, hoursPerDay, usdPerKwh } = DEFAULT_ASSUMPTIONS;
const suiteTests = PLANNER_SUITE_TESTS.map((key) => getSuiteTest(key as SuiteTestKey)?.name ?? key).join(", ");

/** Rule 16: cost per million output tokens and tokens per joule. */
export function CostSection() {
  return (
    <Section number="16" title="Cost and energy" id="cost">
      <Rule>
        <p>
          The hardware catalogue may hold an indicative price of each entry (all its accelerators, in US dollars, with
          where and when it was seen) and its board power (the vendor&apos;s specified power, with its source). Both are
          catalogue facts like any other: an upload proposes them, an admin accepts them, and only facts with a cited
          source are kept. A run may carry the power it measured: the uploader&apos;s <code>measuredPowerW</code>, or
          the average power llm-inference-bench reports for its run.
        </p>
        <p>
          Tokens per joule divide the run&apos;s throughput (the leaderboard&apos;s effective throughput of the RAG 8k
          test at 10 concurrent requests) by its power: the measured power when the run has one (labelled “measured”),
          else the hardware&apos;s board power (labelled “estimated from board power”: a card rarely draws its full
          board power, so the estimate errs low). Cost per million output tokens adds the hardware&apos;s price, paid
          off over the hours it serves, to the electricity of those hours, and divides by the tokens made in an hour at
          that throughput. The defaults are {years} years at {hoursPerDay} hours a day (a server bought to serve around
          the clock) and ${usdPerKwh} per kWh; the leaderboard and the planner take others in their address. Without a
          price, or without any power, the figure is “—”, never a guess; such runs sort last.
        </p>
      </Rule>
      <Formulas
        lines={[
          { formula: "tokens per joule = throughput (tok/s) ÷ power (W)" },
          {
            formula:
              "cost per M tokens = (price ÷ (years × 365 × hours a day) + power ÷ 1000 × $/kWh) ÷ " +
              "(throughput × 3600) × 10⁶",
            note: "Price in US dollars, power in watts, throughput in output tokens per second.",
          },
        ]}
      />
    </Section>
  );
}

/** Rule 17: how the capacity planner decides. */
export function PlannerSection() {
  return (
    <Section number="17" title="Capacity planner" id="planner">
      <Rule>
        <p>
          The <a href="/planner">planner</a> takes a number of concurrent users, a context length per request, a
          time-to-first-token target and a per-user speed target. It reads only measured points: the decode cells of
          speed matrices (context × concurrency, with their median TTFT and per-request speed) and the rungs of the
          closed-loop suite tests ({suiteTests}) that count for their run. Each listed setup is judged on its nearest
          measured point with at least the users and at least the context asked for: fewest concurrent requests first,
          then least context. More users and more context only slow a setup down, so a point that meets the targets
          under a heavier load stands for the lighter one; a lighter point is never stretched to fit, and nothing is
          interpolated. A setup measured only below the load is not listed.
        </p>
        <p>
          A setup meets the question when that point&apos;s TTFT is at most the target and its per-user speed at least
          the target. Its margin is the headroom on the tighter of the two (TTFT target ÷ TTFT, or speed ÷ target, minus
          one). Its cost is the cost per million output tokens at the point&apos;s own total throughput (rule 16).
          Answers are ranked by cost (setups without a known cost after those with one) or by margin; the setups
          measured at the load that miss a target are listed apart, with what they miss.
        </p>
      </Rule>
    </Section>
  );
}
