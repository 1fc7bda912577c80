import type { Metadata } from "next";
import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { signOutAction } from "@/app/(contribute)/actions";
import { UserMenu, UserMenuBox } from "@/components/user-menu";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Inference Arena", template: "%s · Inference Arena" },
  description:
    "How fast LLMs really run when self-hosted: tokens per second per user, time to first token and capacity, " +
    "from measured runs.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#content">
          Skip to content
        </a>
        <header className="site-header">
          <nav aria-label="Main">
            <Link className="brand" href="/">
              Inference Arena
            </Link>
            <Link href="/leaderboard">Leaderboard</Link>
            <Link href="/models">Models</Link>
            <Link href="/hardware">Hardware</Link>
            <Link href="/benchmarks">Benchmarks</Link>
            <Link href="/calculator">Calculator</Link>
            <Link href="/methodology">Methodology</Link>
            {/* Read in the browser: the server renders the same page for everyone, once (the page cache). */}
            <Suspense fallback={<UserMenuBox />}>
              <UserMenu signOut={signOutAction} />
            </Suspense>
          </nav>
        </header>
        <main id="content">{children}</main>
        <footer className="site-footer">
          <div>Inference Arena measures speed and waiting, not the quality of the answers.</div>
        </footer>
      </body>
    </html>
  );
}
