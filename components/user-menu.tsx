"use client";

import { Link } from "@/components/locale-link";
import { usePathname } from "next/navigation";
import { useRef } from "react";
import { type Me, useMeQuery } from "@/components/use-me-query";
import styles from "./user-menu.module.css";

/** The menu's words, in the page's language (components/site-header.tsx). */
export type AccountLabels = {
  label: string;
  signIn: string;
  menuOf: string;
  upload: string;
  yourRuns: string;
  yourReports: string;
  tokens: string;
  review: string;
  signOut: string;
};

/**
 * The header's account links: sign in, or the signed-in contributor's pages. Read in the
 * browser (useMeQuery), so that the server renders every public page the same for
 * everyone and serves it from the cache (docs/decisions/0007-page-cache.md). Read again on
 * each navigation. `signOut` is the server action that ends the
 * sessions (passed in by the layout: components do not import from app/).
 */
export function UserMenu({ signOut, labels }: { signOut: () => Promise<void>; labels: AccountLabels }) {
  const { user, forget } = useMeQuery(usePathname());
  return (
    <nav aria-label={labels.label} className={styles.menu}>
      {user !== undefined && <Links user={user} labels={labels} signOut={signOut} onSignOut={forget} />}
    </nav>
  );
}

/** The signed-in contributor's pages, in the menu's order; the review queue for admins only. */
const ACCOUNT_LINKS: Array<{ href: string; label: keyof AccountLabels; adminOnly?: true }> = [
  { href: "/upload", label: "upload" },
  { href: "/account/runs", label: "yourRuns" },
  { href: "/account/reports", label: "yourReports" },
  { href: "/account/tokens", label: "tokens" },
  { href: "/admin/review", label: "review", adminOnly: true },
];

type LinksProps = { user: Me | null; labels: AccountLabels; signOut: () => Promise<void>; onSignOut: () => void };

function Links({ user, labels, signOut, onSignOut }: LinksProps) {
  const details = useRef<HTMLDetailsElement>(null);
  if (!user) return <Link href="/signin">{labels.signIn}</Link>;
  // The layout outlives a client navigation: a chosen link closes the menu.
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return (
    <details ref={details} className={styles.account}>
      <summary className={styles.summary} data-initial={user.handle.slice(0, 1)}>
        <span className="visually-hidden">{labels.menuOf} </span>
        <span className={styles.handle}>@{user.handle}</span>
      </summary>
      <div className={styles.panel}>
        {ACCOUNT_LINKS.filter((link) => !link.adminOnly || user.role === "admin").map((link) => (
          <Link key={link.href} href={link.href} onClick={close}>
            {labels[link.label]}
          </Link>
        ))}
        <form
          action={async () => {
            onSignOut();
            await signOut();
          }}
        >
          <button className="link-button" type="submit">
            {labels.signOut}
          </button>
        </form>
      </div>
    </details>
  );
}

/** The menu's empty box, shown until the page knows its address (the static shell of a page with parameters). */
export function UserMenuBox() {
  return <div className={styles.menu} />;
}
