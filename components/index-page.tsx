/**
 * A public index page (/models, /hardware, /organizations, /reports): its metadata, title and lead
 * are the `title`, `metaDescription` and `lead` messages of its namespace, then comes what it
 * lists. While `next build` prerenders it renders nothing (lib/cache/prerender.ts): the page cache
 * renders it on its first request, from the database it is served with.
 */
import "server-only";
import type { ReactNode } from "react";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { buildMessagesMetadata } from "@/lib/discovery/page-metadata";
import type { Locale } from "@/lib/i18n/locales";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { type Messages, type Namespace, translate } from "@/lib/i18n/translate";

/** The namespaces that hold an index page's `title`, `metaDescription` and `lead`. */
type IndexNamespace = {
  [N in Namespace]: Messages[N] extends { title: string; metaDescription: string; lead: string } ? N : never;
}[Namespace];

/**
 * An index page: `generateMetadata` and the page component (its file's default export). `namespace`
 * and `path` (in English) as for buildMessagesMetadata; `render` shows the `list` under the title and lead.
 */
export function defineIndexPage<Items>(
  namespace: IndexNamespace,
  path: string,
  list: () => Promise<Items>,
  render: (items: Items, locale: Locale) => ReactNode,
) {
  return {
    generateMetadata: buildMessagesMetadata(namespace, path),
    // biome-ignore lint/correctness/noComponentHookFactories: made once, as its page's module loads: no state
    Page: async ({ params }: { params: LocaleParams }) => {
      const locale = await readPageLocale(params);
      if (isBuildPrerender()) return null;
      const items = await list();
      const t = translate(locale, namespace);
      return (
        <>
          <h1>{t("title")}</h1>
          <p className="lead">{t("lead")}</p>
          {render(items, locale)}
        </>
      );
    },
  };
}
