import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ModelTable } from "@/components/model-table";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { getOrganization } from "@/lib/organizations/data";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { formatList } from "@/lib/discovery/describe";

type Props = { params: Promise<{ slug: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Rendered on its first view and cached until the data it shows changes (lib/cache). */
export function generateStaticParams() {
  return listPrerenderedParams("slug");
}

/** One read per request, shared by generateMetadata and the page. */
const readOrganization = cache(async (slug: string) => (slug === PRERENDERED_PARAM ? null : getOrganization(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const organization = await readOrganization((await params).slug);
  if (!organization) return { title: "Organization not found" };
  const models = organization.models.map((model) => model.name);
  return buildPageMetadata({
    title: `${organization.name} models, measured`,
    description:
      `How fast ${organization.name}'s models run self-hosted: ` +
      `${organization.runs.length} listed runs of ${formatList(models)}.`,
    path: `/organizations/${organization.slug}`,
  });
}

export default async function OrganizationPage({ params }: Props) {
  const organization = await readOrganization((await params).slug);
  if (!organization) notFound();
  return (
    <article>
      <p className="eyebrow">Organization</p>
      <h1>{organization.name}</h1>
      <p className="lead">
        {organization.models.length === 1 ? "1 model" : `${organization.models.length} models`}
        {" by "}
        {organization.name} with measured runs in the arena.
      </p>
      <Section number="01" title="Models" id="models">
        <ModelTable models={organization.models} caption="Best suitability score first" />
      </Section>
      <Section number="02" title="Every run of its models" id="runs">
        <RunList
          runs={organization.runs}
          caption={
            `${organization.runs.length === 1 ? "1 measured run" : `${organization.runs.length} measured runs`}` +
            ", newest first"
          }
        />
      </Section>
    </article>
  );
}
