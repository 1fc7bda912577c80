/**
 * The matrix runs index's filters as URL search params: a hardware and a model, each by slug.
 * Lenient: anything that is not a slug counts as absent (the whole index). Pure, free of zod
 * (read by proxy.ts too).
 */
import type { SearchParamsInput } from "@/lib/leaderboard/search-params";
import { readFrom, readSingleParam, toFieldsQueryString } from "@/lib/search-params";
import { defineQueryView } from "@/lib/routing/view-paths";

export type MatrixRunQuery = { hardware: string | null; model: string | null };

const FIELDS = ["hardware", "model"] as const;
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

export function parseMatrixRunSearch(search: SearchParamsInput): MatrixRunQuery {
  const get = readFrom(search);
  const read = (key: string) => {
    const value = readSingleParam(get(key));
    return typeof value === "string" && SLUG.test(value) ? value : null;
  };
  return { hardware: read("hardware"), model: read("model") };
}

/** The query string of `query`, fields in a fixed order, absent ones left out: one form for one view. */
export function toMatrixRunQueryString(query: MatrixRunQuery): string {
  return toFieldsQueryString(query, FIELDS);
}

/** The address of the index narrowed to `query`. */
export function matrixRunsHref(query: MatrixRunQuery): string {
  const search = toMatrixRunQueryString(query);
  return search ? `/matrix-runs?${search}` : "/matrix-runs";
}

/**
 * The matrix runs' filters as a view of their own, a cached page (lib/routing/view-paths.ts):
 * proxy.ts serves it (lib/views.ts), and its `[view]` page parses it.
 */
export const matrixRunView = defineQueryView(
  "/matrix-runs",
  (search) => toMatrixRunQueryString(parseMatrixRunSearch(search)),
  (search) => search,
);
