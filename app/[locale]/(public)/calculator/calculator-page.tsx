import "server-only";
import type { Metadata } from "next";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { cachePublicData } from "@/lib/cache/public-data";
import { RUNS_TAG } from "@/lib/cache/tags";
import { listCalculatorModels, listCalculatorRuns } from "@/lib/calculator/data";
import { toCalculatorRunsUrl } from "@/lib/calculator/runs-url";
import { calculatorQuerySchema, flattenSearchParams, type CalculatorRunsQuery } from "@/lib/calculator/schema";
import { listHardware } from "@/lib/hardware/data";
import { CalculatorForm } from "./calculator-form";
import { createInitialState } from "./calculator-state";
import { buildPageMetadata } from "@/lib/discovery/metadata";

export const calculatorMetadata: Metadata = buildPageMetadata({
  title: "Decode calculator",
  description:
    "The memory-bandwidth ceiling of single-request decode speed for any model on any hardware, with the KV " +
    "cache, beside the runs measured.",
  path: "/calculator",
});

/** The runs of a pair for the page, read once per pair and cached until a run changes. */
async function listCalculatorRunsForPage(runsQuery: CalculatorRunsQuery) {
  "use cache";
  cachePublicData(RUNS_TAG);
  return listCalculatorRuns(runsQuery);
}

/**
 * The calculator for the search parameters of its address, which proxy.ts hands over as the path
 * /calculator/<query> so that each calculation is a page of its own in the cache.
 */
export async function renderCalculatorPage(search: URLSearchParams) {
  if (isBuildPrerender()) return null;
  const query = calculatorQuerySchema.parse(flattenSearchParams(Object.fromEntries(search)));
  const [allHardware, models] = await Promise.all([listHardware(), listCalculatorModels()]);
  const hardware = allHardware.map(({ slug, name, bandwidthGBs, memoryGB, memoryKind }) => ({
    slug,
    name,
    bandwidthGBs,
    memoryGB,
    memoryKind,
  }));
  // The runs of a pair named in the address are on the first paint; the browser fetches later picks.
  const initial = createInitialState(query, hardware, models);
  const runsQuery = {
    hardware: initial.hardware || undefined,
    model: initial.model || undefined,
    precision: initial.precision || undefined,
  };
  const runsUrl = toCalculatorRunsUrl(runsQuery);
  const initialRuns = runsUrl ? { url: runsUrl, data: await listCalculatorRunsForPage(runsQuery) } : undefined;
  return (
    <>
      <h1>Decode calculator</h1>
      <p className="lead">
        When one request decodes, every new token reads the model&apos;s active weights from memory once, and the cached
        keys and values of its whole context. Memory bandwidth divided by those bytes is a ceiling on tokens per second
        (speculative decoding, which checks several tokens per read, can pass it); measured runs show how close engines
        get.
      </p>
      <p className="muted">
        GB are 10⁹ bytes. Memory counts weights and KV cache only, not activations, the engine&apos;s own buffers or the
        CUDA context, so leave some room. The address keeps every input: copy it to share a calculation.
      </p>
      <CalculatorForm query={query} hardware={hardware} models={models} initialRuns={initialRuns} />
    </>
  );
}
