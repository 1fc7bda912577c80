import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { signOutAction } from "@/app/[locale]/(contribute)/actions";
import { SiteHeader } from "@/components/site-header";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/discovery/site";
import { env } from "@/lib/env";
import { isLocale, LOCALES } from "@/lib/routing/locale-paths";
import "../globals.css";

/** Site-wide defaults; relative URLs in every page's metadata resolve against ARENA_PUBLIC_URL. */
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env.ARENA_PUBLIC_URL),
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    alternates: { types: { "application/atom+xml": [{ title: `${SITE_NAME}: new runs`, url: "/feed.xml" }] } },
    openGraph: {
      siteName: SITE_NAME,
      type: "website",
      locale: "en_US",
      title: SITE_NAME,
      description: SITE_DESCRIPTION,
    },
    twitter: { card: "summary_large_image", title: SITE_NAME, description: SITE_DESCRIPTION },
  };
}

/** Every locale is prerendered: its pages are cached like any other (lib/routing/locale-paths.ts). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function RootLayout({ children, params }: Props) {
  if (!isLocale((await params).locale)) notFound();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#content">
          Skip to content
        </a>
        <SiteHeader signOut={signOutAction} />
        <main id="content">{children}</main>
        <footer className="site-footer">
          <div>Inference Arena measures speed and waiting, not the quality of the answers.</div>
        </footer>
      </body>
    </html>
  );
}
