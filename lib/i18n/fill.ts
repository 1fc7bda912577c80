/**
 * Fills a message's `{name}` arguments on the client, where no translator runs: client
 * components get their namespace's messages as plain strings (lib/i18n/translate.ts is server
 * only) and need only simple arguments. Plurals are separate messages (`matchOne`, `matchOther`).
 * Pure; safe on client and server.
 */
import type { Locale } from "@/lib/i18n/locales";
import type { en } from "./messages";

/** The messages of one namespace, as plain strings: what a server component hands a client component. */
export type Texts<N extends keyof typeof en> = (typeof en)[N];

export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Sentences as one paragraph: English puts a space between them; Japanese, whose sentences end
 * in "。", none. Empty parts are left out.
 */
export function joinSentences(locale: Locale, sentences: ReadonlyArray<string | null | undefined>): string {
  return sentences.filter((sentence): sentence is string => Boolean(sentence)).join(locale === "ja" ? "" : " ");
}
