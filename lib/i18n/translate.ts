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
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { en, ja } from "./messages";

/** The catalogues' shape: English's. Japanese must have the same keys (a type error otherwise). */
export type Messages = typeof en;
export type Namespace = keyof Messages;

export const CATALOGUES: Record<Locale, Messages> = { en, ja };

function createTranslatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: "UTC" });
}

type Translator<N extends Namespace> = ReturnType<typeof createTranslatorFor<N>>;

/**
 * One translator per locale and namespace for the life of the process: a translator keeps the
 * messages it has parsed, and a page asks for the same few namespaces on every render.
 */
const translators = new Map<string, unknown>();

/** The words of one namespace in `locale`: `translate("ja", "Nav")("leaderboard")` is "リーダーボード". */
export function translate<N extends Namespace>(locale: Locale, namespace: N): Translator<N> {
  const key = `${locale}/${namespace}`;
  const known = translators.get(key);
  if (known) return known as Translator<N>;
  const translator = createTranslatorFor(locale, namespace);
  translators.set(key, translator);
  return translator;
}
