import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { computeTestCompleteness, mapMeasurementsToSuite } from "@/lib/ingest/map-to-suite";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import { measurementSchema, ParseError, type ParsedArtifact } from "@/lib/ingest/schema";
import { getSuiteTest, type SuiteTestDefinition } from "@/lib/suite/definition";

const read = (path: string) => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");
const benchy = (name: string) => parseArtifact("llama-benchy", read(`llama-benchy/${name}`));
const vllm = (name: string) => parseArtifact("vllm-bench-serve", read(`vllm-bench-serve/${name}`));
const testsOf = (parsed: ParsedArtifact) => mapMeasurementsToSuite(parsed).map((mapping) => mapping.test);
const suiteTest = (key: string) => getSuiteTest(key) as SuiteTestDefinition;

describe("mapMeasurementsToSuite, closed loop", () => {
  it("maps chat, rag-8k, long-output and multi-turn rungs by their parameters", () => {
    expect(testsOf(benchy("chat-c1-5-10.md"))).toEqual(["chat", "chat", "chat"]);
    expect(testsOf(benchy("rag-8k-c5-10-20.json"))).toEqual(["rag-8k", "rag-8k", "rag-8k"]);
    expect(testsOf(benchy("long-output-c1-5-10.csv"))).toEqual(["long-output", "long-output", "long-output"]);
    // depth 0 is not the multi-turn definition (depth 4): an extra result
    expect(testsOf(benchy("multi-turn-c1-dev.md"))).toEqual([null, "multi-turn"]);
  });

  it("tells large-context from concurrency-pressure by concurrency alone", () => {
    const mapped = mapMeasurementsToSuite(benchy("large-context-c1-5-10-20.md"));
    const at = (prompt: number, concurrency: number) =>
      mapped.find((m) => m.measurement.promptTokens === prompt && m.measurement.concurrency === concurrency)?.test;
    expect(at(25000, 10)).toBe("large-context");
    expect(at(25000, 20)).toBe("concurrency-pressure");
    expect(at(4096, 5)).toBe("large-context");
    expect(at(4096, 20)).toBeNull();
    expect(mapped.filter((m) => m.test === null)).toHaveLength(3);
  });

  it("leaves context-load rungs and rungs of no suite test unmatched, never dropping them", () => {
    const mapped = mapMeasurementsToSuite(benchy("prefix-caching-saved.md"));
    expect(mapped).toHaveLength(4);
    expect(mapped.every((m) => m.test === null)).toBe(true);
  });

  it("never matches llama.cpp's in-process benchmarks to a served suite test by their parameters", () => {
    // pp1024+tg1024 at concurrency 1 has chat's parameters, but times the engine, not a served request
    const table = `| model | size | params | backend | test | t/s |\n| --- | ---: | ---: | --- | ---: | ---: |
| llama 8B Q4_0 | 4.33 GiB | 8.03 B | CUDA | pp1024+tg1024 | 150.20 ± 0.30 |\n`;
    expect(testsOf(parseArtifact("llama-bench", table))).toEqual([null]);
    const batched =
      "|    PP |     TG |    B |   N_KV |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s |      T s |    S t/s |\n" +
      "|-------|--------|------|--------|----------|----------|----------|----------|----------|----------|\n" +
      "|  1024 |   1024 |    5 |  10240 |    0.700 |  7314.29 |   10.000 |   512.00 |   10.700 |   957.01 |\n";
    expect(testsOf(parseArtifact("llama-batched-bench", batched))).toEqual([null]);
  });

  it("puts every rung under the test named with the artifact", () => {
    const mapped = mapMeasurementsToSuite(benchy("prefix-caching-saved.md"), "multi-turn");
    expect(mapped.map((m) => m.test)).toEqual(["multi-turn", "multi-turn", "multi-turn", "multi-turn"]);
  });
});

describe("mapMeasurementsToSuite, open loop", () => {
  it("maps each open-loop test from its result file", () => {
    expect(testsOf(vllm("office-baseline-metadata.json"))).toEqual(["office-baseline"]);
    expect(testsOf(vllm("sharegpt-detailed.json"))).toEqual(["sharegpt"]);
    expect(testsOf(vllm("reasoning-nan.json"))).toEqual(["reasoning"]);
    expect(testsOf(vllm("monday-peak.json"))).toEqual(["monday-peak"]);
  });

  it("puts the whole rate sweep, its 0.3 rung with 100 prompts included, under capacity-sweep", () => {
    expect(testsOf(vllm("capacity-sweep.jsonl"))).toEqual(Array(6).fill("capacity-sweep"));
  });

  it("prefers the single-rate test at a shared rate when the prompt count does not decide", () => {
    const office = JSON.parse(read("vllm-bench-serve/office-baseline-metadata.json"));
    office.num_prompts = 150;
    delete office.dataset_name;
    expect(testsOf(parseArtifact("vllm-bench-serve", office))).toEqual(["office-baseline"]);
    office.request_rate = 0.7;
    expect(testsOf(parseArtifact("vllm-bench-serve", office))).toEqual(["capacity-sweep"]);
  });

  it("does not match when max concurrency, burstiness, dataset or lengths differ", () => {
    const peak = JSON.parse(read("vllm-bench-serve/monday-peak.json"));
    expect(testsOf(parseArtifact("vllm-bench-serve", { ...peak, max_concurrency: null }))).toEqual([null]);
    expect(testsOf(parseArtifact("vllm-bench-serve", { ...peak, burstiness: 0.7 }))).toEqual([null]);
    expect(testsOf(parseArtifact("vllm-bench-serve", { ...peak, dataset_name: "sharegpt" }))).toEqual([null]);
    const longer = { ...peak, total_input_tokens: peak.completed * 4500 };
    expect(testsOf(parseArtifact("vllm-bench-serve", longer))).toEqual([null]);
  });

  it("leaves an unmatched run (rate inf smoke test) as an extra result", () => {
    expect(testsOf(vllm("legacy-smoke-inf.json"))).toEqual([null]);
  });
});

describe("summary artifacts", () => {
  const seed = JSON.parse(
    readFileSync(new URL("../../../prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", import.meta.url), "utf8"),
  );
  const summary = seed.artifacts.find((artifact: { tool: string }) => artifact.tool === "summary").content;

  it("keeps each measurement's test, the stated capacity and the declared completeness", () => {
    const parsed = parseArtifact("summary", summary);
    expect(parsed).toMatchObject({
      tool: "summary",
      format: "json",
      statedCapacity: { test: "capacity-sweep", p95Under5s: 0.24, p95Under10s: 0.47 },
    });
    expect(parsed.declaredComplete).toHaveLength(11);
    const mapped = mapMeasurementsToSuite(parsed);
    expect(mapped.map((m) => m.test)).toEqual([
      "chat",
      "rag-8k",
      "long-output",
      "multi-turn",
      "large-context",
      "concurrency-pressure",
      "office-baseline",
      "sharegpt",
      "reasoning",
      "monday-peak",
    ]);
    expect(mapped[0]!.measurement).toMatchObject({ perUserTps: 12.51, ttftMeanMs: 1820, concurrency: 10 });
    expect(parseArtifact("summary", JSON.stringify(summary)).measurements).toHaveLength(10);
  });

  it("names the path of a rejected summary figure", () => {
    const bad = structuredClone(summary);
    bad.tests[1].measurements[0].perUserTps = -1;
    const error = (() => {
      try {
        parseArtifact("summary", bad);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).path).toBe("tests[1].measurements[0].perUserTps");
  });
});

describe("computeTestCompleteness", () => {
  it("is complete when every prompt size was measured at every concurrency", () => {
    const rungs = benchy("chat-c1-5-10.md").measurements;
    expect(computeTestCompleteness(suiteTest("chat"), rungs)).toEqual({ complete: true, missing: [] });
  });

  it("lists the missing closed-loop rungs in words", () => {
    const rungs = benchy("multi-turn-c1-dev.md").measurements.filter((m) => m.depth === 4);
    expect(computeTestCompleteness(suiteTest("multi-turn"), rungs)).toEqual({
      complete: false,
      missing: ["pp 2048 at concurrency 5", "pp 2048 at concurrency 10"],
    });
    const rag = benchy("rag-8k-c5-10-20.json").measurements.filter((m) => m.concurrency !== 20);
    expect(computeTestCompleteness(suiteTest("rag-8k"), rag).missing).toEqual(["pp 8192 at concurrency 20"]);
  });

  it("lists the missing rates of an open-loop test", () => {
    const sweep = vllm("capacity-sweep.jsonl").measurements;
    expect(computeTestCompleteness(suiteTest("capacity-sweep"), sweep).complete).toBe(true);
    expect(computeTestCompleteness(suiteTest("capacity-sweep"), sweep.slice(0, 4))).toEqual({
      complete: false,
      missing: ["rate 0.7 req/s", "rate 1 req/s"],
    });
    expect(computeTestCompleteness(suiteTest("office-baseline"), [measurementSchema.parse({})]).missing).toEqual([
      "rate 0.3 req/s",
    ]);
  });
});
