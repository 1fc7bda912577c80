"use client";

import NextLink from "next/link";
import { type ComponentProps, createContext, type ReactNode, useContext } from "react";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/routing/locale-paths";

/**
 * The page's locale for client components, provided by the root layout from its route parameter.
 * Not `useParams()`: a page whose parameters are not known at build time (the not-found
 * catch-all) could then not be prerendered. Outside the layout (a component rendered by a test):
 * English.
 */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * next/link in the page's language: a path of the site gets the page's locale prefix
 * (`/models` -> `/ja/models` on a Japanese page; lib/routing/locale-paths.ts).
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLocale();
  return <NextLink href={typeof href === "string" ? localizePath(locale, href) : href} {...props} />;
}
