/**
 * The site's words in each language: the message catalogues (lib/i18n/messages/<locale>/<area>.json,
 * ICU message syntax) read through next-intl's translator. The locale is always named by the
 * caller: it is the page's route parameter (lib/i18n/page-locale.ts), never a header or a
 * cookie, so pages stay cacheable (docs/decisions/0013-locales-in-the-path.md).
 *
 * Server only: it holds every catalogue. Client components get their words as props, so no
 * catalogue is shipped to the browser.
 */
import "server-only";
import { createFormatter, createTranslator } from "next-intl";
import type { Locale } from "@/lib/routing/locale-paths";
import { en, ja } from "./messages";

/** The catalogues' shape: English's. Japanese must have the same keys (a type error otherwise). */
export type Messages = typeof en;
export type Namespace = keyof Messages;

export const CATALOGUES: Record<Locale, Messages> = { en, ja };

/** The words of one namespace in `locale`: `translate("ja", "Nav")("leaderboard")` is "リーダーボード". */
export function translate<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: "UTC" });
}

/** Numbers and dates in `locale`'s way (`Intl`), in UTC as the rest of the site. */
export function formatterFor(locale: Locale) {
  return createFormatter({ locale, timeZone: "UTC" });
}
