/**
 * A page or component as the root layout wraps it: inside the app's providers (TanStack Query's
 * client and next-intl's locale, components/providers.tsx), which client components that read
 * through a query or link in the page's language need. English unless `locale` names another.
 */
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import type { Locale } from "@/lib/i18n/locales";

export function withProviders(element: ReactNode, locale: Locale = "en"): ReactNode {
  return <Providers locale={locale}>{element}</Providers>;
}
