import type { Metadata } from "next";
import type { ReactNode } from "react";
import { signOutAction } from "@/app/[locale]/(contribute)/actions";
import { Link } from "@/components/locale-link";
import { PageTextsProvider } from "@/components/page-texts";
import { Providers } from "@/components/providers";
import { SiteHeader } from "@/components/site-header";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { OPEN_GRAPH_LOCALES } from "@/lib/discovery/metadata";
import { SITE_NAME } from "@/lib/discovery/site";
import { env } from "@/lib/env";
import { LOCALES } from "@/lib/i18n/locales";
import "../globals.css";

/** Every locale is prerendered: its pages are cached like any other (lib/i18n/locales.ts). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** Site-wide defaults; relative URLs in every page's metadata resolve against ARENA_PUBLIC_URL. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await readPageLocale(params);
  const t = translate(locale, "Site");
  const description = t("description");
  return {
    metadataBase: new URL(env.ARENA_PUBLIC_URL),
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description,
    applicationName: SITE_NAME,
    alternates: { types: { "application/atom+xml": [{ title: t("feedTitle"), url: "/feed.xml" }] } },
    openGraph: {
      siteName: SITE_NAME,
      type: "website",
      locale: OPEN_GRAPH_LOCALES[locale],
      title: SITE_NAME,
      description,
    },
    twitter: { card: "summary_large_image", title: SITE_NAME, description },
  };
}

type Props = { children: ReactNode; params: LocaleParams };

export default async function RootLayout({ children, params }: Props) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "Site");
  const nav = translate(locale, "Nav");
  const error = translate(locale, "Error");
  const notFound = translate(locale, "NotFound");
  const texts = {
    errorTitle: error("title"),
    errorLead: error("lead"),
    errorReference: error("reference"),
    errorRetry: error("retry"),
    notFoundTitle: notFound("title"),
    notFoundLead: notFound("lead"),
    notFoundBack: notFound("back"),
  };
  return (
    <html lang={locale}>
      <body>
        <Providers locale={locale}>
          <a className="skip-link" href="#content">
            {t("skipToContent")}
          </a>
          <SiteHeader locale={locale} signOut={signOutAction} />
          <main id="content">
            <PageTextsProvider texts={texts}>{children}</PageTextsProvider>
          </main>
          <footer className="site-footer">
            <div>
              <nav aria-label={t("footerNav")}>
                <Link href="/planner">{nav("planner")}</Link>
                <Link href="/measurements">{t("measurements")}</Link>
                <Link href="/methodology">{nav("methodology")}</Link>
                <Link href="/api-docs">{nav("apiDocs")}</Link>
                <a href="/feed.xml" type="application/atom+xml">
                  {t("feed")}
                </a>
              </nav>
              <p>{t("footer")}</p>
            </div>
          </footer>
        </Providers>
      </body>
    </html>
  );
}
