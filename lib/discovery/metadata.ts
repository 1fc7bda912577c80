/**
 * The metadata every public page carries: its own title and description, a canonical URL without
 * filter or paging parameters, and the Open Graph and Twitter cards a shared link unfolds into.
 * Each page names its card's image (an `opengraph-image` route) itself: Next.js adds a folder's
 * image file only to the page beside it, and a page's own `openGraph` replaces its parents'.
 */
import type { Metadata } from "next";
import { SITE_NAME } from "@/lib/discovery/site";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

/** Open Graph's names of the site's locales. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: "en_US", ja: "ja_JP" };

export type PageFacts = {
  title: string;
  description: string;
  /** The page's canonical path in English, relative to metadataBase: "/leaderboard", "/runs/abc". */
  path: string;
  /** The page's language: its canonical URL is that language's (/ja/leaderboard); English when unset. */
  locale?: Locale;
  /** The share image's path (an `opengraph-image` route); the site's when unset. */
  image?: string;
  /** Feeds that follow this page (rel=alternate), relative paths. */
  feeds?: Array<{ title: string; path: string }>;
};

/** The site's own share image (app/opengraph-image.tsx). */
export const SITE_IMAGE = "/opengraph-image";

/** The page in every language (hreflang), and x-default: the unprefixed, English one. */
export function listLanguageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((locale) => [locale, getPathname({ locale, href: path })]),
  );
  return { ...languages, "x-default": path };
}

export function buildPageMetadata(page: PageFacts): Metadata {
  const locale = page.locale ?? DEFAULT_LOCALE;
  const url = getPathname({ locale, href: page.path });
  return {
    title: page.title,
    description: page.description,
    alternates: {
      canonical: url,
      languages: listLanguageAlternates(page.path),
      ...(page.feeds && {
        types: { "application/atom+xml": page.feeds.map((feed) => ({ title: feed.title, url: feed.path })) },
      }),
    },
    openGraph: {
      title: page.title,
      description: page.description,
      url,
      siteName: SITE_NAME,
      type: "website",
      locale: OPEN_GRAPH_LOCALES[locale],
      images: [{ url: page.image ?? SITE_IMAGE, width: 1200, height: 630, alt: page.title }],
    },
    twitter: { card: "summary_large_image", title: page.title, description: page.description },
  };
}

/** For sign-in, sign-up, account, upload and admin pages: kept out of search engines. */
export const NOT_INDEXED: Metadata["robots"] = { index: false, follow: false };
