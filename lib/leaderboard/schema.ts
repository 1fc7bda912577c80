/**
 * The leaderboard's filters, sort and page as URL search params. Parsed leniently: a bad
 * value falls back to its default instead of failing the page. Pure: safe on client and server.
 */
import { z } from "zod";
import { SUITE_TEST_KEYS } from "@/lib/suite/definition";

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
] as const;

export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = "asc" | "desc";

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
};

/** First value of a repeated param; blank strings count as absent. */
function single(value: unknown): unknown {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() === "" ? undefined : first;
}

const text = (max: number) => z.preprocess(single, z.string().trim().max(max).optional()).catch(undefined);
const params = z.preprocess(single, z.coerce.number().min(0).max(100_000).optional()).catch(undefined);

export const leaderboardSearchSchema = z
  .object({
    hardware: text(120),
    precision: text(80),
    engine: text(80),
    org: text(120),
    minParams: params,
    maxParams: params,
    architecture: z.preprocess(single, z.enum(["dense", "moe"]).optional()).catch(undefined),
    /** Text search on the model name. */
    q: text(100),
    sort: z.preprocess(single, z.enum(SORT_KEYS)).catch("score"),
    dir: z.preprocess(single, z.enum(["asc", "desc"]).optional()).catch(undefined),
    /** A suite test key: the per-test view, ranked by that test's score. */
    test: z.preprocess(single, z.enum(SUITE_TEST_KEYS).optional()).catch(undefined),
    page: z.preprocess(single, z.coerce.number().int().min(1).max(100_000)).catch(1),
  })
  .transform((filters) => ({ ...filters, dir: filters.dir ?? DEFAULT_DIR[filters.sort] }));

export type LeaderboardFilters = z.infer<typeof leaderboardSearchSchema>;

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** Filters from a URL's search params (or Next's `searchParams` object); never throws. */
export function parseLeaderboardSearch(input: SearchParamsInput): LeaderboardFilters {
  const record: Record<string, string | string[] | undefined> =
    input instanceof URLSearchParams ? Object.fromEntries(input.entries()) : input;
  return leaderboardSearchSchema.parse(record);
}

export const DEFAULT_FILTERS: LeaderboardFilters = parseLeaderboardSearch({});

const KEY_ORDER = [
  "test", "hardware", "precision", "engine", "org", "architecture", "minParams", "maxParams", "q", "sort", "dir", "page",
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
    params.set(key, String(value));
  }
  return params.toString();
}

/** The TanStack Query key of one leaderboard view; the same on server and client. */
export function leaderboardQueryKey(filters: LeaderboardFilters) {
  return ["leaderboard", toLeaderboardQueryString(filters)] as const;
}
