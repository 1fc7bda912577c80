/**
 * The leaderboard's filters, sort and page as URL search params. Parsed leniently: a bad value
 * falls back to its default instead of failing the page. Pure and free of zod, because the
 * browser reads these params from the address bar and zod would add ~27 kB (gzip) to its first
 * load. The API reads the same params through `leaderboardSearchSchema` (lib/leaderboard/schema.ts);
 * a property test (tests/unit/leaderboard/search-params.test.ts) holds the two to the same answers.
 */
import { ASSUMPTION_BOUNDS, DEFAULT_ASSUMPTIONS, type CostAssumptions } from "@/lib/cost/compute";
import { SUITE_TEST_KEYS, type SuiteTestKey } from "@/lib/suite/test-keys";
import { readSingleParam, type SearchParamsInput } from "@/lib/search-params";

export const PAGE_SIZE = 50;

export const SORT_KEYS = [
  "score",
  "throughput",
  "chatTtft",
  "capacity5s",
  "reliable",
  "measuredAt",
  "paramsB",
  "model",
  "org",
  "precision",
  "hardware",
  "engine",
  "cost",
  "tokensPerJoule",
] as const;

export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = "asc" | "desc";

export const ARCHITECTURES = ["dense", "moe"] as const;
export const SORT_DIRS = ["asc", "desc"] as const;

/** Longest accepted value of each text filter (code points, after trimming); a longer one counts as absent. */
export const TEXT_MAX = { hardware: 120, precision: 80, engine: 80, org: 120, q: 100 } as const;
/** Bounds of the parameter-count filters (billions) and of the page number. */
export const PARAMS_MAX = 100_000;
export const PAGE_MAX = 100_000;
/** Bound of the maximum-price filter, US dollars. */
export const PRICE_MAX = 100_000_000;
/** Bounds of the cost assumptions (lib/cost/compute.ts), by their parameter names. */
export const ASSUMPTION_RANGES = {
  years: ASSUMPTION_BOUNDS.years,
  hours: ASSUMPTION_BOUNDS.hoursPerDay,
  kwh: ASSUMPTION_BOUNDS.usdPerKwh,
} as const;

/** The direction a column sorts in when first chosen: the better end first. */
export const DEFAULT_DIR: Record<SortKey, SortDir> = {
  score: "desc",
  throughput: "desc",
  chatTtft: "asc",
  capacity5s: "desc",
  reliable: "desc",
  measuredAt: "desc",
  paramsB: "asc",
  model: "asc",
  org: "asc",
  precision: "asc",
  hardware: "asc",
  engine: "asc",
  cost: "asc",
  tokensPerJoule: "desc",
};

// Where the leaderboard's views and the other lists (matrix runs) read them from.
export { readSingleParam, type SearchParamsInput };
type ParamValue = string | string[] | undefined;

function readText(value: ParamValue, max: number): string | undefined {
  const single = readSingleParam(value);
  if (typeof single !== "string") return undefined;
  const trimmed = single.trim();
  // Counted in code points, as zod counts (an emoji is one character, not two UTF-16 units).
  return trimmed.length <= max || [...trimmed].length <= max ? trimmed : undefined;
}

/** A number as `Number()` reads it (" 4 ", "1e3", "0x10"), finite and within bounds. */
function readNumber(value: unknown, min: number, max: number): number | undefined {
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
}

/** A number param within [min, max]; absent, blank or out of bounds reads as undefined. */
const readBounded =
  (min: number, max: number) =>
  (value: ParamValue): number | undefined => {
    const single = readSingleParam(value);
    return single === undefined ? undefined : readNumber(single, min, max);
  };

const readParams = readBounded(0, PARAMS_MAX);

function readPage(value: ParamValue): number {
  const page = readNumber(readSingleParam(value), 1, PAGE_MAX);
  return page !== undefined && Number.isInteger(page) ? page : 1;
}

/** One of `choices` exactly as written (no trimming, no case folding), else undefined. */
function readChoice<T extends string>(value: ParamValue, choices: readonly T[]): T | undefined {
  const single = readSingleParam(value);
  return choices.find((choice) => choice === single);
}

/** Each filter's reader, but the sort, its direction and the page: a bad or missing value reads as undefined. */
const FILTER_READERS = {
  hardware: (value: ParamValue) => readText(value, TEXT_MAX.hardware),
  precision: (value: ParamValue) => readText(value, TEXT_MAX.precision),
  engine: (value: ParamValue) => readText(value, TEXT_MAX.engine),
  org: (value: ParamValue) => readText(value, TEXT_MAX.org),
  minParams: readParams,
  maxParams: readParams,
  architecture: (value: ParamValue) => readChoice(value, ARCHITECTURES),
  /** Text search on the model name. */
  q: (value: ParamValue) => readText(value, TEXT_MAX.q),
  /** A suite test key: the per-test view, ranked by that test's score. */
  test: (value: ParamValue): SuiteTestKey | undefined => readChoice(value, SUITE_TEST_KEYS),
  /** Runs whose hardware has an indicative price of at most this many US dollars. */
  maxPrice: readBounded(0, PRICE_MAX),
  /** Cost assumptions (lib/cost/compute.ts): years paid off over, hours a day, USD per kWh. */
  years: readBounded(ASSUMPTION_RANGES.years.min, ASSUMPTION_RANGES.years.max),
  hours: readBounded(ASSUMPTION_RANGES.hours.min, ASSUMPTION_RANGES.hours.max),
  kwh: readBounded(ASSUMPTION_RANGES.kwh.min, ASSUMPTION_RANGES.kwh.max),
};

type FilterKey = keyof typeof FILTER_READERS;
type OptionalFilters = { [K in FilterKey]?: ReturnType<(typeof FILTER_READERS)[K]> };
const FILTER_KEYS = Object.keys(FILTER_READERS) as FilterKey[];

/** Filters from a URL's search params (or Next's `searchParams` object); never throws. */
export function parseLeaderboardSearch(
  input: SearchParamsInput,
): OptionalFilters & { sort: SortKey; dir: SortDir; page: number } {
  const record: Record<string, ParamValue> =
    input instanceof URLSearchParams ? Object.fromEntries(input.entries()) : input;
  const filters: Record<string, unknown> = {};
  // As zod's objects do: a param given in the URL stays a key (undefined when its value is bad).
  for (const key of FILTER_KEYS) if (key in record) filters[key] = FILTER_READERS[key](record[key]);
  const sort: SortKey = readChoice(record.sort, SORT_KEYS) ?? "score";
  const dir: SortDir = readChoice(record.dir, SORT_DIRS) ?? DEFAULT_DIR[sort];
  return { ...(filters as OptionalFilters), sort, page: readPage(record.page), dir };
}

export type LeaderboardFilters = ReturnType<typeof parseLeaderboardSearch>;

export const DEFAULT_FILTERS: LeaderboardFilters = parseLeaderboardSearch({});

const KEY_ORDER = [
  "test",
  "hardware",
  "precision",
  "engine",
  "org",
  "architecture",
  "minParams",
  "maxParams",
  "maxPrice",
  "q",
  "years",
  "hours",
  "kwh",
  "sort",
  "dir",
  "page",
] as const;

/**
 * The query string (without "?") that parses back to these filters; defaults are left out so
 * that shared URLs stay short.
 */
export function toLeaderboardQueryString(filters: Partial<LeaderboardFilters>): string {
  const sort = filters.sort ?? "score";
  const params = new URLSearchParams();
  for (const key of KEY_ORDER) {
    const value = filters[key];
    if (value === undefined || value === null || value === "") continue;
    if (key === "sort" && value === "score") continue;
    if (key === "dir" && value === DEFAULT_DIR[sort]) continue;
    if (key === "page" && value === 1) continue;
    if (key === "years" && value === DEFAULT_ASSUMPTIONS.years) continue;
    if (key === "hours" && value === DEFAULT_ASSUMPTIONS.hoursPerDay) continue;
    if (key === "kwh" && value === DEFAULT_ASSUMPTIONS.usdPerKwh) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** The cost assumptions of a view, the defaults where it names none. */
export function readCostAssumptions(filters: Partial<LeaderboardFilters>): CostAssumptions {
  return {
    years: filters.years ?? DEFAULT_ASSUMPTIONS.years,
    hoursPerDay: filters.hours ?? DEFAULT_ASSUMPTIONS.hoursPerDay,
    usdPerKwh: filters.kwh ?? DEFAULT_ASSUMPTIONS.usdPerKwh,
  };
}

/** The address the browser reads one leaderboard view from: one address per view, however its URL was spelled. */
export function toLeaderboardApiUrl(filters: LeaderboardFilters): string {
  const search = toLeaderboardQueryString(filters);
  return `/api/v1/leaderboard${search ? `?${search}` : ""}`;
}
