import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { HistoryLinks } from "@/components/history-links";
import { RelatedReports } from "@/components/report-links";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { PageHeader } from "@/components/ui/page-header";
import { StatCard, StatGrid } from "@/components/ui/stat";
import { PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { EMPTY, formatHardware, formatNumber } from "@/lib/format";
import { getHardware, HARDWARE_RUNS_PAGE_SIZE, listHardwareRuns } from "@/lib/hardware/data";
import { listHistorySetups } from "@/lib/insights/data";
import { BestModelsTable } from "./best-models-table";
import { RunsPager } from "./runs-pager";

/** The hardware of a page's slug, cached until its runs change; none for the build's placeholder. */
export const readHardware = cache(async (slug: string) => (slug === PRERENDERED_PARAM ? null : getHardware(slug)));

/** "Runs 26–50 of 2,013, newest first"; a single page says only how many. */
function describeRunsPage(runCount: number, page: number, shown: number): string {
  if (page === 1 && shown === runCount)
    return `${runCount === 1 ? "1 measured run" : `${runCount} measured runs`}, newest first`;
  const first = (page - 1) * HARDWARE_RUNS_PAGE_SIZE + 1;
  const last = first + shown - 1;
  return `Runs ${formatNumber(first, 0)}–${formatNumber(last, 0)} of ${formatNumber(runCount, 0)}, newest first`;
}

/**
 * A hardware's page with one page (from 1) of its runs: /hardware/<slug> is the first, and
 * /hardware/<slug>?page=N (served from /hardware/<slug>/runs/N, proxy.ts) the others, so that
 * each is a page of its own in the page cache. A page past the last answers 404.
 */
export async function renderHardwarePage(slug: string, page: number) {
  const hardware = await readHardware(slug);
  if (!hardware || page > Math.max(hardware.pageCount, 1)) notFound();
  const [runs, setups] = await Promise.all([
    listHardwareRuns(hardware.slug, page),
    listHistorySetups({ hardware: hardware.slug }),
  ]);
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
        <RunList runs={runs} caption={describeRunsPage(hardware.runCount, page, runs.length)} />
        <RunsPager slug={hardware.slug} page={page} pageCount={hardware.pageCount} />
      </Section>

      {setups.length > 0 && (
        <Section number="04" title="Across engine versions" id="history">
          <HistoryLinks setups={setups} caption="Each setup's figures by engine version, regressions marked" />
        </Section>
      )}
      <RelatedReports hardwareSlug={hardware.slug} />
    </article>
  );
}
