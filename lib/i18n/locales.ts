/**
 * The site's languages: English, the default, and Japanese. Each has a catalogue
 * (lib/i18n/messages/<locale>/) and a path prefix (lib/i18n/routing.ts; English has none).
 * Pure, and free of imports: next.config.ts reads it through lib/cache/http-cache.ts.
 */

export const LOCALES = ["en", "ja"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
