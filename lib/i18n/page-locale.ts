/**
 * Every layout and page under app/[locale]/ reads its language from the route's parameter with
 * `readPageLocale(params)`: never from a header or a cookie, which a cached page cannot read.
 * A locale that is none of ours answers 404. Called without one (a page rendered by a test), a
 * page is in English.
 */
import { notFound } from "next/navigation";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

export type LocaleParams = Promise<{ locale?: string }>;

export async function readPageLocale(params: LocaleParams | undefined): Promise<Locale> {
  const locale = (await params)?.locale ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) notFound();
  return locale;
}
