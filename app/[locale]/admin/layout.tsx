import { Link } from "@/components/locale-link";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { NOT_INDEXED } from "@/lib/discovery/metadata";
import { requireAdmin } from "@/lib/auth";
import { Badge } from "@/components/ui/badge";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";

// Admin pages: per user, rendered on each request (they read the session), so they may block on
// it. Every page and action checks the role again: a layout alone does not guard route handlers
// or server actions.
export const instant = false;

/** Admin pages: nothing for search engines (robots.txt disallows them too). */
export const metadata: Metadata = { robots: NOT_INDEXED };

export default async function AdminLayout({ children, params }: { children: ReactNode; params?: LocaleParams }) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "AdminNav");
  await requireAdmin(getPathname({ locale, href: "/admin/review" }));
  return (
    <>
      <nav aria-label={t("label")} className="meta-line">
        <Badge>{t("badge")}</Badge>
        <Link href="/admin/review">{t("queue")}</Link>
        <Link href="/admin/catalogue">{t("catalogue")}</Link>
        <Link href="/admin/audit">{t("audit")}</Link>
      </nav>
      {children}
    </>
  );
}
