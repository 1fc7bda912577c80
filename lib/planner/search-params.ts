/**
 * The planner's question as URL search parameters: how many users at once (`users`), how much
 * context each brings (`context`, tokens), the slowest first token they accept (`ttft`, seconds)
 * and the slowest speed each must see (`speed`, tokens per second), how to rank the answers
 * (`rank`), and the cost assumptions (lib/cost/search-params.ts). Lenient: a bad or missing value
 * reads as its default, and defaults are left out of the query, so one question has one address
 * (a cached page of its own, lib/routing/view-paths.ts). Pure, free of zod.
 */
import type { CostAssumptions } from "@/lib/cost/compute";
import { listAssumptionParams, parseCostAssumptions, readBoundedNumber } from "@/lib/cost/search-params";
import { readFrom, type SearchParamsInput } from "@/lib/search-params";
import { defineQueryView } from "@/lib/routing/view-paths";

export const PLANNER_RANKS = ["cost", "margin"] as const;
export type PlannerRank = (typeof PLANNER_RANKS)[number];

export type PlannerQuery = {
  users: number;
  contextTokens: number;
  ttftS: number;
  perUserTps: number;
  rank: PlannerRank;
  assumptions: CostAssumptions;
};

/** Each figure's parameter, default and bounds: the form and the parser read the same table. */
export const PLANNER_FIELDS = {
  users: { param: "users", default: 10, min: 1, max: 10_000, integer: true },
  contextTokens: { param: "context", default: 8192, min: 1, max: 10_000_000, integer: true },
  ttftS: { param: "ttft", default: 2, min: 0.01, max: 600, integer: false },
  perUserTps: { param: "speed", default: 20, min: 0.1, max: 100_000, integer: false },
} as const;

type Field = keyof typeof PLANNER_FIELDS;
const FIELDS = Object.keys(PLANNER_FIELDS) as Field[];

/** The question a query asks, every bad or missing value at its default. Never throws. */
export function parsePlannerSearch(search: SearchParamsInput): PlannerQuery {
  const get = readFrom(search);
  const read = (field: Field) => {
    const spec = PLANNER_FIELDS[field];
    const value = readBoundedNumber(get(spec.param), spec.min, spec.max);
    if (value === undefined || (spec.integer && !Number.isInteger(value))) return spec.default;
    return value;
  };
  const rank = get("rank");
  return {
    users: read("users"),
    contextTokens: read("contextTokens"),
    ttftS: read("ttftS"),
    perUserTps: read("perUserTps"),
    rank: PLANNER_RANKS.find((choice) => choice === (Array.isArray(rank) ? rank[0] : rank)) ?? "cost",
    assumptions: parseCostAssumptions(get),
  };
}

/** The query string of a question, defaults left out, in a fixed order: one address per question. */
export function toPlannerQueryString(query: PlannerQuery): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const spec = PLANNER_FIELDS[field];
    if (query[field] !== spec.default) params.set(spec.param, String(query[field]));
  }
  if (query.rank !== "cost") params.set("rank", query.rank);
  for (const [param, value] of listAssumptionParams(query.assumptions)) params.set(param, value);
  return params.toString();
}

/**
 * The planner's inputs as a view of their own, a cached page (lib/routing/view-paths.ts):
 * proxy.ts serves it (lib/views.ts), and its `[view]` page parses it.
 */
export const plannerView = defineQueryView(
  "/planner",
  (search) => toPlannerQueryString(parsePlannerSearch(search)),
  (search) => search,
);
