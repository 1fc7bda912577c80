"use client";

/**
 * next-intl's `Link` (lib/i18n/navigation.ts) for server components: a path of the site gets the
 * page's locale prefix (`/models` -> `/ja/models` on a Japanese page). Its client version, which
 * reads the locale from the root layout's NextIntlClientProvider: the server version would read
 * it from a request configuration, which this site has none of.
 */
export { Link } from "@/lib/i18n/navigation";
