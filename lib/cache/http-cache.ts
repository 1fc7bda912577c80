/**
 * Cache-Control of the site's answers, for what sits in front of the app servers (a CDN, a
 * reverse proxy) and for browsers. Public pages and public API answers are the same for every
 * visitor: a shared cache may keep one for 5 s, then serve it while fetching it again for up to
 * 30 s more; browsers check theirs every time (the ETag makes that a 304). The app servers
 * themselves drop a page as soon as its data changes (docs/decisions/0007-page-cache.md). What
 * depends on who asks is never stored.
 *
 * next.config.ts sets these on pages by path, from the rules below: one list of pages, written
 * as the default locale's paths, made for every locale (`/models` and `/ja/models`), after a rule
 * for any other page, so that a page not listed and a page not found (404) are never stored.
 * Route handlers set their own, which comes last; an unknown API path is answered by
 * app/api/[...rest]/route.ts. Pure.
 */
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales";

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/**
 * An icon at an address that names its content's hash (`/icon.svg?icon.<hash>.svg`, `/apple-icon?<hash>`,
 * as the pages link them): a new icon gets a new address, so browsers and CDNs may keep this one for good.
 */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Icons whose links carry their content hash as the whole query string (Next.js's metadata icons). */
const HASHED_ICON_PATHS = new Set(["/icon.svg", "/apple-icon"]);

/** True for the icons' paths: files at the site's root, never a page of a locale. */
export function isIconPath(pathname: string): boolean {
  return HASHED_ICON_PATHS.has(pathname);
}

/** True for an icon address that names its content's hash (one bare word of letters, digits, `.`, `_`, `-`). */
export function isHashedIconAddress(pathname: string, search: string): boolean {
  return HASHED_ICON_PATHS.has(pathname) && /^\?[\w.-]{6,}$/.test(search);
}

/** Public pages: the same for everyone (the header's account links are read in the browser). */
const PUBLIC_PAGES = [
  "/",
  "/leaderboard/:view*",
  "/models/:path*",
  "/runs/:id",
  "/runs/:id/matrix",
  "/hardware/:slug*",
  "/organizations",
  "/organizations/:slug",
  "/contributors/:handle",
  "/compare/:view*",
  "/calculator/:view*",
  "/planner/:view*",
  "/measurements/:view*",
  "/matrix-runs/:view*",
  "/benchmarks",
  "/methodology",
  "/getting-started",
  "/api-docs",
  "/reports",
  "/reports/:slug",
];
/** Pages of a signed-in user. After the public ones: a later rule wins, and /reports/new matches /reports/:slug. */
const PRIVATE_PAGES = [
  "/account/:path*",
  "/upload",
  "/signin",
  "/signup",
  "/admin/:path*",
  "/reports/new",
  "/reports/:slug/edit",
];
/**
 * Every page path, found or not: all but Next.js's files, the API, the root's icon and image
 * routes (proxy.ts sets the icons' header) and paths that end in a file extension (routes that
 * set their own).
 */
const ANY_PAGE = "/((?!_next/|api/|apple-icon|opengraph-image|.*\\.[A-Za-z0-9]+$).*)";

export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** A page path in every locale: `/models/:path*`, `/ja/models/:path*`; `/` and `/ja`. */
export function inEveryLocale(paths: readonly string[]): string[] {
  return LOCALES.flatMap((locale) =>
    locale === DEFAULT_LOCALE ? [...paths] : paths.map((path) => (path === "/" ? `/${locale}` : `/${locale}${path}`)),
  );
}

/** next.config.ts's Cache-Control rules, in order (a later rule wins over an earlier one). */
export function listCacheControlRules(): HeaderRule[] {
  const rule = (source: string, value: string) => ({ source, headers: [{ key: "Cache-Control", value }] });
  return [
    rule(ANY_PAGE, PRIVATE_CACHE_CONTROL),
    ...inEveryLocale(PUBLIC_PAGES).map((source) => rule(source, PUBLIC_CACHE_CONTROL)),
    ...inEveryLocale(PRIVATE_PAGES).map((source) => rule(source, PRIVATE_CACHE_CONTROL)),
  ];
}
