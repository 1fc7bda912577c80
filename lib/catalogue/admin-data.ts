/**
 * What /admin/catalogue reads: the catalogue's hardware and models with their facts and sources,
 * filtered by name and paged (CATALOGUE_PAGE_SIZE a section), and one entry for its edit page.
 */
import "server-only";
import { CATALOGUE_PAGE_SIZE } from "@/lib/catalogue/edit-schema";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

const HARDWARE_ROW = {
  slug: true,
  name: true,
  vendor: true,
  memoryGB: true,
  memoryType: true,
  memoryKind: true,
  bandwidthGBs: true,
  boardPowerW: true,
  priceUsd: true,
  priceAsOf: true,
  priceSource: true,
  specSource: true,
  factsAsOf: true,
  curated: true,
  editedFacts: true,
  aliases: true,
} satisfies Prisma.HardwareSelect;

const MODEL_ROW = {
  slug: true,
  name: true,
  organization: { select: { name: true } },
  paramsB: true,
  activeParamsB: true,
  architecture: true,
  contextLength: true,
  hfRepo: true,
  specSource: true,
  factsAsOf: true,
  curated: true,
  editedFacts: true,
  aliases: true,
  llamaCppNames: true,
} satisfies Prisma.ModelSelect;

export type CatalogueHardwareRow = Prisma.HardwareGetPayload<{ select: typeof HARDWARE_ROW }>;
export type CatalogueModelRow = Prisma.ModelGetPayload<{ select: typeof MODEL_ROW }>;
export type CataloguePage<Row> = { rows: Row[]; total: number; page: number; pages: number };

/** Entries whose name or slug holds `q` (any case); every entry when `q` is empty. */
const byName = (q: string) =>
  q === ""
    ? {}
    : { OR: [{ name: { contains: q, mode: "insensitive" as const } }, { slug: { contains: q.toLowerCase() } }] };

/** The shipped file's order first (curated entries), then uploaders' entries by name. */
const ORDER = [{ cataloguePosition: { sort: "asc", nulls: "last" } }, { name: "asc" }, { slug: "asc" }] as const;

function paging(total: number, page: number) {
  const pages = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  const shown = Math.min(page, pages);
  return { page: shown, pages, skip: (shown - 1) * CATALOGUE_PAGE_SIZE, take: CATALOGUE_PAGE_SIZE };
}

export async function listCatalogueHardware(q: string, page: number): Promise<CataloguePage<CatalogueHardwareRow>> {
  const where = byName(q);
  const total = await db.hardware.count({ where });
  const { skip, take, ...at } = paging(total, page);
  const rows = await db.hardware.findMany({ where, select: HARDWARE_ROW, orderBy: [...ORDER], skip, take });
  return { rows, total, ...at };
}

export async function listCatalogueModels(q: string, page: number): Promise<CataloguePage<CatalogueModelRow>> {
  const where = byName(q);
  const total = await db.model.count({ where });
  const { skip, take, ...at } = paging(total, page);
  const rows = await db.model.findMany({ where, select: MODEL_ROW, orderBy: [...ORDER], skip, take });
  return { rows, total, ...at };
}

export function getCatalogueHardware(slug: string) {
  return db.hardware.findUnique({ where: { slug }, select: HARDWARE_ROW });
}

export function getCatalogueModel(slug: string) {
  return db.model.findUnique({ where: { slug }, select: MODEL_ROW });
}
