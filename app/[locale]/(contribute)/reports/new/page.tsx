import type { Metadata } from "next";
import { requireUser } from "@/lib/auth";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";
import { BODY_MAX_BYTES, SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/lib/reports/schema";
import { createReportAction } from "../actions";
import { ReportForm } from "../report-form";

type Props = { params?: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: translate(await readPageLocale(params), "ReportForm")("newTitle") };
}

const LIMITS = { title: TITLE_MAX_LENGTH, summary: SUMMARY_MAX_LENGTH, bodyBytes: BODY_MAX_BYTES };

/** A new report, for signed-in contributors; admins review it before it is public. */
export default async function NewReportPage({ params }: Props = {}) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "ReportForm");
  await requireUser(getPathname({ locale, href: "/reports/new" }));
  return (
    <>
      <h1>{t("newTitle")}</h1>
      <p className="lead">{t("newLead")}</p>
      <ReportForm
        action={createReportAction}
        limits={LIMITS}
        submit={t("submitNew")}
        texts={CATALOGUES[locale].ReportForm}
      />
    </>
  );
}
