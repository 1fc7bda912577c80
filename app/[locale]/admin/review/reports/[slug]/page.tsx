import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { ReportArticle } from "@/components/report-article";
import { Section } from "@/components/section";
import { requireAdmin } from "@/lib/auth";
import { getReportForViewer } from "@/lib/reports/data";
import { REPORT_NOTE_MAX_LENGTH, reportSlugSchema } from "@/lib/reports/schema";
import { moderateReportAction } from "@/app/[locale]/admin/actions";
import { ReasonForm } from "../../reason-form";
import { ReportVerdictForm } from "./report-verdict-form";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ slug: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: translate(await readPageLocale(params as LocaleParams), "AdminReport")("title") };
}

/** A report as the public would read it, with the verdict and hide/restore forms. */
export default async function ReportReviewPage({ params }: Props) {
  const { slug } = await params;
  const locale = await readPageLocale(params as LocaleParams);
  const t = translate(locale, "AdminReport");
  const queue = translate(locale, "AdminQueue");
  const admin = await requireAdmin(getPathname({ locale, href: `/admin/review/reports/${encodeURIComponent(slug)}` }));
  const report = reportSlugSchema.safeParse(slug).success ? await getReportForViewer(slug, admin) : null;
  if (!report) notFound();
  const notice = (
    <p className={`callout ${report.hiddenAt ? "bad" : ""}`} role="status">
      <strong>{queue(`reportStates.${report.state}`)}</strong>
      {report.hiddenAt && ` · ${t("hidden", { reason: report.hiddenReason ?? queue("noReason") })}`}
      {report.author.suspendedAt && ` · ${t("authorSuspended")}`}
      {report.reviewNote && ` · ${t("note", { note: report.reviewNote })}`}
    </p>
  );
  return (
    <>
      <p className="meta-line">
        <Link href="/admin/review#reports">{translate(locale, "AdminRun")("back")}</Link>
      </p>
      <ReportArticle report={report} notice={notice} />
      <Section title={translate(locale, "AdminRun")("verdictTitle")} id="verdict">
        <ReportVerdictForm
          slug={report.slug}
          noteMaxLength={REPORT_NOTE_MAX_LENGTH}
          texts={CATALOGUES[locale].VerdictForm}
        />
      </Section>
      <Section title={report.hiddenAt ? t("restoreTitle") : t("hideTitle")} id="moderation">
        <ReasonForm
          action={moderateReportAction}
          fields={{ slug: report.slug, intent: report.hiddenAt ? "restore" : "hide" }}
          label={report.hiddenAt ? t("whyRestore") : t("whyHide")}
          submit={report.hiddenAt ? t("restore") : t("hide")}
          danger={!report.hiddenAt}
        />
      </Section>
    </>
  );
}
