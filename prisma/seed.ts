/**
 * The seed runs: the three reference pages as run bundles (prisma/seed/*.json),
 * imported through the same function as every upload. `npm run db:seed` runs it.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { db } from "@/lib/db";
import { importRunBundle } from "@/lib/uploads/import";

const SEED_DIR = path.join(process.cwd(), "prisma", "seed");

/** Seed files whose page names a contributor. */
const SEED_CONTRIBUTORS: Record<string, { handle: string; name: string }> = {
  "004-qwen3-5-4b-awq-rtx-3090.json": { handle: "sandberg", name: "Sandberg" },
};

export function listSeedBundles(): Array<{ file: string; bundle: unknown }> {
  return readdirSync(SEED_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({ file, bundle: JSON.parse(readFileSync(path.join(SEED_DIR, file), "utf8")) }));
}

/** Imports every seed bundle; returns the run ids. Importing twice gives the same runs. */
export async function seedRuns(): Promise<string[]> {
  const ids: string[] = [];
  for (const { file, bundle } of listSeedBundles()) {
    const contributor = SEED_CONTRIBUTORS[file];
    const user = contributor
      ? await db.user.upsert({
          where: { handle: contributor.handle },
          create: contributor,
          update: {},
          select: { id: true },
        })
      : null;
    // The operator's own data: its catalogue facts apply directly, whoever the run is credited to.
    const result = await importRunBundle(bundle, { contributorId: user?.id ?? null, trusted: true });
    ids.push(result.id);
  }
  return ids;
}

/** Seeds a database that holds no run yet; returns the ids imported. */
export async function seedIfEmpty(): Promise<string[]> {
  if ((await db.run.count()) > 0) return [];
  return seedRuns();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  seedRuns()
    .then((ids) => console.log(`seeded ${ids.length} runs: ${ids.join(", ")}`))
    .finally(() => db.$disconnect());
}
