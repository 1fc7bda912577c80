import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifact, parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { ParseError, type ParsedArtifact } from "@/lib/ingest/schema";

/** A file of one model and setup: its only part. */
const parseLlamaBench = (text: string) => parseArtifact("llama-bench", text);

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/llama-bench/${name}`, import.meta.url), "utf8");

/** The figures a reader of the tool's output sees, by the tool's own test name. */
function byTest(parsed: ParsedArtifact) {
  return Object.fromEntries(parsed.measurements.map((m) => [m.testLabel, m]));
}

function parseError(text: string): ParseError {
  try {
    parseLlamaBench(text);
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error("expected a ParseError");
}

describe("parseLlamaBench: markdown", () => {
  it("reads a new build's table with extra parameter columns, after the backends' start-up lines", () => {
    const parsed = parseLlamaBench(fixture("gpt-oss-20b-cuda-depth.md"));
    expect(parsed).toMatchObject({ tool: "llama-bench", format: "md", model: "gpt-oss 20B MXFP4 MoE" });
    expect(parsed.toolVersion).toBe("2f68ce7cf (6918)");
    const tests = byTest(parsed);
    expect(Object.keys(tests)).toEqual(["pp2048", "tg32", "pp2048 @ d4096", "tg32 @ d4096"]);
    expect(tests.pp2048).toMatchObject({
      promptTokens: 2048,
      genTokens: 0,
      depth: 0,
      concurrency: 1,
      prefillTps: 3782.76,
      prefillTpsStd: 11.95,
      perUserTps: null,
      definition: "llama-bench:pp",
    });
    expect(tests["pp2048 @ d4096"]).toMatchObject({ promptTokens: 2048, depth: 4096, prefillTps: 3030.29 });
    expect(tests["tg32 @ d4096"]).toMatchObject({
      promptTokens: 0,
      genTokens: 32,
      depth: 4096,
      perUserTps: 178.04,
      perUserTpsStd: 0.51,
      prefillTps: null,
      definition: "llama-bench:tg",
    });
    expect(parsed.setup).toMatchObject({
      buildCommit: "2f68ce7cf",
      buildNumber: 6918,
      backends: "CUDA",
      modelType: "gpt-oss 20B MXFP4 MoE",
      modelSizeBytes: Math.round(11.27 * 2 ** 30),
      modelParams: 20_910_000_000,
      nGpuLayers: 99,
      nUbatch: 2048,
      flashAttention: "on",
      cpuInfo: null,
    });
  });

  it("reads a 2023 table: `pp 512` with a space, narrower columns", () => {
    const parsed = parseLlamaBench(fixture("llama-7b-metal-2023.md"));
    expect(parsed.model).toBe("llama 7B mostly Q4_0");
    const tests = byTest(parsed);
    expect(tests.tg128).toMatchObject({ genTokens: 128, perUserTps: 41.23, perUserTpsStd: 0.12 });
    expect(tests.pp512).toMatchObject({ promptTokens: 512, prefillTps: 630.02 });
    expect(parsed.setup).toMatchObject({ backends: "Metal", buildNumber: 1275, flashAttention: null });
  });

  it("keeps every run of one model and setup: several tables, each with its build line, logs between", () => {
    const parsed = parseLlamaBench(fixture("qwen3-30b-mac-two-runs.md"));
    expect(parsed.measurements.map((m) => m.testLabel)).toEqual(["pp512", "tg128", "pp4096", "pp4096 @ d8192"]);
    expect(byTest(parsed)["pp4096 @ d8192"]).toMatchObject({ prefillTps: 905.33, prefillTpsStd: 2.71, depth: 8192 });
    // Apple: BLAS in the backend, so `threads` and no `ngl`
    expect(parsed.setup).toMatchObject({ backends: "MTL,BLAS", threads: 12, nGpuLayers: null, buildNumber: 7948 });
  });

  it("reads a README table without the build footer, inside a code fence", () => {
    const parsed = parseLlamaBench(fixture("readme-no-footer.md"));
    expect(parsed.toolVersion).toBeNull();
    expect(parsed.setup).toMatchObject({ buildCommit: null, buildNumber: null, modelParams: 8_030_000_000 });
    expect(byTest(parsed).pp512).toMatchObject({ prefillTps: 7285.68, prefillTpsStd: 100.06 });
  });

  it("reads a table trimmed by its publisher (no ngl, narrow model column) and pp+tg tests", () => {
    const parsed = parseLlamaBench(fixture("nemotron-trimmed-no-ngl.md"));
    expect(byTest(parsed)["pp2048+tg32"]).toMatchObject({
      promptTokens: 2048,
      genTokens: 32,
      totalTps: 1020.53,
      totalTpsStd: 3.12,
      perUserTps: null,
      prefillTps: null,
      definition: "llama-bench:pg",
    });
    expect(parsed.setup).toMatchObject({ nGpuLayers: null, buildCommit: "c1d0e7a", buildNumber: 1 });
  });

  it("skips the rows of other tables in the same file", () => {
    const text =
      `${fixture("readme-no-footer.md")}\n| GPU | VRAM | Driver |\n| --- | --- | --- |\n| RTX 4090 | 24 GB | 570 ` +
      "|\n";
    expect(parseLlamaBench(text).measurements.map((m) => m.testLabel)).toEqual(["pp512", "tg128"]);
  });

  it("reads a table pasted as a quote", () => {
    const quoted = fixture("llama-7b-metal-2023.md")
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n");
    expect(byTest(parseLlamaBench(quoted)).tg128.perUserTps).toBe(41.23);
  });

  it("tolerates a value wider than its column (the row is pushed out of line)", () => {
    const text = fixture("readme-no-footer.md").replaceAll(
      "| llama 8B Q4_K - Medium         |",
      "| glm4moe 106B.A12B Q4_K - Medium |",
    );
    expect(parseLlamaBench(text).model).toBe("glm4moe 106B.A12B Q4_K - Medium");
  });
});

describe("parseLlamaBench: machine formats", () => {
  it("reads JSON: avg_ts and stddev_ts, repeats from the samples, newer fields ignored", () => {
    const parsed = parseLlamaBench(fixture("qwen3-14b-rocm-b10743.json"));
    expect(parsed).toMatchObject({ format: "json", model: "qwen3 14B Q6_K", toolVersion: "adfffbe41 (10743)" });
    expect(parsed.measuredAt?.toISOString()).toBe("2026-11-02T18:03:41.000Z");
    const tests = byTest(parsed);
    expect(tests.pp512).toMatchObject({ prefillTps: 4074.886213, prefillTpsStd: 266.188932, repeats: 5 });
    expect(tests.pp512.durationS).toBeCloseTo(0.126110993, 9);
    expect(tests.tg128).toMatchObject({ perUserTps: 44.59072, repeats: 5 });
    expect(tests["pp2048+tg32"]).toMatchObject({ totalTps: 1484.698014, definition: "llama-bench:pg" });
    expect(parsed.setup).toEqual({
      buildCommit: "adfffbe41",
      buildNumber: 10743,
      gpuInfo: "AMD Radeon RX 7900 XTX",
      // printed with trailing spaces
      cpuInfo: "AMD Ryzen 9 7900X3D 12-Core Processor",
      backends: "ROCm",
      modelFile: "/models/Qwen3-14B-Q6_K.gguf",
      modelType: "qwen3 14B Q6_K",
      modelSizeBytes: 12116004864,
      modelParams: 14768307200,
      nGpuLayers: -1,
      // the integer era: -1 is auto
      flashAttention: "auto",
      nBatch: 2048,
      nUbatch: 512,
      threads: 12,
      typeK: "q8_0",
      typeV: "q8_0",
    });
  });

  it("ignores fields it does not know, whatever their type", () => {
    const records = JSON.parse(fixture("qwen3-14b-rocm-b10743.json"));
    for (const record of records) Object.assign(record, { samples_cycles: [1, 2], future_knob: "x", n_spec: 4 });
    const parsed = parseLlamaBench(JSON.stringify(records, null, 2));
    expect(byTest(parsed).pp512.prefillTps).toBe(4074.886213);
  });

  it("reads sizes in MiB and parameters in millions", () => {
    const text = fixture("readme-no-footer.md").replaceAll("  4.58 GiB |     8.03 B", "762.81 MiB |   494.03 M");
    expect(parseLlamaBench(text).setup).toMatchObject({
      modelSizeBytes: Math.round(762.81 * 2 ** 20),
      modelParams: 494_030_000,
    });
  });

  it("reads the JSON of an aborted run (no closing bracket)", () => {
    const text = fixture("qwen3-14b-rocm-b10743.json");
    const aborted = text.slice(0, text.indexOf("  },\n  {\n", text.indexOf("samples_ts")) + 3);
    expect(aborted.trimEnd().endsWith("}")).toBe(true);
    expect(parseLlamaBench(aborted).measurements.map((m) => m.testLabel)).toEqual(["pp512"]);
  });

  it("reads JSON Lines after stderr lines, boolean flash_attn", () => {
    const parsed = parseLlamaBench(fixture("gpt-oss-120b-h100-b6865.jsonl"));
    expect(parsed.format).toBe("jsonl");
    const tests = byTest(parsed);
    expect(Object.keys(tests)).toEqual(["pp2048", "tg32", "pp2048 @ d16384", "tg32 @ d16384"]);
    expect(tests["tg32 @ d16384"]).toMatchObject({ perUserTps: 121.419039, perUserTpsStd: 0, repeats: 1 });
    expect(parsed.setup).toMatchObject({ flashAttention: "on", nGpuLayers: 99, gpuInfo: "NVIDIA H100 80GB HBM3" });
  });

  it("reads CSV after start-up lines, every value quoted", () => {
    const parsed = parseLlamaBench(fixture("llama-8b-b5163.csv"));
    expect(parsed.format).toBe("csv");
    const tests = byTest(parsed);
    expect(tests.tg128).toMatchObject({ perUserTps: 155.669765, perUserTpsStd: 0.107257, repeats: null });
    expect(tests["pp512 @ d4096"]).toMatchObject({ promptTokens: 512, depth: 4096, prefillTps: 5215.871879 });
    expect(parsed.setup).toMatchObject({
      cpuInfo: "AMD Ryzen 7 7800X3D 8-Core Processor",
      modelSizeBytes: 4920734720,
      flashAttention: "on",
      threads: 8,
    });
  });

  it("reads SQL of a 2024 build: table `test`, backend flags instead of a name, no n_depth", () => {
    const parsed = parseLlamaBench(fixture("mistral-7b-vulkan-2024.sql"));
    expect(parsed.format).toBe("sql");
    const tests = byTest(parsed);
    expect(tests.pp512).toMatchObject({ prefillTps: 1032.935176, depth: 0 });
    expect(tests.tg128).toMatchObject({ perUserTps: 58.250367, perUserTpsStd: 0.021057 });
    expect(parsed.setup).toMatchObject({ backends: "Vulkan", flashAttention: "off", buildNumber: 3504 });
  });
});

describe("parseLlamaBench: a part per model and setup", () => {
  const file = (text: string) => parseArtifactFile("llama-bench", text);

  it("gives each model of a file its part, with the lines of its rows", () => {
    const { parts, skipped } = file(fixture("three-models.md"));
    expect(skipped).toEqual([]);
    expect(parts.map((p) => p.part)).toEqual([
      { modelLabel: "gpt-oss 20B MXFP4 MoE", precision: "MXFP4 MoE", distinguishing: {}, lines: [3, 4] },
      { modelLabel: "gpt-oss 120B MXFP4 MoE", precision: "MXFP4 MoE", distinguishing: {}, lines: [5, 6] },
      { modelLabel: "qwen3moe 30B.A3B Q8_0", precision: "Q8_0", distinguishing: {}, lines: [7, 8] },
    ]);
    expect(byTest(parts[1]!).tg32).toMatchObject({ perUserTps: 58.61 });
    expect(parts[2]!.setup).toMatchObject({ modelType: "qwen3moe 30B.A3B Q8_0", buildNumber: 6918, nUbatch: 2048 });
  });

  it("gives each setup of one model its part, named by what differs", () => {
    const { parts } = file(fixture("fa-sweep.md"));
    expect(parts.map((p) => [p.part?.distinguishing, p.setup?.flashAttention, p.part?.lines])).toEqual([
      [{ fa: "0" }, "off", [3, 4]],
      [{ fa: "1" }, "on", [5, 6]],
    ]);
    expect(byTest(parts[1]!).pp512.prefillTps).toBe(2650.9);
  });

  it("keeps runs of two builds apart", () => {
    const text = fixture("qwen3-30b-mac-two-runs.md").replace(
      /build: 8cf427ff \(7948\)\n$/,
      "build: 9d1e2f3a (7990)\n",
    );
    const { parts } = file(text);
    expect(parts.map((p) => p.toolVersion)).toEqual(["8cf427ff (7948)", "9d1e2f3a (7990)"]);
    expect(parts[1]!.part?.distinguishing).toEqual({ build: "9d1e2f3a (7990)" });
  });

  it("gives JSON results of two models their parts, by position", () => {
    const records = JSON.parse(fixture("qwen3-14b-rocm-b10743.json"));
    records[2].model_type = "llama 8B Q8_0";
    const { parts } = file(JSON.stringify(records, null, 2));
    expect(parts.map((p) => [p.part?.modelLabel, p.part?.lines])).toEqual([
      ["qwen3 14B Q6_K", [1, 2]],
      ["llama 8B Q8_0", [3]],
    ]);
  });

  it("refuses through parseArtifact, which wants one part, naming the parts", () => {
    expect(parseError(fixture("fa-sweep.md")).message).toContain(
      "The file holds 2 models or setups: llama 8B Q4_K - Medium (fa=0), llama 8B Q4_K - Medium (fa=1)",
    );
  });
});

describe("parseLlamaBench: errors", () => {
  it("names the tool a file looks like, what was expected and the command that writes it", () => {
    const benchy = readFileSync(new URL("../../fixtures/llama-benchy/chat-c1-5-10.md", import.meta.url), "utf8");
    expect(parseError(benchy).message).toBe(
      "No llama-bench results: expected its markdown table (| model | size | params | backend | ... | test | t/s |) " +
        "or its CSV, JSON or SQL; run `llama-bench -m model.gguf -o md` and paste the whole table with its header " +
        "line, or run `llama-bench -m model.gguf -o json > llama-bench.json` and upload that file. It looks like " +
        "llama-benchy output: upload it as llama-benchy.",
    );
  });

  it.each([
    ["an empty file", "", "empty"],
    ["prose", "The benchmark ran fine.\nNothing to see.", "No llama-bench results"],
    [
      "a table of PP and TG columns no llama.cpp tool prints",
      "|    PP |     TG |\n|---|---|\n| 1 | 2 |",
      "which no llama.cpp tool prints",
    ],
  ])("refuses %s", (_case, text, message) => {
    expect(parseError(text).message).toContain(message);
  });

  it("refuses a header without results (a crash after it)", () => {
    const header = fixture("readme-no-footer.md").split("\n").slice(5, 7).join("\n");
    const error = parseError(`${header}\nGGML_ASSERT failed\n`);
    expect(error.message).toContain("This looks like llama-bench output, but its table (line 1) has no result rows");
    expect(error.message).toContain("`llama-bench -m model.gguf -o md`");
  });

  it("skips a row with an unreadable cell, naming its line, and keeps the others", () => {
    const text = fixture("llama-7b-metal-2023.md").replace("41.23 ± 0.12", "fast");
    const { parts, skipped } = parseArtifactFile("llama-bench", text);
    expect(parts[0]!.measurements.map((m) => m.testLabel)).toEqual(["pp512"]);
    expect(skipped).toEqual([
      { line: 4, reason: 'line 4: cannot read "fast" in column t/s', text: expect.stringContaining("fast |") },
    ]);
  });

  it("skips a result whose n_prompt and n_gen make no test", () => {
    const records = JSON.parse(fixture("qwen3-14b-rocm-b10743.json"));
    Object.assign(records[0], { n_prompt: 0, n_gen: 0 });
    const { parts, skipped } = parseArtifactFile("llama-bench", JSON.stringify(records, null, 2));
    expect(skipped).toEqual([{ line: 1, reason: "[0]: a test of 0 tokens", text: expect.any(String) }]);
    expect(parts[0]!.part?.lines).toEqual([2, 3]);
  });

  it("skips a JSON result with a value of the wrong type, naming its field", () => {
    const records = JSON.parse(fixture("qwen3-14b-rocm-b10743.json"));
    records[1].avg_ts = "44.5";
    const text = JSON.stringify(records, null, 2).replace('"44.5"', "[1]");
    const { skipped } = parseArtifactFile("llama-bench", text);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ line: 2, reason: "[1].avg_ts must be a number, not a list of 1 items" });
  });
});
