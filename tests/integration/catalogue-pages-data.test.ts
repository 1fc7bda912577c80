import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listCalculatorModels, listCalculatorRuns } from "@/lib/calculator/data";
import { getContributor } from "@/lib/contributors/data";
import { getHardware, HARDWARE_RUNS_PAGE_SIZE, listHardware, listHardwareRuns } from "@/lib/hardware/data";
import { listModelRuns, listModels } from "@/lib/models/data";
import { getOrganization } from "@/lib/organizations/data";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";

const url = process.env.DATABASE_URL!;

beforeAll(async () => {
  await truncateAll(url);
  await seedRuns();
});

describe("hardware pages", () => {
  it("lists the three seed hardware setups with their bandwidth and a run each", async () => {
    const hardware = await listHardware();
    expect(hardware.map((item) => item.name)).toEqual(["DGX Spark", "H200 NVL", "RTX 3090"]);
    const spark = hardware.find((item) => item.slug === "dgx-spark")!;
    expect(spark.bandwidthGBs).toBe(273);
    expect(spark.runCount).toBe(1);
    // 8B at BF16 reads 16 GB per token: 273 / 16.
    expect(spark.referenceCeilingTps).toBeCloseTo(17.06, 2);
  });

  it("shows a hardware's runs and the models measured on it with their decode ceiling", async () => {
    const spark = await getHardware("dgx-spark");
    expect(spark).toMatchObject({ runCount: 1, pageCount: 1 });
    expect((await listHardwareRuns("dgx-spark", 1)).map((run) => run.modelName)).toEqual(["Qwen3.5-9B"]);
    expect(spark?.models).toHaveLength(1);
    expect(spark?.models[0]).toMatchObject({
      modelSlug: "qwen3-5-9b",
      precision: "BF16",
      bestScore: 60.5,
      weightsGB: 18,
    });
    expect(spark?.models[0]?.decodeCeilingTps).toBeCloseTo(15.17, 2);

    const rtx = await getHardware("rtx-3090");
    expect(rtx?.models[0]).toMatchObject({ modelName: "Qwen3.5-4B", precision: "AWQ 4-bit", bestScore: null });
    // AWQ 4-bit: 4B x 0.5 bytes = 2 GB per token at 936 GB/s; measured 182.7 tok/s at one request.
    expect(rtx?.models[0]?.decodeCeilingTps).toBeCloseTo(468, 6);
    expect(rtx?.models[0]?.bestSingleRequestTps).toBeCloseTo(182.7, 6);
    expect(rtx?.models[0]?.bestEfficiency).toBeCloseTo(0.39, 2);
  });

  it("lists a hardware's runs a page at a time, newest first, each run on one page", async () => {
    const run = await db.run.findFirstOrThrow({ where: { hardware: { slug: "dgx-spark" } }, select: { id: true } });
    const copies = HARDWARE_RUNS_PAGE_SIZE + 5;
    // Copies of the seed run, one a day older each, with their figures: 31 runs on the DGX Spark.
    await db.$executeRaw`
      INSERT INTO "Run" SELECT (json_populate_record(NULL::"Run", (to_jsonb(r) || jsonb_build_object(
        'id', 'page-test-' || g, 'contentHash', r."contentHash" || '-' || g,
        'measuredAt', r."measuredAt" - g * interval '1 day'))::json)).*
      FROM "Run" r, generate_series(1, ${copies}) g WHERE r.id = ${run.id}`;
    await db.$executeRaw`
      INSERT INTO "RunFigures" SELECT (json_populate_record(NULL::"RunFigures", (to_jsonb(f) || jsonb_build_object(
        'runId', 'page-test-' || g, 'measuredAt', f."measuredAt" - g * interval '1 day'))::json)).*
      FROM "RunFigures" f, generate_series(1, ${copies}) g WHERE f."runId" = ${run.id}`;
    try {
      const spark = await getHardware("dgx-spark");
      expect(spark).toMatchObject({ runCount: copies + 1, pageCount: 2 });
      const first = await listHardwareRuns("dgx-spark", 1);
      const second = await listHardwareRuns("dgx-spark", 2);
      expect(first).toHaveLength(HARDWARE_RUNS_PAGE_SIZE);
      expect(second).toHaveLength(copies + 1 - HARDWARE_RUNS_PAGE_SIZE);
      expect(first[0]?.runId).toBe(run.id);
      const all = [...first, ...second].map((item) => item.measuredAt.getTime());
      expect(all).toEqual([...all].sort((a, b) => b - a));
      expect(new Set([...first, ...second].map((item) => item.runId)).size).toBe(copies + 1);
      expect(await listHardwareRuns("dgx-spark", 3)).toEqual([]);
    } finally {
      await db.run.deleteMany({ where: { id: { startsWith: "page-test-" } } });
    }
  });

  it("has no page for an unknown hardware, nor for one whose only run is hidden", async () => {
    expect(await getHardware("no-such-gpu")).toBeNull();
    const run = await db.run.findFirstOrThrow({ where: { hardware: { slug: "h200-nvl" } }, select: { id: true } });
    await db.runFigures.update({ where: { runId: run.id }, data: { listed: false } });
    try {
      expect(await getHardware("h200-nvl")).toBeNull();
      expect((await listHardware()).map((item) => item.slug)).not.toContain("h200-nvl");
    } finally {
      await db.runFigures.update({ where: { runId: run.id }, data: { listed: true } });
    }
  });
});

describe("organization pages", () => {
  it("lists both Qwen models of alibaba and their three runs", async () => {
    const alibaba = await getOrganization("alibaba");
    expect(alibaba?.name).toBe("Alibaba");
    expect(alibaba?.models.map((model) => model.name).sort()).toEqual(["Qwen3.5-4B", "Qwen3.5-9B"]);
    expect(alibaba?.models[0]?.name).toBe("Qwen3.5-9B"); // the only one with a suite score comes first
    expect(alibaba?.models.find((model) => model.slug === "qwen3-5-4b")?.runCount).toBe(2);
    expect(alibaba?.runs).toHaveLength(3);
    expect(await getOrganization("no-such-org")).toBeNull();
  });

  it("shows the same model rows as the models page, for its own models only", async () => {
    const alibaba = await getOrganization("alibaba");
    const everyModel = await listModels();
    expect(alibaba?.models).toEqual(everyModel.filter((model) => model.orgSlug === "alibaba"));
  });
});

describe("model pages", () => {
  it("list a model's runs newest first, without repeating the model's name", async () => {
    const runs = await listModelRuns("qwen3-5-4b");
    expect(runs).toHaveLength(2);
    expect(runs[0]!.measuredAt.getTime()).toBeGreaterThanOrEqual(runs[1]!.measuredAt.getTime());
    expect(runs.every((run) => !("modelName" in run) && run.run.hardware.slug)).toBe(true);
  });
});

describe("contributor pages", () => {
  it("lists sandberg's RTX 3090 run and exposes only the handle and name", async () => {
    await db.user.update({ where: { handle: "sandberg" }, data: { email: "sandberg@example.com" } });
    const sandberg = await getContributor("sandberg");
    expect(sandberg?.runs.map((run) => [run.modelName, run.precision, run.run.hardware.name])).toEqual([
      ["Qwen3.5-4B", "AWQ 4-bit", "RTX 3090"],
    ]);
    expect(Object.keys(sandberg ?? {}).sort()).toEqual(["handle", "name", "runs"]);
    expect(JSON.stringify(sandberg)).not.toContain("sandberg@example.com");
    expect(await getContributor("nobody")).toBeNull();
  });

  it("has no page for a suspended contributor", async () => {
    await db.user.update({ where: { handle: "sandberg" }, data: { suspendedAt: new Date() } });
    try {
      expect(await getContributor("sandberg")).toBeNull();
    } finally {
      await db.user.update({ where: { handle: "sandberg" }, data: { suspendedAt: null } });
    }
  });
});

describe("calculator data", () => {
  it("offers the measured models with their precisions", async () => {
    const models = await listCalculatorModels();
    expect(models.map((model) => [model.slug, model.variants.map((v) => v.precision)])).toEqual([
      ["qwen3-5-4b", ["AWQ 4-bit", "BF16"]],
      ["qwen3-5-9b", ["BF16"]],
    ]);
  });

  it("lists the runs of a hardware and model pair with their single-request decode and efficiency", async () => {
    const runs = await listCalculatorRuns({ hardware: "h200-nvl", model: "qwen3-5-4b", precision: "BF16" });
    expect(runs).toHaveLength(1);
    expect(runs[0]!.decodeCeilingTps).toBeCloseTo(600, 6); // 4800 GB/s / (4B x 2 bytes)
    expect(runs[0]!.singleRequestTps).toBeCloseTo(405.9, 6); // decode at 8K context, one request
    expect(runs[0]!.efficiency).toBeCloseTo(405.9 / 600, 6);
    expect(await listCalculatorRuns({ hardware: "h200-nvl", model: "qwen3-5-4b", precision: "AWQ 4-bit" })).toEqual([]);
    expect(await listCalculatorRuns({ hardware: "h200-nvl", model: undefined, precision: undefined })).toEqual([]);
  });
});
