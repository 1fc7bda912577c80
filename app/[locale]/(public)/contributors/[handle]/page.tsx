import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { getContributor } from "@/lib/contributors/data";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { formatList } from "@/lib/discovery/describe";

type Props = { params: Promise<{ handle: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Rendered on its first view and cached until the data it shows changes (lib/cache). */
export function generateStaticParams() {
  return listPrerenderedParams("handle");
}

/** One read per request, shared by generateMetadata and the page. */
const readContributor = cache(async (handle: string) => (handle === PRERENDERED_PARAM ? null : getContributor(handle)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const contributor = await readContributor((await params).handle);
  if (!contributor) return { title: "Contributor not found" };
  const models = [...new Set(contributor.runs.map((run) => run.modelName))];
  return buildPageMetadata({
    title: `@${contributor.handle}'s runs`,
    description:
      `${contributor.runs.length} runs measured and uploaded by @${contributor.handle}` +
      (models.length > 0 ? `: ${formatList(models)}.` : "."),
    path: `/contributors/${contributor.handle}`,
  });
}

export default async function ContributorPage({ params }: Props) {
  const contributor = await readContributor((await params).handle);
  if (!contributor) notFound();
  const count = contributor.runs.length;
  return (
    <article>
      <p className="eyebrow">Contributor</p>
      <h1>{contributor.name ?? `@${contributor.handle}`}</h1>
      <p className="meta-line">
        <span>@{contributor.handle}</span>
        <span>{count === 1 ? "1 run" : `${count} runs`}</span>
      </p>
      <p className="lead">
        Runs that @{contributor.handle} measured on their own hardware and uploaded with the benchmark tools&apos;
        output.
      </p>
      <Section title="Runs" id="runs">
        <RunList
          runs={contributor.runs}
          caption={`${count === 1 ? "1 measured run" : `${count} measured runs`}, newest first`}
        />
      </Section>
    </article>
  );
}
