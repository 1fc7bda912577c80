import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { EMPTY, formatIsoDate, formatNumber, formatParams } from "@/lib/format";
import { getOrganization } from "@/lib/organizations/data";

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

async function readOrganization(params: Props["params"]) {
  const { slug } = await params;
  return slug === PRERENDERED_PARAM ? null : getOrganization(slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const organization = await readOrganization(params);
  return organization
    ? { title: organization.name, description: `How fast ${organization.name}'s models run self-hosted, measured.` }
    : { title: "Organization not found" };
}

export default async function OrganizationPage({ params }: Props) {
  const organization = await readOrganization(params);
  if (!organization) notFound();
  return (
    <article>
      <p className="eyebrow">Organization</p>
      <h1>{organization.name}</h1>
      <p className="lead">
        {organization.models.length === 1 ? "1 model" : `${organization.models.length} models`} by {organization.name}{" "}
        with measured runs in the arena.
      </p>
      <Section number="01" title="Models" id="models">
        <div className="table-wrap">
          <table>
            <caption>Best suitability score first</caption>
            <thead>
              <tr>
                <th scope="col">Model</th>
                <th scope="col">Parameters</th>
                <th scope="col">Architecture</th>
                <th scope="col">Best score</th>
                <th scope="col">Runs</th>
                <th scope="col">Last measured</th>
              </tr>
            </thead>
            <tbody>
              {organization.models.map((model) => (
                <tr key={model.slug}>
                  <td>
                    <Link href={`/models/${model.slug}`}>{model.name}</Link>
                  </td>
                  <td>{formatParams(model.paramsB)}</td>
                  <td>{model.architecture === "moe" ? "MoE" : "Dense"}</td>
                  <td>{model.bestScore === null ? "matrix only" : formatNumber(model.bestScore, 1)}</td>
                  <td>{model.runCount}</td>
                  <td>{model.lastMeasuredAt ? formatIsoDate(model.lastMeasuredAt) : EMPTY}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section number="02" title="Every run of its models" id="runs">
        <RunList
          runs={organization.runs}
          caption={`${organization.runs.length === 1 ? "1 measured run" : `${organization.runs.length} measured runs`}, newest first`}
        />
      </Section>
    </article>
  );
}
