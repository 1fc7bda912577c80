/**
 * The metadata every public page carries: its own title and description, a canonical URL without
 * filter or paging parameters, and the Open Graph and Twitter cards a shared link unfolds into.
 * The card's image comes from the nearest `opengraph-image` route (Next.js adds it).
 */
import type { Metadata } from "next";
import { SITE_NAME } from "@/lib/discovery/site";

export type PageFacts = {
  title: string;
  description: string;
  /** The page's canonical path, relative to metadataBase: "/leaderboard", "/runs/abc". */
  path: string;
  /** Feeds that follow this page (rel=alternate), relative paths. */
  feeds?: Array<{ title: string; path: string }>;
};

export function buildPageMetadata(page: PageFacts): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: {
      canonical: page.path,
      ...(page.feeds && {
        types: { "application/atom+xml": page.feeds.map((feed) => ({ title: feed.title, url: feed.path })) },
      }),
    },
    openGraph: {
      title: page.title,
      description: page.description,
      url: page.path,
      siteName: SITE_NAME,
      type: "website",
      locale: "en_US",
    },
    twitter: { card: "summary_large_image", title: page.title, description: page.description },
  };
}

/** For sign-in, sign-up, account, upload and admin pages: kept out of search engines. */
export const NOT_INDEXED: Metadata["robots"] = { index: false, follow: false };
