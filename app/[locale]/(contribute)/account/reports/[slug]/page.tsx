import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { ReportArticle } from "@/components/report-article";
import { requireUser } from "@/lib/auth";
import { getReportForViewer } from "@/lib/reports/data";
import { reportSlugSchema } from "@/lib/reports/schema";
import { ReportStateBadge } from "../report-state";
import styles from "./report.module.css";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ slug: string; locale?: string }>; searchParams: Promise<{ saved?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readPageLocale(params as LocaleParams);
  return { title: translate(locale, "AccountReport")("title"), robots: { index: false } };
}

/**
 * A report as its author (or an admin) sees it, in any state. The public page /reports/<slug> is
 * the same for everyone and cached, so a pending report answers 404 there; its author reads it here.
 */
export default async function OwnReportPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const locale = await readPageLocale(params as LocaleParams);
  const t = translate(locale, "AccountReport");
  const user = await requireUser(getPathname({ locale, href: `/account/reports/${encodeURIComponent(slug)}` }));
  const report = reportSlugSchema.safeParse(slug).success ? await getReportForViewer(slug, user) : null;
  if (!report) notFound();
  const saved = (await searchParams).saved === "1";
  const isPublic = report.state === "listed" && !report.hiddenAt;
  const notice = (
    <div className={`callout ${report.state === "rejected" || report.hiddenAt ? "bad" : ""}`} role="status">
      <p className={`meta-line ${styles.state}`}>
        <ReportStateBadge report={report} locale={locale} />
        {report.authorId === user.id && <Link href={`/reports/${report.slug}/edit`}>{t("edit")}</Link>}
        {isPublic && <Link href={`/reports/${report.slug}`}>{t("publicPage")}</Link>}
      </p>
      {saved && <p className={styles.line}>{t("saved")}</p>}
      {!saved && report.state === "pending" && <p className={styles.line}>{t("awaiting")}</p>}
      {report.reviewNote && <p className={styles.line}>{t("note", { note: report.reviewNote })}</p>}
    </div>
  );
  return (
    <>
      <p className="meta-line">
        <Link href="/account/reports">{t("back")}</Link>
      </p>
      <ReportArticle report={report} notice={notice} />
    </>
  );
}
