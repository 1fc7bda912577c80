import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectTool } from "@/lib/ingest/detect-tool";
import { mapMeasurementsToSuite } from "@/lib/ingest/map-to-suite";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { parseGuidellm } from "@/lib/ingest/parse-guidellm";
import { catchParseError } from "@/tests/support/parse-error";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/guidellm/${name}`, import.meta.url), "utf8");
// biome-ignore lint/suspicious/noExplicitAny: tests reach into and alter the raw JSON freely
type Doc = any;
const json = (name: string): Doc => JSON.parse(fixture(name));

describe("parseGuidellm: metadata version 2", () => {
  it("reads a sweep as one part, a measurement per benchmark, and names the benchmark that measured nothing", () => {
    const { parts, skipped, notes } = parseGuidellm(fixture("v2-sweep.json"));
    expect(parts).toHaveLength(1);
    const part = parts[0]!;
    expect(part).toMatchObject({
      tool: "guidellm",
      format: "json",
      toolVersion: "0.7.3",
      model: "Qwen/Qwen3-8B",
      measuredAt: new Date(1785600000 * 1000),
      part: { modelLabel: "Qwen/Qwen3-8B", distinguishing: {}, lines: [1, 2, 3] },
    });
    expect(part.measurements.map((m) => [m.testLabel, m.concurrency, m.maxConcurrency, m.requestRate])).toEqual([
      ["synchronous", 1, 1, null],
      ["throughput ×512", 512, 512, null],
      ["constant 11.18 qps", null, null, 11.18],
    ]);
    expect(part.measurements[0]).toMatchObject({
      definition: "guidellm-v2",
      ttftMeanMs: 38.2,
      ttftP50Ms: 36.3,
      ttftP95Ms: 57.3,
      ttftP99Ms: 80.2,
      ttftStdMs: 7.6,
      tpotMeanMs: 14.3,
      itlMeanMs: 14.1,
      totalTps: 110.9,
      achievedRate: 0.87,
      promptTokens: 512,
      genTokens: 128,
      requests: 52,
      successes: 52,
      durationS: 48,
    });
    expect(part.measurements[0]!.perUserTps).toBeCloseTo(1000 / 14.1, 9);
    expect(part.measurements[0]!.e2elMeanMs).toBeCloseTo(1830, 6);
    expect(part.measurements[1]).toMatchObject({ requests: 1922, successes: 1910 });
    expect(skipped).toEqual([
      {
        line: 4,
        reason: "nothing was measured: benchmarks[3]: 40 requests, none successful",
        text: "constant 21.47 qps",
      },
    ]);
    expect(notes).toEqual(["Read as GuideLLM benchmarks.json, metadata version 2, guidellm 0.7.3."]);
  });

  it("never echoes the backend's API key, target or request texts", () => {
    const file = parseGuidellm(fixture("v2-sweep.json"));
    const out = JSON.stringify(file);
    expect(out).not.toMatch(/sk-live|inference\.internal|openai_http|haiku|Waves fold/);
  });

  it("reads Poisson and concurrent strategies", () => {
    const { parts } = parseGuidellm(fixture("v2-poisson-concurrent.json"));
    expect(parts[0]!.model).toBe("meta-llama/Llama-3.1-8B-Instruct");
    expect(
      parts[0]!.measurements.map((m) => [m.testLabel, m.concurrency, m.requestRate, m.requests, m.successes]),
    ).toEqual([
      ["poisson 2 qps", null, 2, 120, 118],
      ["concurrent ×8", 8, null, 400, 400],
    ]);
  });

  it("makes a part per model when benchmarks' backends name different models", () => {
    const doc = json("v2-poisson-concurrent.json");
    doc.benchmarks[1].config.backend.model = "Qwen/Qwen3-8B";
    const { parts } = parseGuidellm(JSON.stringify(doc));
    expect(parts.map((p) => [p.model, p.part?.distinguishing, p.part?.lines])).toEqual([
      ["meta-llama/Llama-3.1-8B-Instruct", { model: "meta-llama/Llama-3.1-8B-Instruct" }, [1]],
      ["Qwen/Qwen3-8B", { model: "Qwen/Qwen3-8B" }, [2]],
    ]);
  });

  it("skips a benchmark of another kind, naming it", () => {
    const doc = json("v2-poisson-concurrent.json");
    doc.benchmarks[0].type_ = "embeddings_benchmark";
    const { parts, skipped } = parseGuidellm(JSON.stringify(doc));
    expect(parts[0]!.measurements).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ line: 1, reason: expect.stringContaining('"embeddings_benchmark"') });
  });
});

describe("parseGuidellm: metadata version 1", () => {
  it("takes each benchmark's load from args.profile and args.rate", () => {
    const { parts, skipped } = parseGuidellm(fixture("v1-concurrent.json"));
    expect(skipped).toEqual([]);
    const part = parts[0]!;
    expect(part).toMatchObject({ toolVersion: "0.6.0", model: "mistralai/Mistral-7B-Instruct-v0.3" });
    expect(part.measuredAt).toEqual(new Date(1754000000 * 1000));
    expect(part.measurements.map((m) => [m.definition, m.testLabel, m.concurrency, m.durationS])).toEqual([
      ["guidellm-v1", "concurrent ×1", 1, 48],
      ["guidellm-v1", "concurrent ×4", 4, 48],
      ["guidellm-v1", "concurrent ×16", 16, 48],
    ]);
    expect(part.measurements[2]).toMatchObject({ requests: 431, successes: 430, totalTps: 945 });
    expect(JSON.stringify(parts)).not.toMatch(/hf_FAKE|10\.1\.2\.3/);
  });
});

describe("parseGuidellm: refusals name the field", () => {
  it.each([
    ["an unknown metadata version", (d: Doc) => (d.metadata.version = 3), "metadata.version"],
    ["no metadata (pre-0.4)", (d: Doc) => delete d.metadata, "metadata.version"],
    ["benchmarks not a list", (d: Doc) => (d.benchmarks = {}), "benchmarks"],
    [
      "an unknown strategy",
      (d: Doc) => (d.benchmarks[0].config.strategy.type_ = "burst"),
      "benchmarks[0].config.strategy.type_",
    ],
    [
      "a text figure",
      (d: Doc) => (d.benchmarks[1].metrics.time_to_first_token_ms.successful.mean = "fast"),
      "benchmarks[1].metrics.time_to_first_token_ms.successful.mean",
    ],
    [
      "a negative figure",
      (d: Doc) => (d.benchmarks[1].metrics.output_tokens_per_second.successful.mean = -5),
      "benchmarks[1].metrics.output_tokens_per_second.successful",
    ],
    ["a text rate", (d: Doc) => (d.benchmarks[0].config.strategy.rate = "2"), "benchmarks[0].config.strategy.rate"],
  ])("%s", (_name, change, path) => {
    const doc = json("v2-poisson-concurrent.json");
    change(doc);
    expect(catchParseError(() => parseGuidellm(JSON.stringify(doc))).path).toBe(path);
  });

  it("refuses a file none of whose benchmarks succeeded", () => {
    const doc = json("v2-sweep.json");
    doc.benchmarks = [doc.benchmarks[3]];
    expect(catchParseError(() => parseGuidellm(JSON.stringify(doc))).message).toContain("none successful");
  });

  it("names a syntax error with the file expected", () => {
    expect(catchParseError(() => parseGuidellm('{"metadata": {')).message).toContain("benchmarks.json");
  });
});

describe("GuideLLM files through detection, the dispatcher and the suite", () => {
  it.each(["v2-sweep.json", "v2-poisson-concurrent.json", "v1-concurrent.json"])("%s", (name) => {
    const text = fixture(name);
    expect(detectTool(text)).toBe("guidellm");
    const file = parseArtifactFile("guidellm", text);
    for (const part of file.parts) expect(mapMeasurementsToSuite(part).every((m) => m.test === null)).toBe(true);
    expect(parseArtifactFile("guidellm", JSON.parse(text)).parts[0]!.measurements).toEqual(file.parts[0]!.measurements);
  });
});
