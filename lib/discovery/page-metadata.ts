/**
 * `generateMetadata` for a page whose title and description are the `title` and `metaDescription`
 * messages of its namespace, in the page's language: the index and reference pages.
 */
import "server-only";
import type { Metadata } from "next";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { type Messages, type Namespace, translate } from "@/lib/i18n/translate";

/** The namespaces that hold a page's `title` and `metaDescription`. */
type PageNamespace = {
  [N in Namespace]: Messages[N] extends { title: string; metaDescription: string } ? N : never;
}[Namespace];

/** `export const generateMetadata = buildMessagesMetadata("Models", "/models")`: `path` is the English path. */
export function buildMessagesMetadata(namespace: PageNamespace, path: string) {
  return async ({ params }: { params?: LocaleParams }): Promise<Metadata> => {
    const locale = await readPageLocale(params);
    const t = translate(locale, namespace);
    return buildPageMetadata({ title: t("title"), description: t("metaDescription"), path, locale });
  };
}
