/**
 * A llama-benchy depth sweep (pp2048 / tg480 at ten depths up to 200k, no suite test) is stored
 * with every rung, shown on its run page as a context-scaling profile, and ranked on the
 * measurements leaderboard against runs of the same test only.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { rankRunsByMeasurement, listMeasuredTests } from "@/lib/measurements/data";
import { parseMeasurementSearch } from "@/lib/measurements/search-params";
import { importRunBundle } from "@/lib/uploads/import";
import { truncateAll } from "@/tests/support/database";

const SWEEP = readFileSync("tests/fixtures/llama-benchy/depth-sweep-pp2048-tg480.md", "utf8");

/** The sweep on `hardware`, every speed multiplied by `speed`. */
function sweepBundle(hardware: { name: string; accelerator: string; memoryGB: number }, speed: number) {
  const content = SWEEP.replace(
    /(\d+\.\d+) ± (\d+\.\d+)/g,
    (_match, mean: string, std: string) => `${(Number(mean) * speed).toFixed(2)} ± ${std}`,
  );
  return {
    schemaVersion: 1,
    model: {
      name: "Qwen3.6-35B-A3B",
      org: "Alibaba",
      paramsB: 35,
      architecture: "moe",
      activeParamsB: 3,
      precision: "Q4_K_M",
    },
    hardware: { ...hardware, memoryKind: "discrete" },
    engine: { name: "llama.cpp", version: "b7000" },
    launchCommand: "llama-server -m qwen3.6-35b-a3b-q4_k_m.gguf -c 262144 -fa on",
    measuredAt: "2026-11-20",
    artifacts: [{ tool: "llama-benchy", fileName: "sweep.md", content }],
  };
}

const query = (test: string, extra: Record<string, string> = {}) =>
  parseMeasurementSearch(new URLSearchParams({ definition: "llama-benchy", test, ...extra }));

describe("a depth sweep", () => {
  let pro4500: string;
  let rtx4090: string;
  let twin: string;

  beforeEach(async () => {
    await truncateAll(process.env.DATABASE_URL ?? "");
    const pro = { name: "RTX PRO 4500", accelerator: "NVIDIA RTX PRO 4500 Blackwell", memoryGB: 32 };
    const consumer = { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24 };
    pro4500 = (await importRunBundle(sweepBundle(pro, 1), { contributorId: null })).id;
    rtx4090 = (await importRunBundle(sweepBundle(consumer, 1.5), { contributorId: null })).id;
    // Same figures on other hardware: a tie shares its rank.
    twin = (
      await importRunBundle(sweepBundle({ ...consumer, name: "RTX 4090 D", accelerator: "NVIDIA RTX 4090 D" }, 1.5), {
        contributorId: null,
      })
    ).id;
  });

  it("stores every rung with its test name and definition", async () => {
    const rows = await db.measurement.findMany({ where: { runId: pro4500 }, orderBy: { depth: "asc" } });
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.definition === "llama-benchy" && row.testKey === null)).toBe(true);
    expect(rows.at(-1)?.testLabel).toMatch(/^pp2048\+tg480 @ d200000$|^pp2048 @ d200000$/);
  });

  it("lists the test on the measurements leaderboard and ranks only its runs, ties sharing a rank", async () => {
    const label = (await db.measurement.findFirst({ where: { runId: pro4500, depth: 100000 } }))?.testLabel ?? "";
    const tests = await listMeasuredTests();
    expect(tests).toContainEqual({ definition: "llama-benchy", test: label, runs: 3 });

    const ranking = await rankRunsByMeasurement(query(label));
    expect(ranking?.rankBy).toBe("perUserTps");
    expect(ranking?.runs.map((run) => [run.rank, run.runId])).toEqual(
      expect.arrayContaining([
        [1, rtx4090],
        [1, twin],
        [3, pro4500],
      ]),
    );
    expect(ranking?.runs.find((run) => run.runId === pro4500)?.value).toBeCloseTo(62 / (1 + 100000 / 160000), 1);
    expect(ranking?.options.hardware.map((hardware) => hardware.name)).toEqual([
      "RTX 4090",
      "RTX 4090 D",
      "RTX PRO 4500",
    ]);

    const narrowed = await rankRunsByMeasurement(query(label, { hardware: "rtx-pro-4500" }));
    expect(narrowed?.runs.map((run) => run.runId)).toEqual([pro4500]);
    expect(narrowed?.runs[0]?.rank).toBe(1);
  });

  it("ranks nothing under another tool's definition of the same name", async () => {
    const label = (await db.measurement.findFirst({ where: { runId: pro4500, depth: 0 } }))?.testLabel ?? "";
    const ranking = await rankRunsByMeasurement(
      parseMeasurementSearch(new URLSearchParams({ definition: "llama-bench:tg", test: label })),
    );
    expect(ranking?.runs).toEqual([]);
  });
});
