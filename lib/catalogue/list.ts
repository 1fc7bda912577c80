/**
 * The catalogue as GET /api/v1/catalogue lists it (every curated entry, and those uploads created
 * that a listed run uses), and what GET /api/v1/catalogue/match finds for an upload's printed
 * names: lib/catalogue/match.ts over the curated rows, with the precision the label or the file
 * name states.
 */
import "server-only";
import type { CatalogueListing, CatalogueMatchAnswer, CatalogueMatchQuery } from "@/lib/catalogue/api-schema";
import { readCatalogueCandidates } from "@/lib/catalogue/candidates";
import { matchHardware, matchModel, type PrintedName, splitCount } from "@/lib/catalogue/match";
import { precisionOfFileName, precisionOfLabel } from "@/lib/catalogue/precision";
import { db, type Tx } from "@/lib/db";
import { computeModelBase } from "@/lib/runs/parts";

/** A run is public when its figures are listed (not hidden, contributor not suspended). */
const LISTED_RUN = { figures: { is: { listed: true } } } as const;

/** Every curated entry in the catalogue's order, then uploaders' entries a listed run uses, by name. */
export async function listCatalogue(client: Tx = db): Promise<CatalogueListing> {
  const [hardware, models] = await Promise.all([
    client.hardware.findMany({
      // systems of several accelerators are made from an entry's facts: the entry is listed, not them
      where: { baseId: null, OR: [{ curated: true }, { runs: { some: LISTED_RUN } }] },
      orderBy: [{ cataloguePosition: { sort: "asc", nulls: "last" } }, { name: "asc" }],
      select: {
        slug: true,
        name: true,
        curated: true,
        vendor: true,
        segment: true,
        architecture: true,
        memoryGB: true,
        memoryKind: true,
        memoryType: true,
        memoryOptionsGB: true,
        bandwidthGBs: true,
        boardPowerW: true,
        priceUsd: true,
        priceAsOf: true,
        launchDate: true,
        aliases: true,
        specSource: true,
        factsAsOf: true,
      },
    }),
    client.model.findMany({
      where: { OR: [{ curated: true }, { variants: { some: { runs: { some: LISTED_RUN } } } }] },
      orderBy: [{ cataloguePosition: { sort: "asc", nulls: "last" } }, { name: "asc" }],
      select: {
        slug: true,
        name: true,
        curated: true,
        paramsB: true,
        activeParamsB: true,
        architecture: true,
        contextLength: true,
        hfRepo: true,
        aliases: true,
        llamaCppNames: true,
        specSource: true,
        factsAsOf: true,
        organization: { select: { name: true } },
      },
    }),
  ]);
  return {
    hardware: hardware.map(({ specSource, factsAsOf, ...entry }) => ({
      ...entry,
      source: specSource,
      asOf: factsAsOf,
      url: `/hardware/${entry.slug}`,
    })),
    models: models.map(({ specSource, factsAsOf, organization, ...entry }) => ({
      ...entry,
      org: organization.name,
      source: specSource,
      asOf: factsAsOf,
      url: `/models/${entry.slug}`,
    })),
  };
}

/** The curated entries the query's printed names denote, and the precision its label or file states. */
export async function matchCatalogue(query: CatalogueMatchQuery, client: Tx = db): Promise<CatalogueMatchAnswer> {
  const candidates = await readCatalogueCandidates(client);
  const count = query.count === undefined ? undefined : Math.max(1, Math.round(query.count));
  const hardwareNames: PrintedName[] = query.hardware?.trim()
    ? [{ printed: query.hardware.trim(), from: "hardware" }]
    : [];
  const hardware = hardwareNames.length
    ? matchHardware(hardwareNames, candidates.hardware, { count, memoryGB: query.memoryGB ?? null })
    : null;
  const label = query.label?.trim() || null;
  const model = query.model?.trim() || null;
  const modelFound =
    label || model
      ? matchModel(
          {
            ...(model && { [model.includes("/") ? "hfRepo" : "name"]: { printed: model, from: "model" } }),
            ...(label && { label: { printed: computeModelBase(label), from: "label" } }),
            paramsB: query.params ?? null,
            fileName: query.file ?? null,
          },
          candidates.models,
        )
      : null;
  const [hardwareSources, modelSources] = await Promise.all([
    hardware
      ? client.hardware.findUnique({
          where: { slug: hardware.entry.slug },
          select: { memoryType: true, specSource: true },
        })
      : null,
    modelFound
      ? client.model.findUnique({ where: { slug: modelFound.entry.slug }, select: { specSource: true } })
      : null,
  ]);
  const precision = (label && precisionOfLabel(label)) || (query.file ? precisionOfFileName(query.file) : null);
  return {
    hardware: hardware && {
      printed: hardware.match.printed,
      entry: {
        slug: hardware.entry.slug,
        name: hardware.entry.name,
        accelerator: hardware.entry.accelerator,
        memoryGB: hardware.entry.memoryGB,
        memoryKind: hardware.entry.memoryKind,
        memoryType: hardwareSources?.memoryType ?? null,
        memoryOptionsGB: hardware.entry.memoryOptionsGB,
        bandwidthGBs: hardware.entry.bandwidthGBs,
        source: hardwareSources?.specSource ?? null,
      },
      count: count ?? splitCount(hardware.match.printed).count ?? 1,
    },
    model: modelFound && {
      printed: modelFound.match.printed,
      entry: {
        slug: modelFound.entry.slug,
        name: modelFound.entry.name,
        org: modelFound.entry.org,
        paramsB: modelFound.entry.paramsB,
        activeParamsB: modelFound.entry.activeParamsB,
        architecture: modelFound.entry.architecture,
        hfRepo: modelFound.entry.hfRepo,
        source: modelSources?.specSource ?? null,
      },
    },
    precision,
  };
}
