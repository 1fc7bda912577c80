/**
 * The curated entries an upload is matched against, read from the database (where the shipped
 * catalogue was loaded and admins may have edited it), and the system entries of several
 * accelerators of one of them, made from its facts on first use.
 */
import "server-only";
import type { CatalogueCandidates } from "@/lib/catalogue/apply-match";
import type { Tx } from "@/lib/db";

/** Every curated accelerator and model, in the catalogue's order (a shared name goes to the first). */
export async function readCatalogueCandidates(client: Tx): Promise<CatalogueCandidates> {
  const [hardware, models] = await Promise.all([
    client.hardware.findMany({
      where: { curated: true, count: 1 },
      orderBy: { cataloguePosition: "asc" },
      select: {
        slug: true,
        name: true,
        accelerator: true,
        aliases: true,
        memoryGB: true,
        memoryKind: true,
        memoryOptionsGB: true,
        bandwidthGBs: true,
      },
    }),
    client.model.findMany({
      where: { curated: true },
      orderBy: { cataloguePosition: "asc" },
      select: {
        slug: true,
        name: true,
        paramsB: true,
        activeParamsB: true,
        architecture: true,
        hfRepo: true,
        aliases: true,
        llamaCppNames: true,
        organization: { select: { name: true } },
      },
    }),
  ]);
  return {
    hardware,
    models: models.map(({ organization, ...model }) => ({ ...model, org: organization.name })),
  };
}

/**
 * The entry of `count` accelerators of the curated entry `baseSlug` ("2x-rx-7900-xtx"): its
 * name is the accelerator's (pages print "2× RX 7900 XTX"), its facts the accelerator's times
 * the count (memory, aggregate bandwidth, price, board power), settled from the catalogue, never
 * a contributor's claim. Created on first use; an existing one is left as it is.
 */
export async function ensureHardwareSystem(tx: Tx, baseSlug: string, count: number): Promise<void> {
  const slug = `${count}x-${baseSlug}`;
  if (await tx.hardware.findUnique({ where: { slug }, select: { id: true } })) return;
  const base = await tx.hardware.findUniqueOrThrow({ where: { slug: baseSlug } });
  const times = (value: number | null) => (value === null ? null : value * count);
  await tx.hardware.create({
    data: {
      slug,
      name: base.name,
      accelerator: base.accelerator,
      count,
      memoryGB: base.memoryGB * count,
      memoryKind: base.memoryKind,
      bandwidthGBs: times(base.bandwidthGBs),
      priceUsd: times(base.priceUsd),
      priceAsOf: base.priceAsOf,
      priceSource: base.priceSource && `${count} × ${base.priceSource}`,
      boardPowerW: times(base.boardPowerW),
      boardPowerSource: base.boardPowerSource && `${count} × ${base.boardPowerSource}`,
      vendor: base.vendor,
      segment: base.segment,
      architecture: base.architecture,
      memoryType: base.memoryType,
      launchDate: base.launchDate,
      specSource: base.specSource,
      factsAsOf: base.factsAsOf,
      curated: true,
      baseId: base.id,
    },
  });
}
