/**
 * `npm run arena -- score recompute` (recomputeAllRuns) must write exactly the figures an
 * upload wrote: it reads runs with its own SQL, several batches at once, and a difference would
 * move scores and ranks on every page without any rule having changed.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { recomputeAllRuns } from "@/lib/runs/recompute";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";

const url = process.env.DATABASE_URL!;

/** Every stored figure, without what differs by design between two writes (time, random id). */
async function readFigures() {
  const runs = await db.runFigures.findMany({ orderBy: { runId: "asc" }, omit: { computedAt: true } });
  const tests = await db.testFigures.findMany({ orderBy: [{ runId: "asc" }, { testKey: "asc" }], omit: { id: true } });
  return { runs, tests };
}

beforeEach(async () => {
  await truncateAll(url);
});

describe("recomputing every run", () => {
  it("writes the same figures the uploads wrote, in batches in flight together", async () => {
    await seedRuns();
    const uploaded = await readFigures();
    expect(uploaded.runs).toHaveLength(3);
    expect(uploaded.tests.length).toBeGreaterThan(10);

    // Batches of one run, two at a time: three transactions, two of them concurrent.
    expect(await recomputeAllRuns(1, 2)).toBe(3);
    expect(await readFigures()).toEqual(uploaded);
  });

  it("repairs figures that no longer match the runs, and keeps hidden runs off the leaderboard", async () => {
    const [first, second, third] = await seedRuns();
    const uploaded = await readFigures();
    await db.runFigures.update({ where: { runId: first }, data: { score: 1, details: {} } });
    await db.testFigures.deleteMany({ where: { runId: second } });
    await db.run.update({ where: { id: third }, data: { hiddenAt: new Date(), hiddenReason: "test" } });

    expect(await recomputeAllRuns(2)).toBe(3);
    const recomputed = await readFigures();
    const expected = uploaded.runs.map((row) => (row.runId === third ? { ...row, listed: false } : row));
    expect(recomputed.runs).toEqual(expected);
    expect(recomputed.tests).toEqual(uploaded.tests);
  });
});
