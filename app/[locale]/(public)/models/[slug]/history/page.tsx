import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HistoryLinks } from "@/components/history-links";
import { listPrerenderedParams } from "@/lib/cache/prerender";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { listHistorySetups } from "@/lib/insights/data";
import { readModel } from "../model-page";

type Props = { params: Promise<{ slug: string }> };

/** The first view renders before answering (an unknown model answers 404), then it is cached. */
export const instant = false;

export function generateStaticParams() {
  return listPrerenderedParams("slug");
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const model = await readModel((await params).slug);
  if (!model) return { title: "Model not found" };
  return buildPageMetadata({
    title: `${model.name} across engine versions`,
    description: `How ${model.name}'s measured speed moved across engine versions, per precision and hardware.`,
    path: `/models/${model.slug}/history`,
  });
}

/** A model's setups (precision × hardware), each linking to its engine-version history. */
export default async function ModelHistoryIndexPage({ params }: Props) {
  const { slug } = await params;
  const model = await readModel(slug);
  if (!model) notFound();
  const setups = await listHistorySetups({ model: model.slug });
  return (
    <article>
      <p className="eyebrow">
        <a href={`/models/${model.slug}`}>{model.name}</a> · engine-version history
      </p>
      <h1>{model.name} across engine versions</h1>
      <p className="lead">
        Pick a setup: its suite tests and speed-matrix cells by engine version, with falls of more than 5% from one
        version to the next marked as possible regressions.
      </p>
      <HistoryLinks setups={setups} caption={`${setups.length} measured setups of ${model.name}`} />
    </article>
  );
}
