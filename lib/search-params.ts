/**
 * Reading a page's URL search params, for every list's lenient parser (leaderboard, measurements,
 * matrix): what Next.js hands a page, and the first value of a repeated param. Pure.
 */
export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** First value of a repeated param; blank strings count as absent. */
export function readSingleParam(value: unknown): unknown {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() === "" ? undefined : first;
}
