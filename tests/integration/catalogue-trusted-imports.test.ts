/**
 * Trusted imports apply catalogue facts directly (docs/decisions/0006-curated-catalogue.md): the
 * seed, the operator's CLI import (also for runs credited to a contributor with --as) and admins'
 * uploads. A changed existing fact is kept as an accepted proposal, and the runs it feeds are
 * recomputed. What contributors' uploads do instead: catalogue-proposals.test.ts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { db } from "@/lib/db";
import { createTestUser } from "@/tests/support/users";
import { runCommand } from "@/scripts/cli-commands";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";
import { bundleWith, getFactFigures, type HardwareFacts } from "@/tests/support/catalogue-fixture";
import { postAs, setUpCast, type Cast } from "@/tests/support/review-fixture";

const url = process.env.DATABASE_URL!;
let cast: Cast;

beforeEach(async () => {
  cast = await setUpCast(url);
});

const SPARK: HardwareFacts = {
  name: "DGX Spark",
  accelerator: "NVIDIA GB10",
  memoryGB: 128,
  memoryKind: "unified",
  bandwidthGBs: 273,
};
const CARD = "https://qwen.example/qwen3.5-9b";

/** The fixture's bundle, run on the seed's DGX Spark, stating another MMLU-Pro figure for Qwen3.5-9B. */
function bundleWithMmlu(value: number) {
  return bundleWith({ quality: [{ benchmark: "MMLU-Pro", value, source: CARD }] }, SPARK);
}

const mmluOf = () =>
  db.qualityResult.findFirstOrThrow({
    where: { model: { slug: "qwen3-5-9b" }, benchmark: "MMLU-Pro" },
    select: { value: true, source: true },
  });
const qualityScoreOf = async (runId: string) => (await getFactFigures(runId)).qualityScore!;
const listProposals = (runId: string) =>
  db.catalogueProposal.findMany({
    where: { runId },
    select: { field: true, state: true, decidedById: true, currentValue: true, value: true, source: true },
  });

describe("trusted imports", () => {
  it("import the seeds as before: the seed facts and no proposal", async () => {
    await truncateAll(url);
    await seedRuns();
    await seedRuns();
    expect(await db.catalogueProposal.count()).toBe(0);
    const quality = await db.qualityResult.findMany({
      select: { benchmark: true, value: true, source: true },
      orderBy: { benchmark: "asc" },
    });
    expect(quality).toEqual([
      { benchmark: "GPQA-Diamond", value: 81.7, source: "Vendor model card" },
      { benchmark: "LiveCodeBench v6", value: 65.6, source: "Vendor model card" },
      { benchmark: "MMLU-Pro", value: 82.5, source: "Vendor model card" },
    ]);
    const hardware = await db.hardware.findMany({
      select: { slug: true, bandwidthGBs: true, memoryGB: true },
      orderBy: { slug: "asc" },
    });
    expect(hardware).toEqual([
      { slug: "dgx-spark", bandwidthGBs: 273, memoryGB: 128 },
      { slug: "h200-nvl", bandwidthGBs: 4800, memoryGB: 141 },
      { slug: "rtx-3090", bandwidthGBs: 936, memoryGB: 24 },
    ]);
    // Seed 000 carries the suite; 003 and 004 are speed matrices without a score.
    const scores = await db.runFigures.findMany({ select: { score: true } });
    expect(scores.map((row) => row.score).sort()).toEqual([60.5, null, null]);
  });

  it("an admin's upload applies its facts, recomputes the runs they feed, and keeps who changed what", async () => {
    const before = await qualityScoreOf(cast.seed000);
    const response = await postAs(cast, uploadRoute, {}, bundleWithMmlu(90), "admin");
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await mmluOf()).toEqual({ value: 90, source: CARD });
    expect(await qualityScoreOf(cast.seed000)).toBeCloseTo(before + (90 - 82.5) / 100 / 3, 9);
    expect(await listProposals(id)).toEqual([
      {
        field: "quality:MMLU-Pro",
        state: "accepted",
        decidedById: cast.users.admin.id,
        currentValue: 82.5,
        value: 90,
        source: CARD,
      },
    ]);
  });

  it("the operator's CLI import applies facts directly, also for a run credited to a contributor", async () => {
    const file = { name: "run.json", text: JSON.stringify(bundleWithMmlu(70)) };
    const io = { readJson: () => ({}), readFiles: () => [file] };
    // contributor B: A uploaded these files in the set-up, and the same files again are a duplicate
    expect(await runCommand("import", "run.json", [], { as: cast.users.contributorB.email! }, io)).toBe(0);
    expect(await mmluOf()).toEqual({ value: 70, source: CARD });
    const run = await db.run.findFirstOrThrow({
      where: { contributorId: cast.users.contributorB.id, hardware: { slug: "dgx-spark" } },
    });
    expect(await listProposals(run.id)).toEqual([
      { field: "quality:MMLU-Pro", state: "accepted", decidedById: null, currentValue: 82.5, value: 70, source: CARD },
    ]);
  });

  it("while the same bundle uploaded by a contributor only proposes", async () => {
    // a contributor who has not uploaded these files yet (A and B have)
    const newcomer = { ...cast, users: { ...cast.users, contributorA: await createTestUser() } };
    const response = await postAs(newcomer, uploadRoute, {}, bundleWithMmlu(70), "contributorA");
    expect(response.status).toBe(201);
    expect(await mmluOf()).toEqual({ value: 82.5, source: "Vendor model card" });
    const { id } = await response.json();
    expect(await listProposals(id)).toEqual([
      { field: "quality:MMLU-Pro", state: "pending", decidedById: null, currentValue: 82.5, value: 70, source: CARD },
    ]);
  });
});
