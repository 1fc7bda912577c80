"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useRef } from "react";
import { splitLocale } from "@/lib/routing/locale-paths";
import styles from "./site-header.module.css";

/** The reference site's sections, in its order (issue 14); the measurements leaderboard is reached from Leaderboard. */
export const SITE_LINKS = [
  { href: "/getting-started", label: "Getting started" },
  { href: "/leaderboard", label: "Leaderboard" },
  { href: "/calculator", label: "Calculator" },
  { href: "/planner", label: "Planner" },
  { href: "/models", label: "Models" },
  { href: "/organizations", label: "Organizations" },
  { href: "/matrix-runs", label: "Matrix runs" },
  { href: "/hardware", label: "Hardware" },
  { href: "/benchmarks", label: "Benchmarks" },
  { href: "/reports", label: "Reports" },
  { href: "/api-docs", label: "API docs" },
  { href: "/methodology", label: "Methodology" },
] as const;

/**
 * The main links. Wide screens show them in a row; narrow ones behind a menu button. The button
 * is a <details> summary, so the menu opens without JavaScript and is announced as expandable;
 * on wide screens CSS shows the details' content whatever its state (site-header.module.css).
 * A click on a link closes it: the layout, and so the open menu, outlives a client navigation.
 * The link of the section the page is in (`current`, a path) is marked as the current page.
 */
export function SiteNav({ current }: { current?: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return (
    <details ref={details} className={styles.navMenu}>
      <summary className={styles.menuButton}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="18" height="18">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Menu
      </summary>
      <nav aria-label="Main" className={styles.nav}>
        {SITE_LINKS.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            onClick={close}
            aria-current={current && isInSection(current, link.href) ? "page" : undefined}
          >
            {link.label}
          </Link>
        ))}
      </nav>
    </details>
  );
}

/**
 * Whether the page at `pathname` is in the section whose index is at `href` (/hardware holds
 * /hardware/rtx-3090), in any language: the server may see the locale's route (/en/hardware).
 */
function isInSection(pathname: string, href: string): boolean {
  const { path } = splitLocale(pathname);
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The main links with the current section marked. It reads the page's address, which a page with
 * parameters knows only at request time: the header renders it inside a Suspense boundary whose
 * fallback is the same links unmarked, so nothing moves when the mark arrives.
 */
export function CurrentSiteNav() {
  return <SiteNav current={usePathname()} />;
}
