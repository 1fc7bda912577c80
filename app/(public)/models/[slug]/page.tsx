import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { RunList } from "@/components/run-list";
import { RunProfile } from "@/components/run-profile";
import { Section } from "@/components/section";
import { formatParams } from "@/lib/format";
import { getArenaRank } from "@/lib/leaderboard/data";
import { getModel, listModelRuns, MODEL_RUNS_SHOWN } from "@/lib/models/data";
import { getRun } from "@/lib/runs/data";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const searchSchema = z.object({ precision: z.string().max(80).optional().catch(undefined) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const model = await getModel((await params).slug);
  return model
    ? { title: `${model.name}`, description: model.description ?? `How fast ${model.name} runs self-hosted, measured.` }
    : { title: "Model not found" };
}

export default async function ModelPage({ params, searchParams }: Props) {
  const model = await getModel((await params).slug);
  if (!model || model.variants.length === 0) notFound();
  const { precision } = searchSchema.parse(await searchParams);
  const variant = model.variants.find((v) => v.slug === precision) ?? model.variants[0];
  const [run, runs] = await Promise.all([getRun(variant.featuredRunId!), listModelRuns(model.slug)]);
  if (!run) notFound();
  const rank = await getArenaRank(run.figures?.score ?? null);
  const runList = (
    <Section number={run.derived?.suiteScore != null ? "06" : undefined} title="Every run of this model" id="runs">
      <RunList
        runs={runs.map((item) => ({ ...item, modelName: model.name }))}
        caption={runs.length < MODEL_RUNS_SHOWN ? `${runs.length} measured runs` : `The newest ${runs.length} runs`}
      />
      {runs.length >= MODEL_RUNS_SHOWN && (
        <p>
          <Link href={`/leaderboard?q=${encodeURIComponent(model.name)}`}>Every run of {model.name} on the leaderboard →</Link>
        </p>
      )}
    </Section>
  );
  if (run.derived?.suiteScore == null) {
    return (
      <article>
        <p className="meta-line">
          <span>{model.organization.name}</span>
          <span>{formatParams(model.paramsB)} params</span>
          <span>{model.architecture === "moe" ? "MoE" : "Dense"}</span>
        </p>
        <h1>{model.name}</h1>
        {model.description && <p className="lead">{model.description}</p>}
        <p className="lead">No run of this model has the standard suite yet; its speed matrices are below.</p>
        {runList}
      </article>
    );
  }
  return (
    <>
    <RunProfile
      run={run}
      rank={rank}
      variants={model.variants.map((v) => ({
        precision: v.precision,
        slug: v.slug,
        href: `/models/${model.slug}?precision=${v.slug}`,
        current: v.slug === variant.slug,
      }))}
    />
    {runList}
    </>
  );
}
