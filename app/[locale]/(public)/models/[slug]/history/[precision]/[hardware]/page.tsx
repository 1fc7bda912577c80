import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { HistoryChart } from "@/components/charts/lazy";
import { Section } from "@/components/section";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { formatEngineName } from "@/lib/format";
import { DROP_PERCENT } from "@/lib/insights/history";
import { getPublicSetupHistory, type SetupSlugs } from "@/lib/insights/data";
import { HistoryDrops, HistoryTable } from "./history-table";

type Params = { slug: string; precision: string; hardware: string };
type Props = { params: Promise<Params> };

/** The first view renders before answering (an unknown setup answers 404), then it is cached. */
export const instant = false;

/**
 * A setup's engine-version history: /models/<slug>/history?precision=<variant>&hardware=<hardware>
 * is served from this path (proxy.ts, lib/routing/view-paths.ts), cached until a run of the setup changes.
 */
export function generateStaticParams() {
  return [
    {
      ...listPrerenderedParams("slug")[0],
      ...listPrerenderedParams("precision")[0],
      ...listPrerenderedParams("hardware")[0],
    },
  ];
}

const readHistory = cache(async ({ slug, precision, hardware }: Params) =>
  [slug, precision, hardware].includes(PRERENDERED_PARAM)
    ? null
    : getPublicSetupHistory({ model: slug, precision, hardware } satisfies SetupSlugs),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const history = await readHistory(await params);
  if (!history) return { title: "Setup not found" };
  const setup = `${history.model.name} ${history.variant.precision} on ${history.hardware.name}`;
  return buildPageMetadata({
    title: `${setup} across engine versions`,
    description: `Suite tests and speed-matrix cells of ${setup} by engine version, with possible regressions marked.`,
    path: `/models/${history.model.slug}/history?precision=${history.variant.slug}&hardware=${history.hardware.slug}`,
  });
}

export default async function SetupHistoryPage({ params }: Props) {
  const history = await readHistory(await params);
  if (!history) notFound();
  const { model, variant, hardware } = history;
  const drops = history.engines.flatMap((engine) =>
    engine.series.flatMap((series) =>
      series.drops.map((drop) => ({ ...drop, engineName: formatEngineName(engine.engineName), series })),
    ),
  );
  return (
    <article>
      <p className="eyebrow">
        <a href={`/models/${model.slug}/history`}>{model.name}</a> · engine-version history
      </p>
      <h1>
        {model.name} {variant.precision} on <a href={`/hardware/${hardware.slug}`}>{hardware.name}</a>
      </h1>
      <p className="lead">
        {history.runs === 1 ? "1 listed run" : `${history.runs} listed runs`} of this setup, each figure by engine
        version then date. A fall of more than {DROP_PERCENT}% from one version to the next (the median of each
        version&apos;s runs) is marked as a possible regression.
      </p>
      {drops.length > 0 ? (
        <HistoryDrops drops={drops} />
      ) : (
        <p className="muted">No figure fell by more than {DROP_PERCENT}% between consecutive engine versions.</p>
      )}
      {history.engines.map((engine) => (
        <Section key={engine.engineName} title={formatEngineName(engine.engineName)} id={`engine-${engine.engineName}`}>
          {engine.series.length > 0 && (
            <HistoryChart engineName={formatEngineName(engine.engineName)} series={engine.series} />
          )}
          {engine.series.map((series) => (
            <HistoryTable key={series.key} series={series} engineName={formatEngineName(engine.engineName)} />
          ))}
        </Section>
      ))}
    </article>
  );
}
