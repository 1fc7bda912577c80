import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Section } from "@/components/section";
import { Table, TableHead } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
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
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { PlannerForm } from "./planner-form";
import styles from "./planner.module.css";

export function plannerMetadata(locale: Locale): Metadata {
  const t = translate(locale, "Planner");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription"), path: "/planner", locale });
}

type T = ReturnType<typeof translate<"Planner">>;

const COLUMNS = ["setup", "hardware", "judgedOn", "ttft", "perUserTps", "margin", "cost", "capacity"] as const;

function describePoint(verdict: PlannerVerdict, t: T, locale: Locale): string {
  const { point } = verdict;
  const where = t("where", { count: point.concurrency, context: formatContext(point.contextTokens) });
  if (point.source === "matrix") return `${where} · ${t("matrixCell")}`;
  const name = point.testKey ? translateSuiteTestName(locale, point.testKey) : null;
  return `${where} · ${name ? t("namedTest", { name }) : t("suiteTest")}`;
}

function describeMisses(verdict: PlannerVerdict, t: T): string {
  return verdict.misses.map((miss) => (miss === "ttft" ? t("missTtft") : t("missSpeed"))).join(t("listSeparator"));
}

function VerdictTable({
  verdicts,
  caption,
  misses,
  locale,
}: {
  verdicts: PlannerVerdict[];
  caption: string;
  misses?: boolean;
  locale: Locale;
}) {
  const t = translate(locale, "Planner");
  const columns = [...COLUMNS, ...(misses ? (["misses"] as const) : [])].map((column) => t(`columns.${column}`));
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
                  <a href={getPathname({ locale, href: `/runs/${setup.runId}` })}>
                    {setup.modelName} {setup.precision}
                  </a>
                  <span className="cell-sub">
                    {formatEngineName(setup.engineName)} {setup.engineVersion}
                  </span>
                </td>
                {cell(
                  1,
                  <a href={getPathname({ locale, href: `/hardware/${setup.hardwareSlug}` })}>{setup.hardwareName}</a>,
                  true,
                )}
                {cell(2, describePoint(verdict, t, locale), true)}
                {cell(3, formatDurationMs(verdict.point.ttftMs))}
                {cell(4, formatNumber(verdict.point.perUserTps, 1))}
                {cell(5, `${verdict.margin >= 0 ? "+" : ""}${formatNumber(verdict.margin * 100, 0)}%`)}
                {cell(
                  6,
                  <span>
                    {formatUsdPerMTokens(verdict.costPerMTokUsd)}
                    {verdict.costPerMTokUsd !== null && (
                      <span className="cell-sub">
                        {verdict.powerBasis === "measured" ? t("measuredPower") : t("estimatedPower")}
                      </span>
                    )}
                  </span>,
                )}
                {cell(7, formatRate(setup.capacity5s))}
                {misses && cell(8, describeMisses(verdict, t), true)}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}

function describeQuestion(query: PlannerQuery, t: T): string {
  return t("question", {
    users: query.users,
    context: formatContext(query.contextTokens),
    ttft: formatNumber(query.ttftS, query.ttftS % 1 === 0 ? 0 : 2),
    speed: formatNumber(query.perUserTps, query.perUserTps % 1 === 0 ? 0 : 1),
  });
}

function describeMeeting(count: number, query: PlannerQuery, t: T): string {
  const question = describeQuestion(query, t);
  return t(query.rank === "cost" ? "meetingByCost" : "meetingByMargin", { count, question });
}

function describeMissing(count: number, shown: number, t: T): string {
  return t(count > shown ? "missingClosest" : "missing", { count, shown });
}

/** The planner for the question in `search` (from the page, or its [view] path). */
export async function renderPlannerPage(search: URLSearchParams, locale: Locale) {
  if (isBuildPrerender()) return null;
  const query = parsePlannerSearch(search);
  const plan = await getCapacityPlan(query);
  const shownMisses = plan.missing.slice(0, 10);
  const t = translate(locale, "Planner");
  const { years, hoursPerDay, usdPerKwh } = query.assumptions;
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <PlannerForm query={query} locale={locale} />
      <p className={styles.rule}>
        {t.rich("rule", {
          assumptions: t("assumptions", { years, hours: hoursPerDay, kwh: usdPerKwh }),
          link: (chunks) => <a href={getPathname({ locale, href: "/methodology#planner" })}>{chunks}</a>,
        })}
      </p>
      <Section title={t("meetingTitle")} id="meeting">
        {plan.meeting.length > 0 ? (
          <VerdictTable
            verdicts={plan.meeting}
            caption={describeMeeting(plan.meeting.length, query, t)}
            locale={locale}
          />
        ) : (
          <p>{t("noneMeets", { question: describeQuestion(query, t) })}</p>
        )}
      </Section>
      {shownMisses.length > 0 && (
        <Section title={t("missingTitle")} id="near-misses">
          <VerdictTable
            verdicts={shownMisses}
            misses
            caption={describeMissing(plan.missing.length, shownMisses.length, t)}
            locale={locale}
          />
        </Section>
      )}
      {plan.runsRead >= PLANNER_RUN_LIMIT && <p className="muted">{t("limit", { limit: PLANNER_RUN_LIMIT })}</p>}
    </>
  );
}
