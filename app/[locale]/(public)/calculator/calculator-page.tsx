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
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

export function calculatorMetadata(locale: Locale): Metadata {
  const t = translate(locale, "CalculatorPage");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription"), path: "/calculator", locale });
}

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
export async function renderCalculatorPage(search: URLSearchParams, locale: Locale) {
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
  const t = translate(locale, "CalculatorPage");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <p className="muted">{t("note")}</p>
      <CalculatorForm
        query={query}
        hardware={hardware}
        models={models}
        initialRuns={initialRuns}
        texts={CATALOGUES[locale].Calculator}
      />
    </>
  );
}
