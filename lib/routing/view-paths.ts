/**
 * Public pages whose view is chosen by search parameters (the leaderboard's filters, the matrix
 * runs' filters, the runs compared, the calculator's inputs, a model's precision, a setup's
 * history) are served from a path that carries the view: the page cache keys pages by path, and a page that read its
 * search parameters would be rendered on every request. proxy.ts rewrites the request (the address bar keeps the URL);
 * the view's page (app/[locale]/(public)/leaderboard/[view]/page.tsx, …) reads it from its parameter.
 * Equivalent URLs share one view: the leaderboard's filters are put in their canonical order and
 * defaults dropped. The query travels as base64url, letters, digits, "-" and "_" only: Next.js
 * hands a segment's "=" or "%" to the page still percent-encoded.
 *
 * Pages link to these addresses with plain `<a>`, not next/link: Next.js's client router predicts
 * a page from its path alone (/calculator), and would prefetch the wrong page's parts for
 * /calculator?hardware=… (a 404 from the segment cache). A document load of a cached page is fast.
 *
 * Platform (lib/layers.ts): the features declare their views (`QueryView`, next to their search
 * parameters) and lib/views.ts lists them; nothing here knows a feature. Pure.
 */

/** A page whose view is chosen by its search parameters, as the feature that owns it declares it. */
export type QueryView = {
  /** The page's path in the default locale, e.g. "/leaderboard". */
  pathname: string;
  /** The view's canonical query string, "" for the page's default view: one string for equivalent searches. */
  toQuery: (search: URLSearchParams) => string;
};

/** Next.js's own parameter on RSC requests (client navigations): kept on the rewritten request. */
const NEXT_PARAMS = new Set(["_rsc"]);

/** The query string of `search` without Next.js's own parameters, keys sorted: one form for one view. */
export function toSortedQuery(search: URLSearchParams): string {
  const entries = [...search].filter(([key]) => !NEXT_PARAMS.has(key));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

const MODEL_PAGE = /^\/models\/([^/]+)$/;
const HISTORY_PAGE = /^\/models\/([^/]+)\/history$/;
const HARDWARE_PAGE = /^\/hardware\/([^/]+)$/;
const RUN_PAGE = /^\/runs\/([^/]+)$/;
/** A page of a paged list: 1 to 99,999, digits only, no leading zero (one form for one page). */
const PAGE_NUMBER = /^[1-9][0-9]{0,4}$/;
/** A variant's slug (lib/slug.ts): anything else names no precision, and the model's page shows its first. */
const VARIANT_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

function encodeView(query: string): string {
  return Buffer.from(query, "utf8").toString("base64url");
}

/**
 * The path that serves the page at `pathname` with the search parameters `search`, or null when
 * the page itself serves it (no view chosen, or not a page with views). `views` are the pages
 * whose view is their query (lib/views.ts); the pages of a model, a setup's history, a hardware
 * and a run have views of their own shape, handled here.
 */
export function findViewPath(pathname: string, search: URLSearchParams, views: readonly QueryView[]): string | null {
  const view = views.find((candidate) => candidate.pathname === pathname);
  if (view) {
    const query = view.toQuery(search);
    return query ? `${pathname}/${encodeView(query)}` : null;
  }
  const precision = search.get("precision");
  const history = HISTORY_PAGE.exec(pathname);
  const hardware = search.get("hardware");
  if (history && precision && hardware && VARIANT_SLUG.test(precision) && VARIANT_SLUG.test(hardware)) {
    return `/models/${history[1]}/history/${precision}/${hardware}`;
  }
  const model = MODEL_PAGE.exec(pathname);
  if (model && precision && VARIANT_SLUG.test(precision)) return `/models/${model[1]}/${precision}`;
  const hardwarePage = HARDWARE_PAGE.exec(pathname);
  const page = search.get("page");
  if (hardwarePage && page !== null && page !== "1" && PAGE_NUMBER.test(page)) {
    return `/hardware/${hardwarePage[1]}/runs/${page}`;
  }
  const runPage = RUN_PAGE.exec(pathname);
  if (runPage && page !== null && page !== "1" && PAGE_NUMBER.test(page)) {
    return `/runs/${runPage[1]}/measurements/${page}`;
  }
  return null;
}

/**
 * The number of a page from its path segment (/hardware/<slug>/runs/<page>, /runs/<id>/measurements/<page>),
 * or null when not one.
 */
export function parseRunsPage(segment: string): number | null {
  return PAGE_NUMBER.test(segment) ? Number(segment) : null;
}

/** The search parameters a view's path carries (its `[view]` segment). */
export function readViewQuery(view: string): URLSearchParams {
  return new URLSearchParams(Buffer.from(view, "base64url").toString("utf8"));
}
