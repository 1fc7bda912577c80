/**
 * How the site's languages appear in its addresses, for next-intl's navigation APIs
 * (lib/i18n/navigation.ts) and proxy.ts: English unprefixed (`/leaderboard`), Japanese under
 * `/ja` (`/ja/leaderboard`); pages live under app/[locale]/ and read their locale from the route
 * parameter. The address alone chooses the language: no Accept-Language detection, no cookie and
 * no `Link` header, so one page is one cacheable answer for everyone
 * (docs/decisions/0013-locales-in-the-path.md). Pure.
 */
import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  // The pages name their languages in <link rel="alternate" hreflang> (lib/discovery/metadata.ts).
  alternateLinks: false,
});

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
 * The locale an address names and its path without the prefix: `/ja/models` gives ja and
 * `/models`; an unprefixed path is the default locale's. next-intl does this inside its middleware
 * only; proxy.ts, the sign-in redirect and the language switch need it on their own.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const second = pathname.indexOf("/", 1);
  const first = second === -1 ? pathname.slice(1) : pathname.slice(1, second);
  if (!isLocale(first)) return { locale: routing.defaultLocale, path: pathname, prefixed: false };
  return { locale: first, path: second === -1 ? "/" : pathname.slice(second), prefixed: true };
}

/**
 * The route under app/[locale]/ that serves `path` in `locale` (`/en/models`, `/en` for `/`): where
 * proxy.ts rewrites an address, whatever its prefix (next-intl's middleware does the same inside).
 */
export function toLocaleRoutePath(locale: Locale, path: string): string {
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

declare module "next-intl" {
  /** next-intl's `useLocale` and navigation APIs know the site's locales (not any string). */
  interface AppConfig {
    Locale: Locale;
  }
}
