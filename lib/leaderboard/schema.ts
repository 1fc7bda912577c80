/**
 * The leaderboard's search params as a zod schema, for the API's request pipeline (lib/http.ts)
 * and its documentation. Parsed leniently: a bad value falls back to its default. Pages and the
 * browser use the zod-free `parseLeaderboardSearch` (lib/leaderboard/search-params.ts), which a
 * property test holds to the same answers as this schema.
 */
import { z } from "zod";
import {
  ARCHITECTURES,
  DEFAULT_DIR,
  PAGE_MAX,
  ASSUMPTION_RANGES,
  PARAMS_MAX,
  PRICE_MAX,
  readSingleParam,
  SORT_DIRS,
  SORT_KEYS,
  TEXT_MAX,
  type LeaderboardFilters,
} from "@/lib/leaderboard/search-params";
import { SUITE_TEST_KEYS } from "@/lib/suite/test-keys";

export * from "@/lib/leaderboard/search-params";

const text = (max: number) => z.preprocess(readSingleParam, z.string().trim().max(max).optional()).catch(undefined);
const bounded = (min: number, max: number) =>
  z.preprocess(readSingleParam, z.coerce.number().min(min).max(max).optional()).catch(undefined);
const params = bounded(0, PARAMS_MAX);
const assumption = (range: { min: number; max: number }) => bounded(range.min, range.max);

export const leaderboardSearchSchema = z
  .object({
    hardware: text(TEXT_MAX.hardware),
    precision: text(TEXT_MAX.precision),
    engine: text(TEXT_MAX.engine),
    org: text(TEXT_MAX.org),
    minParams: params,
    maxParams: params,
    architecture: z.preprocess(readSingleParam, z.enum(ARCHITECTURES).optional()).catch(undefined),
    /** Text search on the model name. */
    q: text(TEXT_MAX.q),
    sort: z.preprocess(readSingleParam, z.enum(SORT_KEYS)).catch("score"),
    dir: z.preprocess(readSingleParam, z.enum(SORT_DIRS).optional()).catch(undefined),
    /** A suite test key: the per-test view, ranked by that test's score. */
    test: z.preprocess(readSingleParam, z.enum(SUITE_TEST_KEYS).optional()).catch(undefined),
    page: z.preprocess(readSingleParam, z.coerce.number().int().min(1).max(PAGE_MAX)).catch(1),
    /** Runs whose hardware's indicative price is at most this many US dollars. */
    maxPrice: bounded(0, PRICE_MAX),
    /** Cost assumptions: years the hardware is paid off over, hours a day it serves, USD per kWh. */
    years: assumption(ASSUMPTION_RANGES.years),
    hours: assumption(ASSUMPTION_RANGES.hours),
    kwh: assumption(ASSUMPTION_RANGES.kwh),
  })
  .transform((filters) => ({ ...filters, dir: filters.dir ?? DEFAULT_DIR[filters.sort] }));

// The schema and the zod-free parser give values of one type: a change to either breaks the build.
type SchemaFilters = z.infer<typeof leaderboardSearchSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameType: Same<SchemaFilters, LeaderboardFilters> = true;
void sameType;
