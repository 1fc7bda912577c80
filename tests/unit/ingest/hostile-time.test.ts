/**
 * Every reader of untrusted upload text, on hostile shapes of each cap's size, reads in linear
 * time. A pattern that backtracks (a `test` cell of a letter, 100,000 spaces and a letter made
 * llama-benchy's test-name pattern try every split: 96 s) fails here. The bound is 1 s of wall
 * time: a linear reader takes well under 100 ms alone and up to ~300 ms on a loaded 2-core machine,
 * a backtracking one seconds to minutes; the speed itself is measured in `npm run bench`.
 */
import { describe, expect, it } from "vitest";
import { UPLOAD_CAPS } from "@/lib/ingest/caps";
import { detectTool } from "@/lib/ingest/detect-tool";
import { MAX_JSON_DEPTH } from "@/lib/ingest/json";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import { parseLlamaBatchedBench } from "@/lib/ingest/parse-llama-batched-bench";
import { parseLlamaBench } from "@/lib/ingest/parse-llama-bench";
import { parseLlamaBenchy } from "@/lib/ingest/parse-llama-benchy";
import { parseLlmInferenceBench } from "@/lib/ingest/parse-llm-inference-bench";
import { parseVllmBenchServe } from "@/lib/ingest/parse-vllm-bench";
import { ARTIFACT_TOOLS, ParseError } from "@/lib/ingest/schema";
import { en } from "@/lib/i18n/messages";
import { readUploadFile } from "@/lib/uploads/file-hints";
import { buildManifest, checkManifest, placeServerIssues } from "@/lib/uploads/form-fields";

const BUDGET_MS = 1_000;
const { cellChars, lineChars } = UPLOAD_CAPS;

/** Runs of one character, and repeats that tempt the patterns: each as long as `size`. */
function cores(size: number): Array<[string, string]> {
  const run = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  return [
    ["a letter, spaces, a letter", `a${" ".repeat(size - 2)}b`],
    ["pipes", run("|")],
    ["dashes", run("-")],
    ["digits", run("7")],
    ["dots", run(".")],
    ["spaces", `x${run(" ")}`],
    ["tabs", `x${run("\t")}`],
    ["a word", run("a")],
    ["test names", run("pp512 ")],
    ["depths", run(" @ d1")],
    ["quantizations", run("Q4_K_")],
    ["settings", run("n = ")],
    ["pipes and spaces", run("| ")],
    ["dashes and colons", run("|:-:")],
    ["numbers and ±", run("1.5 ± ")],
  ];
}

const LLAMA_BENCH_HEADER = "| model | size | params | backend | ngl | test | t/s |\n|---|---|---|---|---|---|---|";
const BATCHED_HEADER =
  "|    PP |     TG |    B |   N_KV |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s |      T s |    S t/s |\n" +
  "|-------|--------|------|--------|----------|----------|----------|----------|----------|----------|";

/** Where a hostile string can sit in each format: a cell, a line, a CSV field, a JSON string. */
const CONTEXTS: Array<[string, (core: string) => string]> = [
  ["the line itself", (s) => s],
  ["llama-benchy test cell", (s) => `| model | test | t/s |\n|---|---|---|\n| m | ${s} | 1.0 |\n`],
  ["llama-benchy t/s cell", (s) => `| model | test | t/s |\n|---|---|---|\n| m | pp512 | ${s} |\n`],
  ["llama-benchy separator", (s) => `| model | test | t/s |\n${s}\n| m | pp512 | 1 |\n`],
  ["llama-benchy CSV", (s) => `model,test_name,t_s_mean\nm,${s},1\n`],
  ["llama-benchy footer", (s) => `llama-benchy (${s})\ndate: ${s}\n`],
  ["llama-bench test cell", (s) => `${LLAMA_BENCH_HEADER}\n| llama 8B Q4_K | 4 GiB | 8 B | CUDA | 99 | ${s} | 1 |`],
  ["llama-bench size cell", (s) => `${LLAMA_BENCH_HEADER}\n| m | ${s} | ${s} | CUDA | 99 | pp512 | 1 |\nbuild: ${s}`],
  ["llama-bench quoted", (s) => `> > ${s}\n>${s}`],
  ["llama-bench JSON Lines", (s) => `{"avg_ts": 1, "model_type": "${s}"}\n{${s}}`],
  ["llama-bench SQL", (s) => `INSERT INTO test (build_commit, ${s}) VALUES ('${s}');`],
  ["llama-bench CSV", (s) => `build_commit,build_number,model\n"${s}","1","${s}"`],
  [
    "batched settings",
    (s) => `main: n_kv_max = 1, ${s}\n${BATCHED_HEADER}\n| ${s} | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 |`,
  ],
  ["batched log facts", (s) => `print_info: arch ${s}= x\nllama_model_load_from_file_impl: using device X (${s}`],
  ["JSON string", (s) => JSON.stringify({ benchmarks: [], model: s, summary_table: s, prefill: { x: s } })],
  ["JSON key", (s) => `{"prefill": {${JSON.stringify(s)}: {}}, "results": 1}`],
];

/** Every entry point of untrusted artifact text: each parser, the tool detection, the upload form's reading. */
const READERS: Array<[string, (text: string) => unknown]> = [
  ["llama-benchy", parseLlamaBenchy],
  ["llama-bench", parseLlamaBench],
  ["llama-batched-bench", parseLlamaBatchedBench],
  ["vllm bench serve", parseVllmBenchServe],
  ["llm-inference-bench", parseLlmInferenceBench],
  ["detect-tool", detectTool],
  ["file hints (detect, parse, map to suite)", readUploadFile],
  ...ARTIFACT_TOOLS.map((tool): [string, (text: string) => unknown] => [
    `parseArtifact ${tool}`,
    (text) => parseArtifact(tool, text),
  ]),
];

/** Runs `read`; a refusal must be a ParseError (a clear 400), and either way it must be quick. */
function timeOnce(read: (text: string) => unknown, text: string): number {
  const started = performance.now();
  try {
    read(text);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
  }
  return performance.now() - started;
}

/** The better of two tries when the first is over budget: a garbage collection is not a slow pattern. */
function timeOf(read: (text: string) => unknown, text: string): number {
  const first = timeOnce(read, text);
  return first < BUDGET_MS ? first : Math.min(first, timeOnce(read, text));
}

/** The slowest reader on each text, named, so a failure says which shape and which reader. */
function slowest(texts: Array<[string, string]>) {
  let worst = { ms: 0, what: "" };
  for (const [shape, text] of texts) {
    for (const [reader, read] of READERS) {
      const ms = timeOf(read, text);
      if (ms > worst.ms) worst = { ms, what: `${reader} on ${shape}` };
    }
  }
  return worst;
}

describe("hostile upload text is read in linear time by every reader", () => {
  it.each([
    ["a cell at the cell cap", cellChars],
    ["a line at the line cap", lineChars - 40],
    ["100,000 characters (over both caps)", 100_000],
  ])("%s", (_name, size) => {
    const texts = cores(size).flatMap(([core, text]) =>
      CONTEXTS.map(([context, build]): [string, string] => [`${core} in ${context}`, build(text)]),
    );
    const worst = slowest(texts);
    expect(worst.ms, worst.what).toBeLessThan(BUDGET_MS);
  });

  it("JSON nested to the depth cap and past it", () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const python = (depth: number) => `${'{"a": NaN, "b":'.repeat(depth)}1${"}".repeat(depth)}`;
    const texts: Array<[string, string]> = [MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 100_000].flatMap((depth) => [
      [`lists ${depth} deep`, nested(depth)],
      [`objects ${depth} deep`, objects(depth)],
      [`Python JSON ${depth} deep`, python(depth)],
    ]);
    const worst = slowest(texts);
    expect(worst.ms, worst.what).toBeLessThan(BUDGET_MS);
  });

  it("an artifact of lines at the line cap, up to the artifact cap", () => {
    const line = `| m | a${" ".repeat(lineChars - 20)}b | 1 |`.slice(0, lineChars);
    const lines = Math.floor(UPLOAD_CAPS.artifactChars / (line.length + 1));
    const text = `| model | test | t/s |\n|---|---|---|\n${`${line}\n`.repeat(lines)}`;
    const worst = slowest([["an 8 MiB table of hostile rows", text]]);
    expect(worst.ms, worst.what).toBeLessThan(BUDGET_MS);
  });

  it("refuses the reported cell, naming the line and the cap", () => {
    const text = `| model | test | t/s |\n|---|---|---|\n| m | a${" ".repeat(100_000)}b | 1.0 |\n`;
    expect(() => parseLlamaBenchy(text)).toThrow(/line 3 .*upload cap lineChars/);
    const cell = `| model | test | t/s |\n|---|---|---|\n| m | a${" ".repeat(2_000)}b | 1.0 |\n`;
    expect(() => parseLlamaBenchy(cell)).toThrow(/line 3, column test: .*upload cap cellChars/);
    const long = `| model | test | t/s |\n|---|---|---|\n| m | a${" ".repeat(1_000)}b | 1.0 |\n`;
    expect(() => parseLlamaBenchy(long)).toThrow(/line 3: unrecognised test name/);
  });

  it("reads prompt ids before the test as before: the shortest prefix", () => {
    const table = (test: string) => `| model | test | t/s |\n|---|---|---|\n| m | ${test} | 1.0 |\n`;
    const [rung] = parseLlamaBenchy(table("long  prompt pp512 @ d4096 (c2)")).measurements;
    expect(rung).toMatchObject({ promptTokens: 512, depth: 4096, concurrency: 2 });
    expect(() => parseLlamaBenchy(table("xpp512"))).toThrow(/unrecognised test name/);
  });

  it("the upload form's fields and the server's issues, at 100,000 characters", () => {
    const hostile = `a${" ".repeat(100_000)}b`;
    const values = { "model.name": hostile, launchCommand: hostile, notes: hostile, "hardware.name": hostile };
    const started = performance.now();
    const manifest = buildManifest(values);
    const texts = { fields: en.UploadFields, checks: en.UploadChecks };
    checkManifest(manifest, texts);
    const issues = [`artifacts.${"1".repeat(100_000)}`, "model.name", hostile].map((path) => ({
      path,
      message: hostile,
    }));
    placeServerIssues(issues, texts);
    expect(performance.now() - started).toBeLessThan(BUDGET_MS);
  });
});
