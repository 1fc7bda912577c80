import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { HistoryLinks } from "@/components/history-links";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { PageHeader } from "@/components/ui/page-header";
import { StatCard, StatGrid } from "@/components/ui/stat";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { EMPTY, formatHardware, formatNumber } from "@/lib/format";
import { getHardware } from "@/lib/hardware/data";
import { listHistorySetups } from "@/lib/insights/data";
import { BestModelsTable } from "./best-models-table";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { computeHardwareDescription } from "@/lib/discovery/describe";

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
const readHardware = cache(async (slug: string) => (slug === PRERENDERED_PARAM ? null : getHardware(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const hardware = await readHardware((await params).slug);
  if (!hardware) return { title: "Hardware not found" };
  return buildPageMetadata({
    title: `LLM inference speed on ${hardware.name}`,
    description: computeHardwareDescription({
      hardwareName: formatHardware(hardware),
      runCount: hardware.runCount,
      modelNames: hardware.models.map((model) => model.modelName),
    }),
    path: `/hardware/${hardware.slug}`,
    image: `/hardware/${hardware.slug}/share.png`,
    feeds: [{ title: `${hardware.name}: new runs`, path: `/hardware/${hardware.slug}/feed.xml` }],
  });
}

export default async function HardwareDetailPage({ params }: Props) {
  const hardware = await readHardware((await params).slug);
  if (!hardware) notFound();
  const setups = await listHistorySetups({ hardware: hardware.slug });
  const bandwidth = hardware.bandwidthGBs;
  const example = hardware.models.find(
    (model) => model.architecture === "dense" && model.weightsGB !== null && model.decodeCeilingTps !== null,
  );
  return (
    <article>
      <PageHeader
        eyebrow={
          <>
            {hardware.memoryKind === "unified" ? "Unified memory" : "Discrete GPU"} · {hardware.accelerator} ·{" "}
            {hardware.count === 1 ? "1 accelerator" : `${hardware.count} accelerators`}
          </>
        }
        title={hardware.name}
        subtitle={`${formatHardware(hardware)}.`}
      />
      <StatGrid>
        <StatCard value={formatNumber(hardware.memoryGB, 0)} unit="GB" label="Memory" />
        <StatCard
          value={bandwidth === null ? EMPTY : formatNumber(bandwidth, 0)}
          unit="GB/s"
          label="Memory bandwidth"
        />
        <StatCard value={hardware.models.length} label="Models measured" />
        <StatCard value={hardware.runCount} label="Runs" />
      </StatGrid>

      <Section number="01" title="Decode ceiling" id="ceiling">
        <p>
          At one request, every generated token reads the model&apos;s active weights from memory once, so decode speed
          cannot pass memory bandwidth ÷ weights read per token.
          {bandwidth !== null && example && (
            <>
              {" "}
              For {example.modelName} at {example.precision}: {formatNumber(bandwidth, 0)} GB/s ÷{" "}
              {formatNumber(example.weightsGB, 1)} GB = {formatNumber(example.decodeCeilingTps, 1)} tok/s.
            </>
          )}{" "}
          Reading the KV cache of a long context lowers it further; speculative decoding, which checks several tokens
          per read of the weights, can pass it.
        </p>
        <p>
          <a href={`/calculator?hardware=${hardware.slug}`}>Work out the ceiling of any model on {hardware.name} →</a>
        </p>
      </Section>

      <Section number="02" title="Best models for it" id="models">
        <p className="muted">
          Efficiency is the measured single-request decode speed as a share of the ceiling (the chat test at one
          request, else the speed matrix at its smallest context).
        </p>
        <BestModelsTable hardware={hardware} />
      </Section>

      <Section number="03" title="Every run on it" id="runs">
        <RunList
          runs={hardware.runs}
          caption={
            `${hardware.runs.length === 1 ? "1 measured run" : `${hardware.runs.length} measured runs`}` +
            ", newest first"
          }
        />
      </Section>

      {setups.length > 0 && (
        <Section number="04" title="Across engine versions" id="history">
          <HistoryLinks setups={setups} caption="Each setup's figures by engine version, regressions marked" />
        </Section>
      )}
    </article>
  );
}
