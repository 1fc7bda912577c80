import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";
import { getOwnReportForEdit } from "@/lib/reports/data";
import { BODY_MAX_BYTES, reportSlugSchema, SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/lib/reports/schema";
import { updateReportAction } from "../../actions";
import { ReportForm } from "../../report-form";

type Props = { params: Promise<{ slug: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readPageLocale(params as LocaleParams);
  return { title: translate(locale, "ReportForm")("editMeta") };
}

const LIMITS = { title: TITLE_MAX_LENGTH, summary: SUMMARY_MAX_LENGTH, bodyBytes: BODY_MAX_BYTES };

/** One's own report, to change: each save is a new revision, and a listed report is reviewed again. */
export default async function EditReportPage({ params }: Props) {
  const { slug } = await params;
  const locale = await readPageLocale(params as LocaleParams);
  const t = translate(locale, "ReportForm");
  const user = await requireUser(getPathname({ locale, href: `/reports/${encodeURIComponent(slug)}/edit` }));
  const report = reportSlugSchema.safeParse(slug).success ? await getOwnReportForEdit(slug, user.id) : null;
  if (!report) notFound();
  const values = {
    title: report.title,
    summary: report.summary,
    body: report.body,
    models: report.namedModels.join(", "),
    hardware: report.namedHardware.join(", "),
  };
  return (
    <>
      <h1>{t("editTitle", { title: report.title })}</h1>
      <p className="lead">{t(report.state === "listed" ? "editLeadListed" : "editLead")}</p>
      <ReportForm
        action={updateReportAction}
        slug={report.slug}
        values={values}
        limits={LIMITS}
        submit={t("save")}
        texts={CATALOGUES[locale].ReportForm}
      />
    </>
  );
}
