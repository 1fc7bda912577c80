import type { ReactNode } from "react";

// Public pages read the database on every request: nothing is prerendered at build time,
// when no database need be reachable.
export const dynamic = "force-dynamic";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return children;
}
