import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { hardwareTag, RUNS_TAG } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { CLAIM_SELECT, presentEntryClaim } from "@/lib/claims/claims";
import { HARDWARE_SPECS, RUN_LIST_SELECT } from "@/lib/runs/data";
import { computeDecodeCeilingTps } from "@/lib/scoring/memory";

/** The reference model of the hardware list's ceiling column: 8B parameters at BF16, 16 GB read per token. */
export const REFERENCE_CEILING_MODEL = {
  paramsB: 8,
  activeParamsB: null,
  architecture: "dense",
  precision: "BF16",
} as const;

/** The catalogue's cited price and board power, with where each comes from (lib/cost). */
/** The curated catalogue's spec sheet: where the facts come from and how tools print the name (issue 27). */
const SPEC_FACTS = {
  vendor: true,
  architecture: true,
  memoryType: true,
  memoryOptionsGB: true,
  launchDate: true,
  specSource: true,
  factsAsOf: true,
  aliases: true,
  curated: true,
  /** The one accelerator a system of several is made of, and the systems made of this one that have runs. */
  base: { select: { slug: true, name: true } },
  systems: { where: { runs: { some: {} } }, select: { slug: true, count: true }, orderBy: { count: "asc" } },
} as const;

const COST_FACTS = {
  priceUsd: true,
  priceSource: true,
  priceAsOf: true,
  boardPowerW: true,
  boardPowerSource: true,
} as const;

/** A run is public when its figures are listed (not hidden, contributor not suspended). */
const LISTED_RUN = { figures: { is: { listed: true } } } as const;

/** Hardware with at least one listed run, by name, with its run count and reference ceiling. */
export async function listHardware() {
  "use cache";
  cachePublicData(RUNS_TAG);
  const rows = await db.hardware.findMany({
    where: { runs: { some: LISTED_RUN } },
    orderBy: { name: "asc" },
    select: { ...HARDWARE_SPECS, _count: { select: { runs: { where: LISTED_RUN } } } },
  });
  return rows.map(({ _count, ...hardware }) => ({
    ...hardware,
    runCount: _count.runs,
    referenceCeilingTps: computeDecodeCeilingTps(REFERENCE_CEILING_MODEL, hardware.bandwidthGBs),
  }));
}

export type HardwareListItem = Awaited<ReturnType<typeof listHardware>>[number];

/** Runs a hardware page lists at a time, newest first; the others are on further pages. */
export const HARDWARE_RUNS_PAGE_SIZE = 25;

/**
 * One hardware with the models measured on it, best score first: for each model and precision
 * its decode ceiling here and the best measured single-request decode, and the run count, all
 * computed in SQL (one row per model and precision, never one per run). Its runs are read a page
 * at a time (listHardwareRuns). Null when unknown, or without a listed run and not in the curated catalogue.
 */
export async function getHardware(slug: string) {
  "use cache";
  cachePublicData(hardwareTag(slug));
  const stored = await db.hardware.findUnique({
    where: { slug },
    select: { ...HARDWARE_SPECS, ...COST_FACTS, ...SPEC_FACTS, ...CLAIM_SELECT },
  });
  if (!stored) return null;
  const hardware = presentEntryClaim(stored);
  const groups = await db.runFigures.groupBy({
    by: ["modelSlug", "modelName", "orgSlug", "architecture", "precision"],
    where: { hardwareSlug: slug, listed: true },
    _max: { score: true, efficiency: true, decodeCeilingTps: true, vramGB: true },
    _count: { runId: true },
  });
  // A catalogue entry has its page, spec sheet and all, before its first run; another entry only with runs.
  if (groups.length === 0 && !stored.curated) return null;
  const models = groups
    .map((group) => {
      const ceiling = group._max.decodeCeilingTps;
      const efficiency = group._max.efficiency;
      return {
        modelSlug: group.modelSlug,
        modelName: group.modelName,
        orgSlug: group.orgSlug,
        architecture: group.architecture,
        precision: group.precision,
        bestScore: group._max.score,
        weightsGB: group._max.vramGB,
        decodeCeilingTps: ceiling,
        bestEfficiency: efficiency,
        /** Measured single-request decode of the most efficient run: efficiency is measured / ceiling. */
        bestSingleRequestTps: ceiling !== null && efficiency !== null ? efficiency * ceiling : null,
        runCount: group._count.runId,
      };
    })
    .sort(
      (a, b) =>
        (b.bestScore ?? -1) - (a.bestScore ?? -1) ||
        (b.bestEfficiency ?? -1) - (a.bestEfficiency ?? -1) ||
        a.modelName.localeCompare(b.modelName),
    );
  const runCount = models.reduce((sum, model) => sum + model.runCount, 0);
  return { ...hardware, models, runCount, pageCount: Math.ceil(runCount / HARDWARE_RUNS_PAGE_SIZE) };
}

/**
 * One page (from 1) of a hardware's listed runs, newest first (ties by run id, so that pages
 * neither repeat nor skip a run), cached with the hardware's page until its runs change.
 */
export async function listHardwareRuns(slug: string, page: number) {
  "use cache";
  cachePublicData(hardwareTag(slug));
  return db.runFigures.findMany({
    where: { hardwareSlug: slug, listed: true },
    orderBy: [{ measuredAt: "desc" }, { runId: "asc" }],
    skip: (page - 1) * HARDWARE_RUNS_PAGE_SIZE,
    take: HARDWARE_RUNS_PAGE_SIZE,
    select: RUN_LIST_SELECT,
  });
}

export type HardwareDetail = NonNullable<Awaited<ReturnType<typeof getHardware>>>;
