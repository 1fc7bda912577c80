/**
 * The seed runs: the three reference pages as run bundles (prisma/seed/*.json),
 * imported through the same function as every upload, and the seed reports
 * (prisma/seed/reports/*.md), written through the same function as a contributor's and listed.
 * `npm run db:seed` runs it.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { db } from "@/lib/db";
import { createReport } from "@/lib/reports/mutations";
import { reportInputSchema } from "@/lib/reports/schema";
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

/** Imports every seed bundle, then the seed reports; returns the run ids. Importing twice gives the same runs. */
export async function seedRuns(): Promise<string[]> {
  const ids: string[] = [];
  const idsByFile = new Map<string, string>();
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
    idsByFile.set(file, result.id);
  }
  await seedReports(idsByFile);
  return ids;
}

const REPORT_DIR = path.join(SEED_DIR, "reports");

/** Who the seed reports are credited to: the arena's own editors (an account nobody signs in to). */
const REPORT_AUTHORS: Record<string, { handle: string; name: string }> = {
  arena: { handle: "arena", name: "Inference Arena" },
};

/** A seed report: a header of `key: value` lines between `---`, then its Markdown. */
function readSeedReport(file: string) {
  const text = readFileSync(path.join(REPORT_DIR, file), "utf8");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no header`);
  const header = Object.fromEntries(
    (match[1] ?? "")
      .split("\n")
      .filter((line) => line.includes(":"))
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return { header, body: match[2] ?? "" };
}

/**
 * Writes each seed report whose title no report has yet, with `$seed` in its embeds replaced by the
 * id of the run it is about, and lists it (the operator's own text, as its runs are trusted).
 */
export async function seedReports(idsByFile: Map<string, string>): Promise<string[]> {
  if (!existsSync(REPORT_DIR)) return [];
  const slugs: string[] = [];
  for (const file of readdirSync(REPORT_DIR)
    .filter((name) => name.endsWith(".md"))
    .sort()) {
    const { header, body } = readSeedReport(file);
    const runId = idsByFile.get(header.run ?? "");
    const author = REPORT_AUTHORS[header.author ?? ""];
    if (!runId || !author) throw new Error(`${file}: names no seed run or author`);
    if (await db.report.findFirst({ where: { title: header.title }, select: { id: true } })) continue;
    const user = await db.user.upsert({
      where: { handle: author.handle },
      create: author,
      update: {},
      select: { id: true },
    });
    const input = reportInputSchema.parse({
      title: header.title,
      summary: header.summary,
      body: body.replaceAll("$seed", runId),
    });
    const result = await createReport(user.id, input);
    if (result.status !== "ok") throw new Error(`${file}: ${JSON.stringify(result)}`);
    const now = new Date();
    await db.report.update({
      where: { slug: result.slug },
      data: { state: "listed", publishedAt: now, reviewedAt: now },
    });
    slugs.push(result.slug);
  }
  return slugs;
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
