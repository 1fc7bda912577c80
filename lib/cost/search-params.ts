/**
 * The cost assumptions as URL search parameters (`years`, `hours`, `kwh`), shared by the
 * leaderboard and the planner: each page's view path carries them, so every set of assumptions
 * is a cached page of its own. Lenient: a value that is not a number within its bounds counts as
 * absent, and absent means the default; defaults are left out of the query. Pure, free of zod.
 */
import { ASSUMPTION_BOUNDS, DEFAULT_ASSUMPTIONS, type CostAssumptions } from "@/lib/cost/compute";

/** Each assumption's parameter name. */
export const ASSUMPTION_PARAMS = { years: "years", hoursPerDay: "hours", usdPerKwh: "kwh" } as const;

type Key = keyof CostAssumptions;
const KEYS = Object.keys(ASSUMPTION_PARAMS) as Key[];

/** A number as `Number()` reads it, finite and within [min, max]; else undefined. */
export function readBoundedNumber(value: unknown, min: number, max: number): number | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== "string" && typeof first !== "number") return undefined;
  if (typeof first === "string" && first.trim() === "") return undefined;
  const number = Number(first);
  return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
}

/** One assumption from its raw parameter value: undefined when absent or out of bounds. */
export function readAssumption(key: Key, value: unknown): number | undefined {
  const { min, max } = ASSUMPTION_BOUNDS[key];
  return readBoundedNumber(value, min, max);
}

/** The assumptions a query names, each absent or bad one at its default. */
export function parseCostAssumptions(get: (param: string) => unknown): CostAssumptions {
  const assumptions = { ...DEFAULT_ASSUMPTIONS };
  for (const key of KEYS) assumptions[key] = readAssumption(key, get(ASSUMPTION_PARAMS[key])) ?? assumptions[key];
  return assumptions;
}

/** The parameters of the assumptions that differ from the defaults, in a fixed order. */
export function listAssumptionParams(assumptions: Partial<CostAssumptions>): Array<[string, string]> {
  return KEYS.flatMap((key) => {
    const value = assumptions[key];
    return value === undefined || value === DEFAULT_ASSUMPTIONS[key] ? [] : [[ASSUMPTION_PARAMS[key], String(value)]];
  });
}

/** "3 years, 24 h a day, $0.15/kWh": the assumptions in words, as pages state them. */
export function describeAssumptions(assumptions: CostAssumptions): string {
  const years = `${assumptions.years} ${assumptions.years === 1 ? "year" : "years"}`;
  const tariff = `electricity at $${assumptions.usdPerKwh}/kWh`;
  return `hardware paid off over ${years} at ${assumptions.hoursPerDay} h a day, ${tariff}`;
}
