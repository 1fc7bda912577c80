import type { Metadata } from "next";
import type { ReactNode } from "react";
import { signOutAction } from "@/app/(contribute)/actions";
import { SiteHeader } from "@/components/site-header";
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
        <SiteHeader signOut={signOutAction} />
        <main id="content">{children}</main>
        <footer className="site-footer">
          <div>Inference Arena measures speed and waiting, not the quality of the answers.</div>
        </footer>
      </body>
    </html>
  );
}
