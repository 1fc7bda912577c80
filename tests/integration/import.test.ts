import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { BundleError } from "@/lib/runs/prepare";
import { importRunBundle } from "@/lib/uploads/import";
import { listSeedBundles, seedRuns } from "@/prisma/seed";
import { countRows, truncateAll } from "@/tests/support/database";

const url = process.env.DATABASE_URL!;
const seed000 = () => JSON.parse(readFileSync("prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", "utf8"));

beforeEach(async () => {
  await truncateAll(url);
});

describe("importing run bundles", () => {
  it("imports the three seed runs, and importing them again gives the same three runs", async () => {
    const first = await seedRuns();
    const second = await seedRuns();
    expect(first).toHaveLength(3);
    expect(second).toEqual(first);
    expect(await db.run.count()).toBe(3);
    expect(await db.model.count()).toBe(2); // Qwen3.5-9B, and Qwen3.5-4B at two precisions
    expect(await db.variant.count()).toBe(3);
  });

  it("stores seed 000's figures as the reference page shows them, with the rules version", async () => {
    const { id } = await importRunBundle(seed000(), { contributorId: null });
    const figures = await db.runFigures.findUniqueOrThrow({ where: { runId: id } });
    expect(figures.rulesVersion).toBe(1);
    expect(figures.score).toBe(60.5);
    expect(figures.reliableCount).toBe(11);
    expect(figures.vramGB).toBe(18);
    expect(figures.chatPerUserTps).toBe(12.51);
    expect(figures.chatTtftS).toBeCloseTo(1.82, 6);
    expect(figures.throughputTps).toBeCloseTo(83.88, 1);
    expect(figures.capacity5s).toBe(0.24);
    const chat = await db.testFigures.findUniqueOrThrow({ where: { runId_testKey: { runId: id, testKey: "chat" } } });
    expect(chat.counts).toBe(true);
  });

  it("stores every matrix cell of seeds 003 and 004, over-capacity cells included", async () => {
    await seedRuns();
    const cells = await db.matrixCell.groupBy({ by: ["status"], _count: { _all: true } });
    const byStatus = Object.fromEntries(cells.map((row) => [row.status, row._count._all]));
    expect(byStatus.over_capacity).toBe(1 + 25);
    expect(byStatus.valid).toBe(7 + 47 + 5 + 23);
  });

  it("keeps each artifact verbatim, so every figure traces back to it", async () => {
    const bundle = seed000();
    const { id } = await importRunBundle(bundle, { contributorId: null });
    const artifact = await db.artifact.findFirstOrThrow({ where: { runId: id } });
    expect(JSON.parse(artifact.content)).toEqual(bundle.artifacts[0].content);
    const chat = await db.measurement.findFirstOrThrow({ where: { runId: id, testKey: "chat" } });
    expect(chat.artifactId).toBe(artifact.id);
  });

  it("rejects a bundle with a wrong field by naming it, and writes nothing", async () => {
    await seedRuns();
    const before = await countRows(url);
    const bundle = seed000();
    bundle.model.paramsB = -9;
    bundle.launchCommand = "vllm serve other";
    const error = await importRunBundle(bundle, { contributorId: null }).catch((caught) => caught);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).issues.map((issue) => issue.path)).toContain("model.paramsB");
    expect(await countRows(url)).toEqual(before);
  });

  it("rejects an artifact whose figures are negative, naming the artifact, and writes nothing", async () => {
    const before = await countRows(url);
    const bundle = seed000();
    bundle.artifacts[0].content.tests[0].measurements[0].perUserTps = -1;
    const error = await importRunBundle(bundle, { contributorId: null }).catch((caught) => caught);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).issues[0]!.path).toMatch(/^artifacts\.0\.content/);
    expect(await countRows(url)).toEqual(before);
  });

  it("redacts secrets in the launch command before storing it", async () => {
    const bundle = seed000();
    bundle.launchCommand =
      "HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyz123456 vllm serve Qwen/Qwen3.5-9B --api-key sk-live-123456789 --port 8000";
    const { id } = await importRunBundle(bundle, { contributorId: null });
    const run = await db.run.findUniqueOrThrow({ where: { id }, select: { launchCommand: true } });
    expect(run.launchCommand).toBe("HF_TOKEN=<redacted> vllm serve Qwen/Qwen3.5-9B --api-key <redacted> --port 8000");
  });

  it("lists the seed bundles in a stable order", () => {
    expect(listSeedBundles().map((seed) => seed.file.slice(0, 3))).toEqual(["000", "003", "004"]);
  });
});
