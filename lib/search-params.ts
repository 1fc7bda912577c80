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

/** Reads one parameter's value from search parameters in either form (undefined when absent). */
export function readFrom(search: SearchParamsInput): (key: string) => unknown {
  return (key) => (search instanceof URLSearchParams ? (search.get(key) ?? undefined) : search[key]);
}

/** The query string of `query`'s `fields` in that order, absent (null) ones left out: one form for one view. */
export function toFieldsQueryString<F extends string>(query: Record<F, string | null>, fields: readonly F[]): string {
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = query[field];
    if (value !== null) params.set(field, value);
  }
  return params.toString();
}
