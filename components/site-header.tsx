import Link from "next/link";
import { Suspense } from "react";
import { CurrentSiteNav, SiteNav } from "@/components/site-nav";
import { UserMenu, UserMenuBox } from "@/components/user-menu";
import { Wordmark } from "@/components/wordmark";
import styles from "./site-header.module.css";

/** The site's header: the wordmark home, the main links, and the account menu, on one line from 1100 px. */
export function SiteHeader({ signOut }: { signOut: () => Promise<void> }) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.brand} href="/" aria-label="Inference Arena, home">
          <Wordmark />
        </Link>
        <Suspense fallback={<SiteNav />}>
          <CurrentSiteNav />
        </Suspense>
        {/* Read in the browser: the server renders the same page for everyone, once (the page cache). */}
        <Suspense fallback={<UserMenuBox />}>
          <UserMenu signOut={signOut} />
        </Suspense>
      </div>
    </header>
  );
}
