import { notFound } from "next/navigation";
import { cache } from "react";
import { ModelTable } from "@/components/model-table";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { prerenderOne, skipPlaceholder } from "@/lib/cache/prerender";
import { getOrganization } from "@/lib/organizations/data";
import { buildSubjectMetadata } from "@/lib/discovery/page-metadata";
import { formatList } from "@/lib/discovery/describe";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";

type Props = { params: Promise<{ slug: string; locale?: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Rendered on its first view and cached until the data it shows changes (lib/cache). */
export const generateStaticParams = prerenderOne("slug");

/** One read per request, shared by generateMetadata and the page. */
const readOrganization = cache(skipPlaceholder(getOrganization));

export const generateMetadata = buildSubjectMetadata(
  "Organization",
  ({ slug }: { slug: string }) => readOrganization(slug),
  (organization, locale) => {
    const t = translate(locale, "Organization");
    const models = organization.models.map((model) => model.name);
    const { name } = organization;
    return {
      title: t("metaTitle", { name }),
      description: t("metaDescription", { name, count: organization.runs.length, models: formatList(models) }),
      path: `/organizations/${organization.slug}`,
    };
  },
);

export default async function OrganizationPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const organization = await readOrganization((await params).slug);
  if (!organization) notFound();
  const t = translate(locale, "Organization");
  return (
    <article>
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{organization.name}</h1>
      <p className="lead">{t("lead", { count: organization.models.length, name: organization.name })}</p>
      <Section number="01" title={t("models")} id="models">
        <ModelTable models={organization.models} caption={t("modelsCaption")} locale={locale} />
      </Section>
      <Section number="02" title={t("runs")} id="runs">
        <RunList
          runs={organization.runs}
          caption={t("runsCaption", { count: organization.runs.length })}
          locale={locale}
        />
      </Section>
    </article>
  );
}
