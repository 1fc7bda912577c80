import { notFound } from "next/navigation";
import { cache } from "react";
import { ReportArticle } from "@/components/report-article";
import { isPlaceholder, prerenderOne } from "@/lib/cache/prerender";
import { buildSubjectMetadata } from "@/lib/discovery/page-metadata";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { getPublicReport } from "@/lib/reports/data";
import { reportSlugSchema } from "@/lib/reports/schema";

type Props = { params: Promise<{ slug: string; locale?: string }> };

/** Rendered before answering on its first view (an unknown report answers 404), then served from the cache. */
export const instant = false;

/** Each report's page is rendered on its first view and cached until it or a run it embeds changes. */
export const generateStaticParams = prerenderOne("slug");

/** One read per request, shared by generateMetadata and the page. */
const readReport = cache(async (slug: string) =>
  isPlaceholder(slug) || !reportSlugSchema.safeParse(slug).success ? null : getPublicReport(slug),
);

export const generateMetadata = buildSubjectMetadata(
  "Reports",
  ({ slug }: { slug: string }) => readReport(slug),
  (report) => ({ title: report.title, description: report.summary, path: `/reports/${report.slug}` }),
);

export default async function ReportPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const report = await readReport((await params).slug);
  if (!report) notFound();
  return <ReportArticle report={report} locale={locale} />;
}
