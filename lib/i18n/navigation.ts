/**
 * next-intl's navigation APIs for the site's routing (lib/i18n/routing.ts): `getPathname` gives
 * a page's address in a locale (`/models` in English, `/ja/models` in Japanese), `Link` and
 * `redirect` keep the page's language, `usePathname` is the path without its prefix.
 *
 * A server component takes `Link` from components/locale-link.tsx, the client one: on the server
 * next-intl's `Link` reads the locale from a request configuration, which this site has none of
 * (a page's locale is its route parameter, lib/i18n/page-locale.ts). `getPathname` and `redirect`
 * name their locale and work anywhere.
 */
import { createNavigation } from "next-intl/navigation";
import { routing } from "@/lib/i18n/routing";

export const { Link, getPathname, redirect, usePathname, useRouter } = createNavigation(routing);
