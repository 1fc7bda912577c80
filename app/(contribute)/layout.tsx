import type { ReactNode } from "react";

// Pages for signed-in contributors: per user, rendered on each request (they read the session),
// so they may block on it.
export const instant = false;

export default function ContributeLayout({ children }: { children: ReactNode }) {
  return children;
}
