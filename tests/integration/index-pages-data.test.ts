import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listMatrixRuns } from "@/lib/matrix/data";
import { listOrganizations } from "@/lib/organizations/data";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";

const url = process.env.DATABASE_URL!;
const ALL = { hardware: null, model: null };

beforeAll(async () => {
  await truncateAll(url);
  await seedRuns();
});

/** Runs `body` with the listed flag of the run on `hardwareSlug` set to false, then restores it. */
async function withRunHidden(hardwareSlug: string, body: () => Promise<void>) {
  const run = await db.runFigures.findFirstOrThrow({ where: { hardwareSlug }, select: { runId: true } });
  await db.runFigures.update({ where: { runId: run.runId }, data: { listed: false } });
  try {
    await body();
  } finally {
    await db.runFigures.update({ where: { runId: run.runId }, data: { listed: true } });
  }
}

describe("the organizations index", () => {
  it("lists alibaba once with its two models, three runs and best score", async () => {
    expect(await listOrganizations()).toEqual([
      { slug: "alibaba", name: "Alibaba", modelCount: 2, runCount: 3, bestScore: 60.5 },
    ]);
  });

  it("puts the best score first, a matrix-only organization last, and counts only listed runs", async () => {
    const other = await db.organization.create({ data: { slug: "zeta-labs", name: "Zeta Labs" } });
    // The figures table carries the organization of a run as a copy: moving one run's copy is
    // what a second organization with a matrix-only run looks like to the index.
    const moved = await db.runFigures.findFirstOrThrow({
      where: { hardwareSlug: "rtx-3090" },
      select: { runId: true },
    });
    await db.runFigures.update({ where: { runId: moved.runId }, data: { orgSlug: other.slug } });
    try {
      expect(await listOrganizations()).toEqual([
        { slug: "alibaba", name: "Alibaba", modelCount: 2, runCount: 2, bestScore: 60.5 },
        { slug: "zeta-labs", name: "Zeta Labs", modelCount: 1, runCount: 1, bestScore: null },
      ]);
      await withRunHidden("rtx-3090", async () => {
        expect((await listOrganizations()).map((organization) => organization.slug)).toEqual(["alibaba"]);
      });
      await withRunHidden("dgx-spark", async () => {
        // Without its scored run, alibaba has matrix runs only: both unscored, by name.
        expect(await listOrganizations()).toEqual([
          { slug: "alibaba", name: "Alibaba", modelCount: 1, runCount: 1, bestScore: null },
          { slug: "zeta-labs", name: "Zeta Labs", modelCount: 1, runCount: 1, bestScore: null },
        ]);
      });
    } finally {
      await db.runFigures.update({ where: { runId: moved.runId }, data: { orgSlug: "alibaba" } });
      await db.organization.delete({ where: { id: other.id } });
    }
  });
});

describe("the matrix runs index", () => {
  it("lists the two seed matrix runs, not the suite run, with their matrix size and setup", async () => {
    const index = await listMatrixRuns(ALL);
    expect(index.runs.map((run) => [run.modelName, run.precision, run.hardwareSlug]).sort()).toEqual([
      ["Qwen3.5-4B", "AWQ 4-bit", "rtx-3090"],
      ["Qwen3.5-4B", "BF16", "h200-nvl"],
    ]);
    // Both measured the same day: then by run id, one stable order.
    const ids = index.runs.map((run) => run.runId);
    expect(ids).toEqual([...ids].sort());
    const h200 = index.runs.find((run) => run.hardwareSlug === "h200-nvl")!;
    expect(h200).toMatchObject({
      peakDecodeTps: 6429.2,
      contexts: 6,
      concurrencies: 8,
      run: { hardware: { name: "H200 NVL" }, engine: { name: "vllm" } },
    });
    expect(index.hardware).toEqual([
      { slug: "h200-nvl", name: "H200 NVL" },
      { slug: "rtx-3090", name: "RTX 3090" },
    ]);
    expect(index.models).toEqual([{ slug: "qwen3-5-4b", name: "Qwen3.5-4B" }]);
  });

  it("lists the newest first", async () => {
    const older = await db.runFigures.findFirstOrThrow({
      where: { hardwareSlug: "h200-nvl" },
      select: { runId: true },
    });
    await db.runFigures.update({ where: { runId: older.runId }, data: { measuredAt: new Date("2026-01-01") } });
    try {
      const index = await listMatrixRuns(ALL);
      expect(index.runs.map((run) => run.hardwareSlug)).toEqual(["rtx-3090", "h200-nvl"]);
    } finally {
      await db.runFigures.update({ where: { runId: older.runId }, data: { measuredAt: new Date("2026-11-01") } });
    }
  });

  it("narrows to a hardware and a model, and keeps the filters' choices whole", async () => {
    const rtx = await listMatrixRuns({ hardware: "rtx-3090", model: null });
    expect(rtx.runs.map((run) => run.precision)).toEqual(["AWQ 4-bit"]);
    expect(rtx.hardware).toHaveLength(2);
    expect((await listMatrixRuns({ hardware: null, model: "qwen3-5-4b" })).runs).toHaveLength(2);
    expect((await listMatrixRuns({ hardware: "rtx-3090", model: "qwen3-5-9b" })).runs).toEqual([]);
    expect((await listMatrixRuns({ hardware: "dgx-spark", model: null })).runs).toEqual([]);
  });

  it("leaves out a hidden run, and its hardware from the filter", async () => {
    await withRunHidden("rtx-3090", async () => {
      const index = await listMatrixRuns(ALL);
      expect(index.runs.map((run) => run.hardwareSlug)).toEqual(["h200-nvl"]);
      expect(index.hardware.map((hardware) => hardware.slug)).toEqual(["h200-nvl"]);
    });
  });
});
