/**
 * Loads the curated catalogue the repository ships (prisma/catalogue/hardware.json, models.json)
 * into the database, on every start: new entries are added, existing ones take the shipped facts
 * except those an admin edited (`editedFacts`), and the runs whose figures a changed fact feeds
 * are recomputed. Idempotent: a second load changes nothing
 * (docs/decisions/0018-curated-catalogue-data.md).
 */
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  curatedHardwareListSchema,
  curatedModelListSchema,
  type CuratedHardware,
  type CuratedModel,
} from "@/lib/catalogue/curated";
import { FIGURE_FACTS } from "@/lib/catalogue/edit-schema";
import { recomputeRunsOf, type Target } from "@/lib/catalogue/mutations";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { slugify } from "@/lib/slug";

const CATALOGUE_DIR = path.join(process.cwd(), "prisma", "catalogue");

export function readCuratedCatalogue(dir = CATALOGUE_DIR): { hardware: CuratedHardware[]; models: CuratedModel[] } {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as unknown;
  return {
    hardware: curatedHardwareListSchema.parse(read("hardware.json")),
    models: curatedModelListSchema.parse(read("models.json")),
  };
}

/** A hardware entry's columns from its curated facts. */
export function toHardwareColumns(entry: CuratedHardware, position: number) {
  return {
    cataloguePosition: position,
    name: entry.name,
    accelerator: entry.aliases[0] ?? entry.name,
    count: 1,
    memoryGB: entry.memoryGB,
    memoryKind: entry.memoryKind,
    bandwidthGBs: entry.bandwidthGBs,
    priceUsd: entry.launchPriceUsd ?? null,
    priceAsOf: entry.launchPriceUsd ? (entry.launchDate ?? entry.asOf) : null,
    priceSource: entry.launchPriceUsd ? `Launch price (MSRP), ${entry.priceSource ?? entry.source}` : null,
    boardPowerW: entry.boardPowerW ?? null,
    boardPowerSource: entry.boardPowerW ? `${entry.vendor} specifications, ${entry.source}` : null,
    vendor: entry.vendor,
    segment: entry.segment,
    architecture: entry.architecture,
    memoryType: entry.memoryType,
    memoryOptionsGB: entry.memoryOptionsGB ?? [],
    launchDate: entry.launchDate ?? null,
    aliases: entry.aliases,
    specSource: entry.source,
    factsAsOf: entry.asOf,
  };
}

export function toModelColumns(entry: CuratedModel, position: number) {
  return {
    cataloguePosition: position,
    name: entry.name,
    paramsB: entry.paramsB,
    activeParamsB: entry.activeParamsB ?? null,
    architecture: entry.architecture,
    hfRepo: entry.hfRepo,
    contextLength: entry.contextLength,
    aliases: entry.aliases,
    llamaCppNames: entry.llamaCppNames,
    specSource: entry.source,
    factsAsOf: entry.asOf,
  };
}

/** The columns of `wanted` that differ from `current`, leaving out those an admin edited. */
function changedColumns(
  wanted: Record<string, unknown>,
  current: Record<string, unknown>,
  edited: readonly string[],
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(wanted)) {
    if (edited.includes(column)) continue;
    if (JSON.stringify(current[column] ?? null) !== JSON.stringify(value ?? null)) changed[column] = value;
  }
  return changed;
}

export type CatalogueLoad = { added: number; updated: number; recomputed: number };

type StoredEntry = { id: string; slug: string; curated: boolean; editedFacts: string[]; unsettledFacts: string[] };

/**
 * What loading `columns` changes in a stored entry: the shipped columns an admin did not edit,
 * and the upload's claims the catalogue now settles; null when nothing changes. `figures` when a
 * change feeds the figures of the entry's runs.
 */
function planUpdate(columns: Record<string, unknown>, current: StoredEntry & Record<string, unknown>) {
  const changed = changedColumns(columns, current, current.editedFacts);
  const stillUnsettled = current.unsettledFacts.filter(
    (fact) => !(fact in columns) || current.editedFacts.includes(fact),
  );
  const settles = stillUnsettled.length < current.unsettledFacts.length;
  if (Object.keys(changed).length === 0 && current.curated && !settles) return null;
  return {
    data: { ...changed, curated: true, unsettledFacts: stillUnsettled },
    figures: settles || Object.keys(changed).some((column) => FIGURE_FACTS.has(column)),
  };
}

async function loadHardware(tx: Tx, entries: CuratedHardware[], changedTargets: Target[]) {
  let added = 0;
  let updated = 0;
  // one read of the stored entries, not one per shipped entry
  const stored = new Map(
    (await tx.hardware.findMany({ where: { slug: { in: entries.map((entry) => entry.slug) } } })).map((row) => [
      row.slug,
      row,
    ]),
  );
  for (const [position, entry] of entries.entries()) {
    const columns = toHardwareColumns(entry, position);
    const current = stored.get(entry.slug);
    if (!current) {
      await tx.hardware.create({ data: { slug: entry.slug, curated: true, ...columns } });
      added += 1;
      continue;
    }
    const update = planUpdate(columns, current);
    if (!update) continue;
    await tx.hardware.update({ where: { id: current.id }, data: update.data as Prisma.HardwareUpdateInput });
    updated += 1;
    if (update.figures) changedTargets.push({ targetType: "hardware", targetSlug: entry.slug });
  }
  return { added, updated };
}

async function loadModels(tx: Tx, entries: CuratedModel[], changedTargets: Target[]) {
  let added = 0;
  let updated = 0;
  const stored = new Map(
    (await tx.model.findMany({ where: { slug: { in: entries.map((entry) => entry.slug) } } })).map((row) => [
      row.slug,
      row,
    ]),
  );
  for (const [position, entry] of entries.entries()) {
    const columns = toModelColumns(entry, position);
    const current = stored.get(entry.slug);
    if (!current) {
      const orgSlug = slugify(entry.org);
      const organization = await tx.organization.upsert({
        where: { slug: orgSlug },
        create: { slug: orgSlug, name: entry.org },
        update: {},
        select: { id: true },
      });
      await tx.model.create({ data: { slug: entry.slug, curated: true, organizationId: organization.id, ...columns } });
      added += 1;
      continue;
    }
    const update = planUpdate(columns, current);
    if (!update) continue;
    await tx.model.update({ where: { id: current.id }, data: update.data as Prisma.ModelUpdateInput });
    updated += 1;
    if (update.figures) changedTargets.push({ targetType: "model", targetSlug: entry.slug });
  }
  return { added, updated };
}

/**
 * Loads the shipped catalogue in one transaction, serialised across servers by an advisory lock
 * (two app servers starting together load it once each, one after the other).
 */
export async function loadCuratedCatalogue(
  catalogue = readCuratedCatalogue(),
): Promise<{ hardware: CatalogueLoad; models: CatalogueLoad }> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('arena:curated-catalogue'))`;
      const changedTargets: Target[] = [];
      const hardware = await loadHardware(tx, catalogue.hardware, changedTargets);
      const models = await loadModels(tx, catalogue.models, changedTargets);
      const recomputed = await recomputeRunsOf(tx, changedTargets, null);
      return { hardware: { ...hardware, recomputed }, models: { ...models, recomputed } };
    },
    { timeout: 300_000, maxWait: 60_000 },
  );
}

/** One line for the operator: "catalogue: 3 hardware and 150 models added, 2 updated, 4 runs recomputed". */
export function describeCatalogueLoad(loaded: { hardware: CatalogueLoad; models: CatalogueLoad }): string {
  const { hardware, models } = loaded;
  return (
    `catalogue: ${hardware.added} hardware and ${models.added} models added, ` +
    `${hardware.updated + models.updated} updated, ${hardware.recomputed} runs recomputed`
  );
}
