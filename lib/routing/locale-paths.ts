/**
 * The locale is the first segment of a page's path: English unprefixed (`/leaderboard`), every
 * other language under its code (`/ja/leaderboard`). Pages live under app/[locale]/, so proxy.ts
 * rewrites an unprefixed path to the default locale's (`/en/leaderboard`), and a page reads its
 * locale from the route parameter: never from a cookie or a header, which a cached page cannot read.
 * The languages themselves are lib/i18n/locales.ts. Pure.
 */

import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

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
  return !pathname.startsWith("/api/") && !ROOT_ROUTES.has(pathname.replace(/[?#].*$/, ""));
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

/**
 * The address of `path` in `locale`: `/models` in English, `/ja/models` in Japanese, `/ja` for `/`.
 * Addresses that are no page (the API, another site, an anchor) and those already prefixed stay.
 */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//") || !isLocalizedPath(path)) {
    return path;
  }
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  if (splitLocale(pathname).prefixed) return path;
  return `${toLocaleRoutePath(locale, pathname)}${end === -1 ? "" : path.slice(end)}`;
}

/** The same page in another locale: `/ja/leaderboard?sort=x` in English is `/leaderboard?sort=x`. */
export function switchLocale(locale: Locale, address: string): string {
  const end = address.search(/[?#]/);
  const pathname = end === -1 ? address : address.slice(0, end);
  const rest = end === -1 ? "" : address.slice(end);
  const { path } = splitLocale(pathname);
  return `${localizePath(locale, path)}${rest}`;
}
