import { describe, expect, it } from "vitest";
import type { ParsedArtifact, ParsedFile } from "@/lib/ingest/schema";
import { measurementSchema } from "@/lib/ingest/schema";
import { BundleError, parseRunBundle, prepareRuns } from "@/lib/runs/prepare";
import { MAX_RUNS_PER_UPLOAD } from "@/lib/runs/schema";

const bundle = (extra: Record<string, unknown> = {}) =>
  parseRunBundle({
    schemaVersion: 1,
    model: { name: "Qwen3-4B", org: "Alibaba", paramsB: 4.02, architecture: "dense", precision: "GGUF Q8_0" },
    hardware: { name: "Mac mini M4", accelerator: "Apple M4", memoryGB: 16, memoryKind: "unified" },
    engine: { name: "llama.cpp", version: "b10066" },
    launchCommand: "llama-bench -m a.gguf -m b.gguf -o json",
    artifacts: [{ tool: "llama-bench", fileName: "bench.json", content: "[]" }],
    ...extra,
  });

/** A llama-bench part of `label`: a pp512 row on `line`, measured on `day`. */
function part(label: string, precision: string, line: number, day: string, prefillTps: number): ParsedArtifact {
  return {
    tool: "llama-bench",
    format: "json",
    toolVersion: "b10066",
    model: label,
    measuredAt: new Date(day),
    measurements: [
      measurementSchema.parse({ testLabel: "pp512", promptTokens: 512, prefillTps, definition: "llama-bench:pp" }),
    ],
    matrix: null,
    sanityOutputs: [],
    part: { modelLabel: label, precision, distinguishing: {}, lines: [line] },
  };
}

const twoQuants: ParsedFile = {
  parts: [
    part("qwen3 4B Q8_0", "Q8_0", 1, "2026-08-03T10:00:00Z", 408.7),
    part("qwen3 4B Q6_K", "Q6_K", 2, "2026-08-03T11:00:00Z", 381.4),
  ],
  skipped: [{ line: 3, reason: "the row ends early", text: '{"model_type": "qwen3 4B' }],
  notes: ["read as JSON"],
};

describe("prepareRuns: a file of several parts becomes a run per part", () => {
  it("gives each run its part's rows, precision, date and identity, and lists the file's skipped rows once", () => {
    const upload = prepareRuns(bundle(), () => twoQuants);
    expect(upload.runs.map((run) => [run.bundle.model.name, run.bundle.model.precision, run.modelLabel])).toEqual([
      ["Qwen3-4B", "GGUF Q8_0", "qwen3 4B Q8_0"],
      ["Qwen3-4B", "GGUF Q6_K", "qwen3 4B Q6_K"],
    ]);
    expect(upload.runs.map((run) => run.artifacts.flatMap((a) => a.measurements.map((m) => m.prefillTps)))).toEqual([
      [408.7],
      [381.4],
    ]);
    // no date typed: each run is dated by its own rows, not by the upload day
    expect(upload.runs.map((run) => run.bundle.measuredAt.toISOString())).toEqual([
      "2026-08-03T10:00:00.000Z",
      "2026-08-03T11:00:00.000Z",
    ]);
    expect(upload.runs[1]?.artifacts[0]?.part).toMatchObject({
      modelLabel: "qwen3 4B Q6_K",
      lines: [2],
      index: 2,
      of: 2,
    });
    expect(new Set(upload.runs.map((run) => run.contentHash)).size).toBe(2);
    expect(upload.runs.map((run) => run.slugs.variant)).toEqual(["gguf-q8-0", "gguf-q6-k"]);
    expect(upload.skipped).toEqual([
      { file: "bench.json", line: 3, reason: "the row ends early", text: '{"model_type": "qwen3 4B' },
    ]);
    expect(upload.notes).toEqual([{ file: "bench.json", note: "read as JSON" }]);
    // every run keeps the whole file, so each run's page links the bytes its rows came from
    expect(upload.runs.every((run) => run.artifacts[0]?.sha256 === upload.fileHashes[0])).toBe(true);
  });

  it("keeps a typed date over the files' own", () => {
    const upload = prepareRuns(bundle({ measuredAt: "2026-08-05" }), () => twoQuants);
    expect(upload.runs.map((run) => run.bundle.measuredAt.toISOString().slice(0, 10))).toEqual([
      "2026-08-05",
      "2026-08-05",
    ]);
  });

  it("asks for the date when neither the upload nor the file says it", () => {
    const undated: ParsedFile = { ...twoQuants, parts: twoQuants.parts.map((p) => ({ ...p, measuredAt: null })) };
    const error = (() => {
      try {
        prepareRuns(bundle(), () => undated);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).issues[0]?.path).toBe("measuredAt");
  });

  it(`refuses an upload of more than ${MAX_RUNS_PER_UPLOAD} runs with a 400 naming the count`, () => {
    const many: ParsedFile = {
      parts: Array.from({ length: MAX_RUNS_PER_UPLOAD + 1 }, (_, index) =>
        part(`model${index} ${index + 1}B Q8_0`, "Q8_0", index + 1, "2026-08-03", 10),
      ),
      skipped: [],
      notes: [],
    };
    expect(() => prepareRuns(bundle(), () => many)).toThrow(BundleError);
    try {
      prepareRuns(bundle(), () => many);
    } catch (error) {
      expect((error as BundleError).issues[0]?.message).toContain(`hold ${MAX_RUNS_PER_UPLOAD + 1} models or setups`);
    }
  });

  it("refuses a file where every request failed, naming completed: 0", () => {
    const failed = part("opt-125m", "FP16", 1, "2026-08-03", 0);
    const row = { ...failed.measurements[0]!, prefillTps: null, requests: 8, successes: 0 };
    expect(() =>
      prepareRuns(bundle({ measuredAt: "2026-08-03" }), () => ({
        parts: [{ ...failed, measurements: [row] }],
        skipped: [],
        notes: [],
      })),
    ).toThrow(/completed: 0 of 8 requests/);
  });
});
