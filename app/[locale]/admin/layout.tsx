import { Link } from "@/components/locale-link";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { NOT_INDEXED } from "@/lib/discovery/metadata";
import { requireAdmin } from "@/lib/auth";
import { Badge } from "@/components/ui/badge";

// Admin pages: per user, rendered on each request (they read the session), so they may block on
// it. Every page and action checks the role again: a layout alone does not guard route handlers
// or server actions.
export const instant = false;

/** Admin pages: nothing for search engines (robots.txt disallows them too). */
export const metadata: Metadata = { robots: NOT_INDEXED };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin("/admin/review");
  return (
    <>
      <nav aria-label="Admin" className="meta-line">
        <Badge>Admin</Badge>
        <Link href="/admin/review">Review queue</Link>
        <Link href="/admin/audit">Audit log</Link>
      </nav>
      {children}
    </>
  );
}
