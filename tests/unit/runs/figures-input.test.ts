/**
 * assembleFiguresInput normalises measurement rows without parsing them again with zod (their
 * values were validated on the way in): it must give exactly what `measurementSchema.parse`
 * gives for every measurement of the seed runs, and for rows that lack fields.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measurementSchema } from "@/lib/ingest/schema";
import { assembleFiguresInput, type FiguresSource } from "@/lib/runs/figures-input";
import { parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import { generateBundle } from "@/scripts/bench/generate";

const SEED_DIR = path.resolve(__dirname, "../../../prisma/seed");

function sourceOf(measurements: FiguresSource["measurements"]): FiguresSource {
  return {
    model: { paramsB: 9, activeParamsB: null, architecture: "dense", precision: "BF16" },
    bandwidthGBs: 273,
    quality: [],
    reviewState: "pending",
    reviews: [],
    measurements,
    matrixCells: [],
    stated: null,
  };
}

describe("assembleFiguresInput's measurements", () => {
  it("equal measurementSchema.parse of the rows of seed and generated runs, test by test, in the order given", () => {
    const seeds = readdirSync(SEED_DIR).filter((name) => name.endsWith(".json"));
    const bundles: Array<[string, unknown]> = [
      ...seeds.map((file): [string, unknown] => [file, JSON.parse(readFileSync(path.join(SEED_DIR, file), "utf8"))]),
      // The benchmark's runs: the tools' real output (llama-benchy, vllm bench serve), many rungs each.
      ...Array.from({ length: 12 }, (_, index): [string, unknown] => [
        `generated ${index}`,
        generateBundle(1, index).bundle,
      ]),
    ];
    let rows = 0;
    for (const [file, bundle] of bundles) {
      const prepared = prepareRun(parseRunBundle(bundle));
      const measurements = prepared.artifacts.flatMap((artifact) => artifact.measurements);
      // As stored rows arrive: with their ids and run beside the measured fields.
      const stored = measurements.map((row, index) => ({ ...row, id: `m${index}`, runId: "r1", artifactId: "a1" }));
      for (const test of assembleFiguresInput(sourceOf(stored)).tests) {
        const expected = measurements
          .filter((row) => row.testKey === test.key)
          .map(({ testKey: _key, ...row }) => measurementSchema.parse(row));
        expect(test.measurements, `${file} ${test.key}`).toStrictEqual(expected);
        rows += expected.length;
      }
    }
    expect(rows).toBeGreaterThan(200);
  });

  it("fill a missing field with null, as the schema's defaults do, and leave out rows of no test", () => {
    const row = { testKey: "chat", concurrency: 1, promptTokens: 1024, perUserTps: 12.5, ttftMeanMs: 1820 };
    const [chat] = assembleFiguresInput(sourceOf([row, { testKey: null, concurrency: 4 }])).tests;
    const { testKey: _key, ...fields } = row;
    expect(chat!.key).toBe("chat");
    expect(chat!.measurements).toStrictEqual([measurementSchema.parse(fields)]);
    expect(Object.keys(chat!.measurements[0]!)).toEqual(Object.keys(measurementSchema.shape));
  });
});
