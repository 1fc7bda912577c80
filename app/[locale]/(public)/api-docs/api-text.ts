/**
 * The OpenAPI document's own words (summaries, descriptions, what each field means) in the
 * page's language. The document is built in English from the zod schemas and served as it is at
 * /api/v1/openapi.json; /api-docs shows its texts through the `ApiText` catalogue, keyed by a
 * hash of the English text. A text changed in the schemas has no translation until the
 * catalogue follows (tests/integration/api-document.test.ts names it) and reads in English meanwhile:
 * never a stale translation.
 */
import { CATALOGUES } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

/** A text's key in the ApiText catalogue: its FNV-1a hash as "t" and 8 hex digits. */
export function apiTextKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `t${hash.toString(16).padStart(8, "0")}`;
}

/** `text` from the OpenAPI document in `locale`; as it is when the catalogue has no translation of it. */
export function localizeApiText(locale: Locale, text: string): string {
  const key = apiTextKey(text);
  const english: Record<string, string | undefined> = CATALOGUES.en.ApiText;
  if (english[key] !== text) return text;
  const texts: Record<string, string | undefined> = CATALOGUES[locale].ApiText;
  return texts[key] ?? text;
}
