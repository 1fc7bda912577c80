/**
 * The page of a view chosen by search parameters (app/[locale]/(public)/<page>/[view]/page.tsx):
 * proxy.ts serves /leaderboard?<filters> from /leaderboard/<view>, and that page parses its
 * segment with the feature's own declaration (lib/routing/view-paths.ts `View`) and renders what
 * the page without a view renders for its default. The prerendered placeholder (lib/cache/prerender.ts)
 * answers 404 before anything is read. Each view's page file keeps its segment config as literals,
 * which Next.js reads without running the file; the rest comes from here.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { isPlaceholder } from "@/lib/cache/prerender";
import type { Locale } from "@/lib/i18n/locales";
import { readPageLocale } from "@/lib/i18n/page-locale";
import type { View } from "@/lib/routing/view-paths";

type ViewPageProps = { params: Promise<{ view: string; locale?: string }> };

/** What a view's page shows: the page's metadata, and the page itself for the view's input. */
type ViewPageParts<Input> = {
  metadata: (locale: Locale) => Metadata;
  render: (input: Input, locale: Locale) => Promise<ReactNode>;
};

/** A view's page: `generateMetadata` and the page component (its file's default export). */
export function defineViewPage<Input>(view: View<Input>, { metadata, render }: ViewPageParts<Input>) {
  return {
    generateMetadata: async ({ params }: ViewPageProps): Promise<Metadata> => metadata(await readPageLocale(params)),
    // biome-ignore lint/correctness/noComponentHookFactories: made once, as its page's module loads: no state
    Page: async ({ params }: ViewPageProps): Promise<ReactNode> => {
      const { view: segment } = await params;
      if (isPlaceholder(segment)) notFound();
      return render(view.parse(segment), await readPageLocale(params));
    },
  };
}
