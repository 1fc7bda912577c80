/**
 * The locale is the first segment of a page's path: English unprefixed (`/leaderboard`), every
 * other language under its code (`/ja/leaderboard`). Pages live under app/[locale]/, so proxy.ts
 * rewrites an unprefixed path to the default locale's (`/en/leaderboard`), and a page reads its
 * locale from the route parameter: never from a cookie or a header, which a cached page cannot read.
 * Pure.
 */

export const LOCALES = ["en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Paths served by routes at the top of app/ (metadata routes, feeds, the upload script): the same
 * in every language, never prefixed.
 */
const ROOT_ROUTES = new Set([
  "/apple-icon",
  "/opengraph-image",
  "/feed.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/upload.sh",
  "/manifest.webmanifest",
]);

/** Whether `pathname` is a page (or a route under a page) that lives under app/[locale]/. */
export function isLocalizedPath(pathname: string): boolean {
  return !pathname.startsWith("/api/") && !ROOT_ROUTES.has(pathname);
}

/**
 * The locale a path names and the path without it: `/ja/models` gives ja and `/models`; a path
 * without a locale segment is the default locale's.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const second = pathname.indexOf("/", 1);
  const first = second === -1 ? pathname.slice(1) : pathname.slice(1, second);
  if (!isLocale(first)) return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false };
  return { locale: first, path: second === -1 ? "/" : pathname.slice(second), prefixed: true };
}

/** The route path under app/[locale]/ that serves `path` in `locale`: `/en/models`, `/en` for `/`. */
export function toLocaleRoutePath(locale: Locale, path: string): string {
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
