/**
 * The measurements leaderboard's choice as URL search params: the test (its definition and the
 * tool's name for it) and the same setup filters as the leaderboard. Lenient like the
 * leaderboard's: a value too long or blank counts as absent. Pure, free of zod (read in the
 * browser too).
 */
import { readFrom, readSingleParam, type SearchParamsInput, toFieldsQueryString } from "@/lib/search-params";

export const MEASUREMENT_TEXT_MAX = { definition: 60, test: 80, hardware: 120, precision: 80, engine: 80 } as const;

type Field = keyof typeof MEASUREMENT_TEXT_MAX;

export type MeasurementQuery = Record<Field, string | null>;

const FIELDS = Object.keys(MEASUREMENT_TEXT_MAX) as Field[];

function readText(value: unknown, max: number): string | null {
  const first = readSingleParam(value);
  if (typeof first !== "string") return null;
  const text = first.trim();
  return text.length > 0 && [...text].length <= max ? text : null;
}

export function parseMeasurementSearch(search: SearchParamsInput): MeasurementQuery {
  const get = readFrom(search);
  return Object.fromEntries(
    FIELDS.map((field) => [field, readText(get(field), MEASUREMENT_TEXT_MAX[field])]),
  ) as MeasurementQuery;
}

/** The query string of `query`, fields in a fixed order, absent ones left out: one form for one view. */
export function toMeasurementQueryString(query: MeasurementQuery): string {
  return toFieldsQueryString(query, FIELDS);
}

/** The address of the leaderboard of one test, optionally narrowed. */
export function measurementHref(query: Partial<MeasurementQuery>): string {
  const full = Object.fromEntries(FIELDS.map((field) => [field, query[field] ?? null])) as MeasurementQuery;
  const search = toMeasurementQueryString(full);
  return search ? `/measurements?${search}` : "/measurements";
}
