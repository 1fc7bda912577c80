import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getSeedContentHash, getWorkedExampleRun } from "@/lib/methodology/data";
import { computeWorkedExample } from "@/lib/methodology/worked-example";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";

const url = process.env.DATABASE_URL!;

beforeEach(async () => {
  await truncateAll(url);
});

async function loadExample() {
  const run = await getWorkedExampleRun();
  if (!run) throw new Error("no worked example run");
  const example = computeWorkedExample({
    figures: run.figures,
    storedScore: run.storedScore,
    storedRulesVersion: run.rulesVersion,
    quality: run.quality,
    model: run.model,
    bandwidthGBs: run.hardware.bandwidthGBs,
    sweep: run.sweep,
  });
  return { run, example };
}

describe("the methodology page's worked example", () => {
  it("is unavailable while no seed run is stored", async () => {
    expect(await getWorkedExampleRun()).toBeNull();
  });

  it("finds the stored seed-000 run by its content hash and reads its stored score 60.5", async () => {
    const ids = await seedRuns();
    const { run, example } = await loadExample();
    const seed = await db.run.findUniqueOrThrow({ where: { contentHash: getSeedContentHash()! }, select: { id: true } });
    expect(run.runId).toBe(seed.id);
    expect(ids).toContain(run.runId);
    expect(run.model.name).toBe("Qwen3.5-9B");
    expect(run.rulesVersion).toBe(1);
    expect(example.score.score.stored).toBe(60.5);
    expect(example.score.score.recomputed).toBe(60.5);
    expect(example.score.suite.recomputed.toFixed(4)).toBe("0.5359");
    expect(example.matches).toBe(true);
  });

  it("reports the score stored in the database, and flags that it differs from the recomputed one", async () => {
    await seedRuns();
    const { run } = await loadExample();
    await db.runFigures.update({ where: { runId: run.runId }, data: { score: 61.0 } });
    const { example } = await loadExample();
    expect(example.score.score.stored).toBe(61.0);
    expect(example.score.score.recomputed).toBe(60.5);
    expect(example.score.score.matches).toBe(false);
    expect(example.matches).toBe(false);
  });

  it("falls back to the best-scored run of the seed's model when the content no longer matches", async () => {
    await seedRuns();
    const hash = getSeedContentHash()!;
    const seed = await db.run.update({ where: { contentHash: hash }, data: { contentHash: "changed" }, select: { id: true } });
    const { run } = await loadExample();
    expect(run.runId).toBe(seed.id);
  });

  it("does not work through a hidden run", async () => {
    await seedRuns();
    await db.runFigures.update({ where: { runId: (await loadExample()).run.runId }, data: { listed: false } });
    expect(await getWorkedExampleRun()).toBeNull();
  });
});
