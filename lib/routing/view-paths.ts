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
 * Platform (lib/layers.ts): each feature declares its views once (`View`: the page, the path of a
 * view, how its page parses that path; next to its search parameters) and lib/views.ts lists
 * them for proxy.ts; the view's page reads the same declaration. Nothing here knows a feature. Pure.
 */

/**
 * A page whose view is chosen by its search parameters, served from a path of its own: declared
 * once by the feature that owns it, read by proxy.ts (`toPath`) and by the view's page (`parse`).
 */
export type View<Input> = {
  /** The page's path in the default locale; `:name` stands for one segment: "/leaderboard", "/models/:slug". */
  page: string;
  /** What follows the page's path to serve the view `search` chooses ("/<segments>"), or null: the page serves it. */
  toPath: (search: URLSearchParams) => string | null;
  /** The view from the segments of that path, as the view's page reads them (null: none, a 404). */
  parse: (...segments: string[]) => Input;
};

/** Next.js's own parameter on RSC requests (client navigations): kept on the rewritten request. */
const NEXT_PARAMS = new Set(["_rsc"]);

/** The query string of `search` without Next.js's own parameters, keys sorted: one form for one view. */
export function toSortedQuery(search: URLSearchParams): string {
  const entries = [...search].filter(([key]) => !NEXT_PARAMS.has(key));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** A page of a paged list: 1 to 99,999, digits only, no leading zero (one form for one page). */
const PAGE_NUMBER = /^[1-9][0-9]{0,4}$/;
/** A variant's or hardware's slug (lib/slug.ts): anything else names no view, and the page shows its default. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

function encodeView(query: string): string {
  return Buffer.from(query, "utf8").toString("base64url");
}

/** The search parameters a view's path carries (its `[view]` segment). */
export function readViewQuery(view: string): URLSearchParams {
  return new URLSearchParams(Buffer.from(view, "base64url").toString("utf8"));
}

/**
 * A page whose view is its whole query: `toQuery` gives the view's canonical query ("" for the
 * page's default view, one string for equivalent searches), carried as one base64url segment;
 * `parse` reads the page's input from it.
 */
export function defineQueryView<Input>(
  page: string,
  toQuery: (search: URLSearchParams) => string,
  parse: (search: URLSearchParams) => Input,
): View<Input> {
  return {
    page,
    toPath: (search) => {
      const query = toQuery(search);
      return query ? `/${encodeView(query)}` : null;
    },
    parse: (view = "") => parse(readViewQuery(view)),
  };
}

/** A page whose view is `?page=N` of its list, served from `<page>/<folder>/N`; page 1 is the page itself. */
export function definePagedView(page: string, folder: string): View<number | null> {
  return {
    page,
    toPath: (search) => {
      const number = search.get("page");
      return number !== null && number !== "1" && PAGE_NUMBER.test(number) ? `/${folder}/${number}` : null;
    },
    parse: (segment = "") => parseRunsPage(segment),
  };
}

/** A page whose view names slugs (`?precision=…&hardware=…`), each a segment of its path, in this order. */
export function defineSlugView(page: string, names: readonly string[]): View<string[] | null> {
  return {
    page,
    toPath: (search) => {
      const slugs = names.map((name) => search.get(name) ?? "");
      return slugs.every((slug) => SLUG.test(slug)) ? `/${slugs.join("/")}` : null;
    },
    parse: (...segments) => (segments.length === names.length ? segments : null),
  };
}

/** A view's page as a pattern: its `:name` segments match one segment each. */
const patterns = new WeakMap<View<unknown>, RegExp>();
function patternOf(view: View<unknown>): RegExp {
  let pattern = patterns.get(view);
  if (!pattern) {
    const source = view.page.split("/").map((part) => (part.startsWith(":") ? "[^/]+" : part));
    pattern = new RegExp(`^${source.join("/")}$`);
    patterns.set(view, pattern);
  }
  return pattern;
}

/**
 * The path that serves the page at `pathname` with the search parameters `search`, or null when
 * the page itself serves it (no view chosen, or not a page with views). `views` are every
 * feature's (lib/views.ts).
 */
export function findViewPath(
  pathname: string,
  search: URLSearchParams,
  views: readonly View<unknown>[],
): string | null {
  const view = views.find((candidate) => patternOf(candidate).test(pathname));
  const rest = view?.toPath(search) ?? null;
  return rest === null ? null : `${pathname}${rest}`;
}

/**
 * The number of a page from its path segment (/hardware/<slug>/runs/<page>, /runs/<id>/measurements/<page>),
 * or null when not one.
 */
export function parseRunsPage(segment: string): number | null {
  return PAGE_NUMBER.test(segment) ? Number(segment) : null;
}
