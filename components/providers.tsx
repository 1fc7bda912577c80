"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { getQueryClient } from "@/lib/query-client";

/**
 * What every page's client components share (the root layout): the page's locale for next-intl's
 * `useLocale`, `Link` and `usePathname` (lib/i18n/navigation.ts), and the TanStack Query client:
 * the header's account menu reads through it on each page, and so do the leaderboard, calculator,
 * run pages and upload form.
 *
 * The client provider itself, not next-intl's server one, which would read a request
 * configuration: the locale is the route's parameter. No messages: client components get their
 * words as props, so no catalogue is shipped to the browser (lib/i18n/translate.ts).
 */
export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  const queryClient = getQueryClient();
  return (
    <NextIntlClientProvider locale={locale} timeZone="UTC">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
}
