/**
 * Filling a benchmark database through the real import path: generated bundles go through
 * `importRunBundle` (parse, validate, store, recompute) exactly as an upload does, several at
 * a time. Contributors are created first, in bulk: thousands of them, as on a busy arena.
 * A fill is an operator's import (as prisma/seed.ts is): `trusted`, so the catalogue facts of its
 * bundles apply at once instead of waiting as proposals for an admin (lib/catalogue/bundle-facts.ts).
 */
import { db } from "@/lib/db";
import { importRunBundle } from "@/lib/uploads/import";
import { slugify } from "@/lib/slug";
import { generateBundle, generateRunSetup, type RunSetup } from "./generate";

/** Creates `count` contributors (handles bench-0000 ...) and returns their ids in order. */
export async function createContributors(count: number): Promise<string[]> {
  const handles = Array.from({ length: count }, (_, index) => `bench-${String(index).padStart(5, "0")}`);
  await db.user.createMany({
    data: handles.map((handle) => ({
      handle,
      name: `Bench contributor ${handle.slice(6)}`,
      email: `${handle}@bench.invalid`,
    })),
    skipDuplicates: true,
  });
  const users = await db.user.findMany({ where: { handle: { in: handles } }, select: { id: true, handle: true } });
  const byHandle = new Map(users.map((user) => [user.handle, user.id]));
  return handles.map((handle) => byHandle.get(handle)!);
}

/** The slugs of a run's model and hardware, as prepareRun makes them. */
export function computeCatalogueSlugs(metadata: {
  model: { name: string };
  hardware: { name: string; count?: number };
}) {
  const { model, hardware } = metadata;
  const count = hardware.count ?? 1;
  return {
    model: slugify(model.name),
    hardware: slugify(count > 1 ? `${count}x ${hardware.name}` : hardware.name),
  };
}

/** Keys of the catalogue rows a setup needs (variant, hardware, engine), as prepareRun computes them. */
export function computeCatalogueKeys(setup: RunSetup) {
  const { model, engine } = setup.metadata;
  const slugs = computeCatalogueSlugs(setup.metadata);
  return {
    variant: `${slugs.model}|${model.precision}`,
    hardware: slugs.hardware,
    engine: [engine.name, engine.version, undefined, undefined, "backend" in engine ? engine.backend : undefined]
      .map((part) => part ?? "")
      .join("|"),
  };
}

/** The catalogue keys the database holds now. */
export async function listCatalogueKeys() {
  const [variants, hardware, engines] = await Promise.all([
    db.variant.findMany({ select: { precision: true, model: { select: { slug: true } } } }),
    db.hardware.findMany({ select: { slug: true } }),
    db.engine.findMany({ select: { key: true } }),
  ]);
  return {
    variant: new Set(variants.map((row) => `${row.model.slug}|${row.precision}`)),
    hardware: new Set(hardware.map((row) => row.slug)),
    engine: new Set(engines.map((row) => row.key)),
  };
}

type CatalogueKeys = Awaited<ReturnType<typeof listCatalogueKeys>>;

/** True when every catalogue row the setup needs exists already. */
export function isCatalogueKnown(setup: RunSetup, known: CatalogueKeys): boolean {
  const keys = computeCatalogueKeys(setup);
  return known.variant.has(keys.variant) && known.hardware.has(keys.hardware) && known.engine.has(keys.engine);
}

/** The contributor who uploads generated run `index`: the contributors take turns. */
export function pickContributor(contributors: string[], index: number): string {
  const contributorId = contributors[index % contributors.length];
  if (contributorId === undefined) throw new Error("generated runs need at least one contributor");
  return contributorId;
}

/**
 * Generated runs of `seed` from index `from` on whose catalogue rows all exist, for parallel
 * uploads that only add runs (see docs/PERFORMANCE.md on first uploads of a new model).
 */
export async function pickKnownCatalogueRuns(
  seed: number,
  from: number,
  count: number,
  filter: (setup: RunSetup) => boolean = () => true,
) {
  const known = await listCatalogueKeys();
  const indices: number[] = [];
  for (let index = from; indices.length < count && index < from + count * 1_000; index++) {
    const setup = generateRunSetup(seed, index);
    if (isCatalogueKnown(setup, known) && filter(setup)) indices.push(index);
  }
  return indices;
}

/**
 * Imports, one at a time, the runs in [from, to) that bring a new model variant, hardware or
 * engine; returns their indices. Parallel imports then only add runs to existing catalogue rows
 * (see the report on concurrent first uploads of a new model in docs/PERFORMANCE.md).
 */
export async function importNewCatalogueRuns(
  seed: number,
  from: number,
  to: number,
  contributors: string[],
): Promise<Set<number>> {
  const seen = await listCatalogueKeys();
  const imported = new Set<number>();
  for (let index = from; index < to; index++) {
    const keys = computeCatalogueKeys(generateRunSetup(seed, index));
    if (seen.variant.has(keys.variant) && seen.hardware.has(keys.hardware) && seen.engine.has(keys.engine)) continue;
    const contributorId = pickContributor(contributors, index);
    const result = await importRunBundle(generateBundle(seed, index).bundle, { contributorId, trusted: true });
    if (result.status !== "created") throw new Error(`generated run ${index} was a duplicate`);
    seen.variant.add(keys.variant);
    seen.hardware.add(keys.hardware);
    seen.engine.add(keys.engine);
    imported.add(index);
  }
  return imported;
}

/**
 * Imports the generated runs of `indices` with `parallel` imports in flight; returns each
 * import's time in ms. Every bundle is distinct content, so each import creates a run.
 */
export async function importGeneratedRuns(
  seed: number,
  indices: number[],
  contributors: string[],
  parallel = 8,
  onProgress?: (done: number, total: number) => void,
): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = indices[next++];
      if (index === undefined) return;
      const { bundle } = generateBundle(seed, index);
      const started = performance.now();
      const contributorId = pickContributor(contributors, index);
      const result = await importRunBundle(bundle, { contributorId, trusted: true });
      times.push(performance.now() - started);
      if (result.status !== "created") throw new Error(`generated run ${index} was a duplicate`);
      if (onProgress && times.length % 250 === 0) onProgress(times.length, indices.length);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return times;
}
