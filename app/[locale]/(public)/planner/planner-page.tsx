import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Section } from "@/components/section";
import { Table, TableHead } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { describeAssumptions } from "@/lib/cost/search-params";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import {
  formatContext,
  formatDurationMs,
  formatEngineName,
  formatNumber,
  formatRate,
  formatUsdPerMTokens,
} from "@/lib/format";
import { getCapacityPlan, PLANNER_RUN_LIMIT } from "@/lib/planner/data";
import type { PlannerVerdict } from "@/lib/planner/plan";
import { parsePlannerSearch, type PlannerQuery } from "@/lib/planner/search-params";
import { getSuiteTest, type SuiteTestKey } from "@/lib/suite/definition";
import { PlannerForm } from "./planner-form";
import styles from "./planner.module.css";

export const plannerMetadata: Metadata = buildPageMetadata({
  title: "Capacity planner",
  description:
    "Which measured setups carry your concurrent users at your context length within a time-to-first-token and " +
    "per-user speed target, ranked by cost per million tokens or by margin.",
  path: "/planner",
});

const COLUMNS = ["Setup", "Hardware", "Judged on", "TTFT", "Tok/s per user", "Margin", "Cost $/M tok", "Capacity"];

function describePoint(verdict: PlannerVerdict): string {
  const { point } = verdict;
  const where = `${point.concurrency} at once · ${formatContext(point.contextTokens)} context`;
  if (point.source === "matrix") return `${where} · matrix cell`;
  const test = point.testKey ? getSuiteTest(point.testKey as SuiteTestKey) : undefined;
  return `${where} · ${test ? `${test.name} test` : "suite test"}`;
}

function describeMisses(verdict: PlannerVerdict): string {
  return verdict.misses.map((miss) => (miss === "ttft" ? "first token too slow" : "too slow per user")).join(", ");
}

function VerdictTable({
  verdicts,
  caption,
  misses,
}: {
  verdicts: PlannerVerdict[];
  caption: string;
  misses?: boolean;
}) {
  const columns = misses ? [...COLUMNS, "Misses"] : COLUMNS;
  // On a phone each row is a card: every cell but the setup says what it is (planner.module.css).
  const cell = (index: number, children: ReactNode, left = false) => (
    <td className={left ? styles.left : undefined} data-label={columns[index]}>
      {children}
    </td>
  );
  return (
    <>
      <p className={styles.caption}>{caption}</p>
      <Table wrapClassName={styles.results}>
        <TableHead columns={columns} />
        <tbody>
          {verdicts.map((verdict) => {
            const { setup } = verdict;
            return (
              <tr key={setup.runId}>
                <td className={styles.left}>
                  <a href={`/runs/${setup.runId}`}>
                    {setup.modelName} {setup.precision}
                  </a>
                  <span className="cell-sub">
                    {formatEngineName(setup.engineName)} {setup.engineVersion}
                  </span>
                </td>
                {cell(1, <a href={`/hardware/${setup.hardwareSlug}`}>{setup.hardwareName}</a>, true)}
                {cell(2, describePoint(verdict), true)}
                {cell(3, formatDurationMs(verdict.point.ttftMs))}
                {cell(4, formatNumber(verdict.point.perUserTps, 1))}
                {cell(5, `${verdict.margin >= 0 ? "+" : ""}${formatNumber(verdict.margin * 100, 0)}%`)}
                {cell(
                  6,
                  <span>
                    {formatUsdPerMTokens(verdict.costPerMTokUsd)}
                    {verdict.costPerMTokUsd !== null && (
                      <span className="cell-sub">
                        {verdict.powerBasis === "measured" ? "measured power" : "est. from board power"}
                      </span>
                    )}
                  </span>,
                )}
                {cell(7, formatRate(setup.capacity5s))}
                {misses && cell(8, describeMisses(verdict), true)}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}

function describeQuestion(query: PlannerQuery): string {
  return (
    `${query.users} concurrent ${query.users === 1 ? "user" : "users"} at ${formatContext(query.contextTokens)} ` +
    `tokens of context, first token under ${formatNumber(query.ttftS, query.ttftS % 1 === 0 ? 0 : 2)} s, at least ` +
    `${formatNumber(query.perUserTps, query.perUserTps % 1 === 0 ? 0 : 1)} tok/s each`
  );
}

function describeMeeting(count: number, query: PlannerQuery): string {
  const order = query.rank === "cost" ? "cheapest first (no known cost last)" : "most margin first";
  return `${count} ${count === 1 ? "setup meets" : "setups meet"} ${describeQuestion(query)}, ${order}`;
}

function describeMissing(count: number, shown: number): string {
  const which = count > shown ? `; the ${shown} closest` : "";
  const setups = count === 1 ? "setup was" : "setups were";
  return `${count} ${setups} measured at this load or above and miss a target${which}`;
}

/** The planner for the question in `search` (from the page, or its [view] path). */
export async function renderPlannerPage(search: URLSearchParams) {
  if (isBuildPrerender()) return null;
  const query = parsePlannerSearch(search);
  const plan = await getCapacityPlan(query);
  const shownMisses = plan.missing.slice(0, 10);
  return (
    <>
      <h1>Capacity planner</h1>
      <p className="lead">
        How many users will a setup carry? State your load and your targets: the planner lists the setups whose
        measurements meet them, from speed-matrix cells and the standard suite&apos;s closed-loop tests.
      </p>
      <PlannerForm query={query} />
      <p className={styles.rule}>
        Only measured points count, nothing is interpolated: each setup is judged on its nearest measured point with at
        least your number of concurrent requests and at least your context (more of either only slows a setup down).
        TTFT is the median where the tool reports one, else the mean. Margin is the headroom on the tighter target. Cost
        per million output tokens is at that point&apos;s total throughput, with{" "}
        {describeAssumptions(query.assumptions)}; hardware without a cited price or power shows —. Capacity is the
        suite&apos;s requests per second before p95 TTFT passes 5 s. <a href="/methodology#planner">How it works</a>
      </p>
      <Section title="Setups that meet your targets" id="meeting">
        {plan.meeting.length > 0 ? (
          <VerdictTable verdicts={plan.meeting} caption={describeMeeting(plan.meeting.length, query)} />
        ) : (
          <p>No measured setup meets {describeQuestion(query)}.</p>
        )}
      </Section>
      {shownMisses.length > 0 && (
        <Section title="Measured at this load, but missing a target" id="near-misses">
          <VerdictTable
            verdicts={shownMisses}
            misses
            caption={describeMissing(plan.missing.length, shownMisses.length)}
          />
        </Section>
      )}
      {plan.runsRead >= PLANNER_RUN_LIMIT && (
        <p className="muted">
          More than {PLANNER_RUN_LIMIT} runs reach this load: the lists above may leave some out. Narrow the question.
        </p>
      )}
    </>
  );
}
