import type { ReactNode } from "react";

// Pages for signed-in contributors: per user, never prerendered.
export const dynamic = "force-dynamic";

export default function ContributeLayout({ children }: { children: ReactNode }) {
  return children;
}
