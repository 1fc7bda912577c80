import { Suspense } from "react";
import { LanguageSwitch } from "@/components/language-switch";
import { Link } from "@/components/locale-link";
import { CurrentSiteNav, SiteNav } from "@/components/site-nav";
import { type AccountLabels, UserMenu, UserMenuBox } from "@/components/user-menu";
import { Wordmark } from "@/components/wordmark";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import styles from "./site-header.module.css";

/**
 * The reference site's sections, in its order (issue 14), and the methodology. The measurements
 * leaderboard is reached from Leaderboard, the planner from the footer and the home page: a
 * twelfth link would not fit one line at 1366 px.
 */
const SITE_LINKS = [
  { href: "/getting-started", key: "gettingStarted" },
  { href: "/leaderboard", key: "leaderboard" },
  { href: "/calculator", key: "calculator" },
  { href: "/models", key: "models" },
  { href: "/organizations", key: "organizations" },
  { href: "/matrix-runs", key: "matrixRuns" },
  { href: "/hardware", key: "hardware" },
  { href: "/benchmarks", key: "benchmarks" },
  { href: "/reports", key: "reports" },
  { href: "/api-docs", key: "apiDocs" },
  { href: "/methodology", key: "methodology" },
] as const;

/**
 * The site's header: the wordmark home, the main links, the language switch and the account
 * menu, on one line from 1280 px. The client parts get their words as props: no catalogue is
 * shipped to the browser.
 */
export function SiteHeader({ locale, signOut }: { locale: Locale; signOut: () => Promise<void> }) {
  const site = translate(locale, "Site");
  const nav = translate(locale, "Nav");
  const language = translate(locale, "Language");
  const account = translate(locale, "Account");
  const links = SITE_LINKS.map((link) => ({ href: link.href, label: nav(link.key) }));
  const navProps = { links, label: nav("label"), menu: nav("menu") };
  const accountLabels: AccountLabels = {
    label: account("label"),
    signIn: account("signIn"),
    menuOf: account("menuOf"),
    upload: account("upload"),
    yourRuns: account("yourRuns"),
    yourReports: translate(locale, "AccountMenu")("yourReports"),
    tokens: account("tokens"),
    review: account("review"),
    signOut: account("signOut"),
  };
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.brand} href="/" aria-label={site("home")}>
          <Wordmark />
        </Link>
        <Suspense fallback={<SiteNav {...navProps} />}>
          <CurrentSiteNav {...navProps} />
        </Suspense>
        <LanguageSwitch
          className={styles.language}
          target={locale === "ja" ? "en" : "ja"}
          text={language("switchTo")}
          title={language("switchToLabel")}
          label={language("label")}
        />
        {/* Read in the browser: the server renders the same page for everyone, once (the page cache). */}
        <Suspense fallback={<UserMenuBox />}>
          <UserMenu signOut={signOut} labels={accountLabels} />
        </Suspense>
      </div>
    </header>
  );
}
