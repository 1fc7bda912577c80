/**
 * A prepared run as the catalogue knows it (issue 27): the machine and the model its bundle and
 * files name, matched to curated entries (lib/catalogue/match.ts), take the catalogue's names
 * and facts, so that the run joins the entry (no new row, no proposal) with its bandwidth,
 * price and peers. What the contributor stated beyond rounding (more than 3 % away) is kept, and
 * becomes a proposal as before; the memory of a machine whose chip is sold with several sizes is
 * the run's own (`machineMemoryGB`). Pure.
 */
import { matchHardware, matchModel, type PrintedName } from "@/lib/catalogue/match";
import type { RunCatalogueMatch } from "@/lib/runs/catalogue-match";
import { computeModelBase } from "@/lib/runs/parts";
import type { PreparedRun } from "@/lib/runs/prepare";
import { slugify } from "@/lib/slug";

export type CuratedHardwareFacts = {
  slug: string;
  name: string;
  accelerator: string;
  aliases: string[];
  memoryGB: number;
  memoryKind: "discrete" | "unified";
  memoryOptionsGB: number[];
  bandwidthGBs: number | null;
};

export type CuratedModelFacts = {
  slug: string;
  name: string;
  org: string;
  paramsB: number;
  activeParamsB: number | null;
  architecture: "dense" | "moe";
  hfRepo: string | null;
  aliases: string[];
  llamaCppNames: string[];
};

export type CatalogueCandidates = { hardware: CuratedHardwareFacts[]; models: CuratedModelFacts[] };

export type MatchedRun = PreparedRun & {
  catalogueMatch: RunCatalogueMatch | null;
  machineMemoryGB: number | null;
  /** A system of several accelerators of one catalogue entry: the entry's slug and the count. */
  system: { baseSlug: string; count: number } | null;
};

const near = (stated: number, known: number) => Math.abs(stated - known) <= known * 0.03;

/** The stated value when it differs from the catalogue's beyond rounding (a claim), else the catalogue's. */
function keepClaim(stated: number | undefined | null, known: number | null): number | undefined {
  if (known === null) return stated ?? undefined;
  return stated != null && !near(stated, known) ? stated : known;
}

/** The line of `text` (1-based) where `printed` first occurs, for "which line of which file". */
function lineOf(text: string, printed: string): number | null {
  const at = text.indexOf(printed);
  if (at < 0) return null;
  let line = 1;
  for (let index = text.indexOf("\n"); index >= 0 && index < at; index = text.indexOf("\n", index + 1)) line += 1;
  return line;
}

/** The names a run's machine goes by: the typed name and accelerator, then each device its files print. */
function hardwareNames(run: PreparedRun): PrintedName[] {
  const names: PrintedName[] = [
    { printed: run.bundle.hardware.name, from: "hardware.name" },
    { printed: run.bundle.hardware.accelerator, from: "hardware.accelerator" },
  ];
  for (const artifact of run.artifacts) {
    const printed = artifact.setup?.gpuInfo?.split(",")[0]?.trim() || artifact.setup?.cpuInfo?.trim();
    if (!printed) continue;
    const line = lineOf(artifact.content, printed);
    const file = artifact.fileName ?? `file ${artifact.position + 1}`;
    names.push({ printed, from: line ? `${file}, line ${line}` : file });
  }
  return names;
}

function applyHardware(run: PreparedRun, candidates: CuratedHardwareFacts[]) {
  const hardware = run.bundle.hardware;
  const found = matchHardware(hardwareNames(run), candidates, {
    count: hardware.count ?? undefined,
    memoryGB: hardware.memoryGB,
  });
  if (!found) return null;
  const { entry } = found;
  const count = hardware.count ?? 1;
  const configurable = entry.memoryOptionsGB.length > 0;
  const memoryGB = entry.memoryGB * count;
  const machineMemoryGB = configurable && !near(hardware.memoryGB, memoryGB) ? hardware.memoryGB : null;
  const bandwidth = entry.bandwidthGBs === null ? null : entry.bandwidthGBs * count;
  return {
    match: found.match,
    machineMemoryGB,
    system: count > 1 ? { baseSlug: entry.slug, count } : null,
    slug: count > 1 ? `${count}x-${entry.slug}` : entry.slug,
    hardware: {
      ...hardware,
      name: entry.name,
      accelerator: entry.accelerator,
      memoryKind: entry.memoryKind,
      memoryGB: configurable ? memoryGB : (keepClaim(hardware.memoryGB, memoryGB) ?? memoryGB),
      bandwidthGBs: keepClaim(hardware.bandwidthGBs, bandwidth),
    },
  };
}

function applyModel(run: PreparedRun, candidates: CuratedModelFacts[]) {
  const model = run.bundle.model;
  const setup = run.artifacts.find((artifact) => artifact.setup)?.setup ?? null;
  const label = run.modelLabel ?? setup?.modelType ?? null;
  // The file's label finds the model only for a run named after it (a file of several models): a
  // name the contributor typed is theirs, even when the catalogue does not know it.
  const named = !label || model.name !== computeModelBase(label);
  const found = matchModel(
    {
      name: { printed: model.name, from: named ? "model.name" : labelSource(run, label) },
      ...(model.hfRepo && { hfRepo: { printed: model.hfRepo, from: "model.hfRepo" } }),
      ...(!named && label && { label: { printed: computeModelBase(label), from: labelSource(run, label) } }),
      paramsB: setup?.modelParams ? setup.modelParams / 1e9 : null,
      fileName: setup?.modelFile ?? null,
    },
    candidates,
  );
  if (!found) return null;
  const { entry } = found;
  return {
    match: found.match,
    model: {
      ...model,
      name: entry.name,
      org: entry.org,
      hfRepo: entry.hfRepo ?? model.hfRepo,
      architecture: entry.architecture,
      paramsB: keepClaim(model.paramsB, entry.paramsB) ?? entry.paramsB,
      activeParamsB: keepClaim(model.activeParamsB, entry.activeParamsB),
    },
    slugs: { model: entry.slug, organization: slugify(entry.org) },
  };
}

function labelSource(run: PreparedRun, label: string): string {
  for (const artifact of run.artifacts) {
    const line = lineOf(artifact.content, label);
    if (line) return `${artifact.fileName ?? `file ${artifact.position + 1}`}, line ${line}`;
  }
  return "file";
}

/** The run with the catalogue's entries for what it names, and which printed names found them. */
export function applyCatalogueMatch(run: PreparedRun, catalogue: CatalogueCandidates): MatchedRun {
  const hardware = applyHardware(run, catalogue.hardware);
  const model = applyModel(run, catalogue.models);
  const catalogueMatch: RunCatalogueMatch = {
    ...(hardware && { hardware: hardware.match }),
    ...(model && { model: model.match }),
  };
  return {
    ...run,
    bundle: {
      ...run.bundle,
      ...(hardware && { hardware: hardware.hardware }),
      ...(model && { model: model.model }),
    },
    slugs: {
      ...run.slugs,
      ...(hardware && { hardware: hardware.slug }),
      ...model?.slugs,
    },
    catalogueMatch: hardware || model ? catalogueMatch : null,
    machineMemoryGB: hardware?.machineMemoryGB ?? null,
    system: hardware?.system ?? null,
  };
}
