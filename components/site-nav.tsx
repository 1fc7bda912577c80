"use client";

import { useRef } from "react";
import { Link } from "@/components/locale-link";
import { usePathname } from "@/lib/i18n/navigation";
import styles from "./site-header.module.css";

type Props = {
  /** The reference site's sections, in its order (components/site-header.tsx), in the page's language. */
  links: Array<{ href: string; label: string }>;
  label: string;
  menu: string;
  /** The page's path without its locale prefix: the link of its section is marked as the current page. */
  current?: string;
};

/**
 * The main links. Wide screens show them in a row; narrow ones behind a menu button. The button
 * is a <details> summary, so the menu opens without JavaScript and is announced as expandable;
 * on wide screens CSS shows the details' content whatever its state (site-header.module.css).
 * A click on a link closes it: the layout, and so the open menu, outlives a client navigation.
 * The link of the section the page is in (`current`, a path) is marked as the current page.
 */
export function SiteNav({ links, label, menu, current }: Props) {
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
        {menu}
      </summary>
      <nav aria-label={label} className={styles.nav}>
        {links.map((link) => (
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
 * Whether the page at `path` is in the section whose index is at `href` (/hardware holds
 * /hardware/rtx-3090).
 */
function isInSection(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The main links with the current section marked. It reads the page's address, which a page with
 * parameters knows only at request time: the header renders it inside a Suspense boundary whose
 * fallback is the same links unmarked, so nothing moves when the mark arrives. next-intl's
 * `usePathname` takes the locale off, also the default locale's that the server may see (/en/hardware).
 */
export function CurrentSiteNav(props: Omit<Props, "current">) {
  return <SiteNav {...props} current={usePathname()} />;
}
