/**
 * `generateMetadata` for a page whose title and description are the `title` and `metaDescription`
 * messages of its namespace, in the page's language: the index and reference pages. The pages of
 * an account and of the admins, which no search engine sees, carry their `title` alone. A page
 * about one thing its parameters name describes that thing, or says it was not found.
 */
import "server-only";
import type { Metadata } from "next";
import { buildPageMetadata, type PageFacts } from "@/lib/discovery/metadata";
import type { Locale } from "@/lib/i18n/locales";
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

/** The namespaces that hold a page's `title`. */
type TitledNamespace = { [N in Namespace]: Messages[N] extends { title: string } ? N : never }[Namespace];

/** `export const generateMetadata = buildTitleMetadata("AccountRuns")`: the title alone, in the page's language. */
export function buildTitleMetadata(namespace: TitledNamespace) {
  return async ({ params }: { params?: LocaleParams }): Promise<Metadata> => ({
    title: translate(await readPageLocale(params), namespace)("title"),
  });
}

/** The namespaces that hold a `notFound` title. */
type NotFoundNamespace = { [N in Namespace]: Messages[N] extends { notFound: string } ? N : never }[Namespace];

/**
 * `generateMetadata` for a page about one thing its parameters name (a contributor, a model, a
 * report): `describe` gives its title, description and English path in the page's language. When
 * `read` finds nothing (the page answers 404) the title is the `notFound` message of `namespace`.
 */
export function buildSubjectMetadata<Params, Subject>(
  namespace: NotFoundNamespace,
  read: (params: Params) => Promise<Subject | null>,
  describe: (subject: Subject, locale: Locale) => Omit<PageFacts, "locale">,
) {
  return async ({ params }: { params: Promise<Params & { locale?: string }> }): Promise<Metadata> => {
    const locale = await readPageLocale(params);
    const subject = await read(await params);
    if (!subject) return { title: translate(locale, namespace)("notFound") };
    return buildPageMetadata({ ...describe(subject, locale), locale });
  };
}
