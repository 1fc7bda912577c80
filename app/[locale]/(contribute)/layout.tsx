import type { Metadata } from "next";
import type { ReactNode } from "react";
import { NOT_INDEXED } from "@/lib/discovery/metadata";

// Pages for signed-in contributors: per user, rendered on each request (they read the session),
// so they may block on it.
export const instant = false;

/** Sign-in, sign-up, account and upload pages: per user, nothing for search engines. */
export const metadata: Metadata = { robots: NOT_INDEXED };

export default function ContributeLayout({ children }: { children: ReactNode }) {
  return children;
}
