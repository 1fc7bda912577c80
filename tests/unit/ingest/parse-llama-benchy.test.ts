import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import { parseLlamaBenchy } from "@/lib/ingest/parse-llama-benchy";
import { catchParseError } from "@/tests/support/parse-error";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/llama-benchy/${name}`, import.meta.url), "utf8");

const HEADER_9 =
  "| model | test | t/s (total) | t/s (req) | peak t/s | peak t/s (req) | ttfr (ms) | est_ppt (ms) | e2e_ttft " +
  "(ms) |\n" +
  "|:--|--:|--:|--:|--:|--:|--:|--:|--:|\n";
const row9 = (test: string, cells: string) => `| m | ${test} | ${cells} |\n`;
const PP_CELLS = "1000.00 ± 1.00 | 500.00 ± 2.00 |  |  | 90.00 ± 1.00 | 80.00 ± 1.00 | 90.00 ± 1.00";
const TG_CELLS = "50.00 ± 0.50 | 10.00 ± 0.10 | 60.00 ± 0.00 | 12.00 ± 0.00 |  |  | ";

describe("parseLlamaBenchy, markdown", () => {
  it("reads the 9-column table of the chat test into one rung per concurrency", () => {
    const parsed = parseLlamaBenchy(fixture("chat-c1-5-10.md"));
    expect(parsed).toMatchObject({
      tool: "llama-benchy",
      format: "md",
      toolVersion: "0.4.0",
      model: "qwen3.5-9b-bf16",
      measuredAt: new Date("2026-08-07T09:14:02Z"),
      matrix: null,
    });
    expect(parsed.measurements.map((m) => m.concurrency)).toEqual([1, 5, 10]);
    expect(parsed.measurements[2]).toMatchObject({
      promptTokens: 1024,
      genTokens: 1024,
      depth: 0,
      concurrency: 10,
      prefillTps: 3187.66,
      prefillTpsStd: 12.09,
      ttftMeanMs: 1820.47,
      ttftStdMs: 912.18,
      perUserTps: 12.51,
      perUserTpsStd: 0.03,
      totalTps: 123.38,
      totalTpsStd: 0.21,
      peakTps: 130,
      repeats: null,
    });
  });

  it("reads the 7-column single-concurrency table: concurrency 1, t/s is per user and total", () => {
    const parsed = parseLlamaBenchy(fixture("multi-turn-c1-dev.md"));
    expect(parsed.toolVersion).toBe("0.4.1.dev1+ge9be34457");
    expect(parsed.measuredAt).toEqual(new Date("2026-08-07T11:40:03Z"));
    expect(parsed.measurements).toHaveLength(2);
    expect(parsed.measurements[1]).toMatchObject({
      promptTokens: 2048,
      genTokens: 512,
      depth: 4,
      concurrency: 1,
      perUserTps: 14.18,
      totalTps: 14.18,
      peakTps: 15,
      prefillTps: 4398.71,
      ttftMeanMs: 467.01,
    });
  });

  it("reads a saved table without preamble or footer, keeping context-load rungs as promptTokens 0", () => {
    const parsed = parseLlamaBenchy(fixture("prefix-caching-saved.md"));
    expect(parsed.toolVersion).toBeNull();
    expect(parsed.measuredAt).toBeNull();
    expect(parsed.measurements.map((m) => [m.promptTokens, m.genTokens, m.depth, m.concurrency])).toEqual([
      [0, null, 4096, 1],
      [512, 128, 4096, 1],
      [0, null, 4096, 2],
      [512, 128, 4096, 2],
    ]);
    expect(parsed.measurements[2]).toMatchObject({
      prefillTps: 4420.85,
      ttftMeanMs: 1409.27,
      perUserTps: 13.83,
      totalTps: 27.61,
    });
  });

  it("pairs every pp row with the tg row that follows it across prompt sizes and concurrencies", () => {
    const parsed = parseLlamaBenchy(fixture("large-context-c1-5-10-20.md"));
    expect(parsed.measurements).toHaveLength(16);
    const pressure = parsed.measurements.find((m) => m.promptTokens === 25000 && m.concurrency === 20);
    expect(pressure).toMatchObject({ genTokens: 256, perUserTps: 3.8, ttftMeanMs: 70957.56, totalTps: 73.72 });
  });

  it("keeps each tg size as its own rung and never pairs rows of different concurrency or prompt id", () => {
    const table =
      HEADER_9 +
      row9("pp512", PP_CELLS) +
      row9("tg128", TG_CELLS) +
      row9("pp512", PP_CELLS) +
      row9("tg256", TG_CELLS) +
      row9("pp512 (c2)", PP_CELLS) +
      row9("tg256 (c4)", TG_CELLS) +
      row9("p1 pp1024 (c4)", PP_CELLS) +
      row9("p1 tg64 (c4)", TG_CELLS) +
      row9("p2 tg64 (c4)", TG_CELLS);
    const rungs = parseLlamaBenchy(table).measurements.map((m) => [m.promptTokens, m.genTokens, m.concurrency]);
    expect(rungs).toEqual([
      [512, 128, 1],
      [512, 256, 1],
      [512, null, 2],
      [null, 256, 4],
      [1024, 64, 4],
      [null, 64, 4],
    ]);
  });

  it("reads the JSON output when it was printed to stdout after its preamble", () => {
    const text = `Printing results in JSON format:\n\n\n${fixture("rag-8k-c5-10-20.json")}\n`;
    expect(parseLlamaBenchy(text).measurements).toHaveLength(3);
  });

  it("names the line of a malformed row", () => {
    const short = catchParseError(() => parseLlamaBenchy(`${HEADER_9}| m | pp512 | 1.00 ± 0.00 |\n`));
    expect(short.path).toBe("line 3");
    expect(short.message).toMatch(/expected 9 cells, found 3/);
    const name = catchParseError(() => parseLlamaBenchy(HEADER_9 + row9("prefill512", PP_CELLS)));
    expect(name).toMatchObject({ path: "line 3" });
    expect(name.message).toMatch(/unrecognised test name "prefill512"/);
    const cell = catchParseError(() =>
      parseLlamaBenchy(HEADER_9 + row9("pp512", PP_CELLS.replace("500.00 ± 2.00", "fast"))),
    );
    expect(cell.message).toMatch(/line 3: cannot read "fast" in column t\/s \(req\)/);
  });

  it("rejects a negative figure, naming the line and the column", () => {
    const error = catchParseError(() =>
      parseLlamaBenchy(
        HEADER_9 + row9("pp512", PP_CELLS) + row9("tg128", TG_CELLS.replace("10.00 ± 0.10", "-10.00 ± 0.10")),
      ),
    );
    expect(error.path).toBe("line 4");
    expect(error.message).toMatch(/^line 4 \(t\/s \(req\)\):/);
  });

  it("rejects text without a table, and a run that collected nothing", () => {
    expect(catchParseError(() => parseLlamaBenchy("hello\nworld\n")).path).toBe("line 1");
    const empty = catchParseError(() =>
      parseLlamaBenchy(
        "Printing results in MD format:\n\n\nNo results collected. Check if the model is generating tokens.\n",
      ),
    );
    expect(empty).toMatchObject({ path: "line 4" });
  });
});

describe("parseLlamaBenchy, JSON", () => {
  it("reads one rung per benchmark run with repeats from the run values", () => {
    const parsed = parseLlamaBenchy(fixture("rag-8k-c5-10-20.json"));
    expect(parsed).toMatchObject({
      format: "json",
      toolVersion: "0.4.0",
      model: "qwen3.5-9b-bf16",
      measuredAt: new Date("2026-08-07T10:02:51Z"),
    });
    const [c5, c10, c20] = parsed.measurements;
    expect([c5!.concurrency, c10!.concurrency, c20!.concurrency]).toEqual([5, 10, 20]);
    expect(c10).toMatchObject({ promptTokens: 8192, genTokens: 512, depth: 0, repeats: 3, peakTps: 115 });
    expect(c10!.perUserTps).toBeCloseTo(10.348, 3);
    expect(c10!.totalTps).toBeCloseTo(94.403, 3);
    expect(c10!.prefillTps).toBeCloseTo(3976.01, 2);
    expect(c10!.ttftMeanMs).toBeCloseTo(11293.49, 2);
    expect(c10!.ttftStdMs).toBeCloseTo(5914.55, 2);
  });

  it("tolerates keys it does not know, and accepts already-parsed content", () => {
    const report = JSON.parse(fixture("rag-8k-c5-10-20.json"));
    report.sweep_title = "rag";
    report.benchmarks[0].kv_cache_bytes = 123;
    expect(parseArtifact("llama-benchy", report).measurements).toHaveLength(3);
    expect(parseArtifact("llama-benchy", JSON.stringify(report)).measurements).toHaveLength(3);
  });

  it("names the path of a negative or NaN figure and the line of malformed JSON", () => {
    const report = JSON.parse(fixture("rag-8k-c5-10-20.json"));
    report.benchmarks[1].tg_req_throughput.mean = -3;
    expect(catchParseError(() => parseArtifact("llama-benchy", report)).path).toBe(
      "benchmarks[1].tg_req_throughput.mean",
    );
    report.benchmarks[1].tg_req_throughput.mean = Number.NaN;
    expect(catchParseError(() => parseArtifact("llama-benchy", report)).path).toBe(
      "benchmarks[1].tg_req_throughput.mean",
    );
    const broken = fixture("rag-8k-c5-10-20.json").replace('"prompt_size": 8192,', '"prompt_size": 8192');
    const error = catchParseError(() => parseLlamaBenchy(broken));
    expect(error.path).toBe("line 14");
    expect(error.message).toMatch(/^Malformed JSON at line 14/);
  });
});

describe("parseLlamaBenchy, CSV", () => {
  it("reads the CSV with Windows line ends, full-precision floats and empty cells", () => {
    const parsed = parseLlamaBenchy(fixture("long-output-c1-5-10.csv"));
    expect(parsed).toMatchObject({ format: "csv", toolVersion: null, model: "qwen3.5-9b-bf16", measuredAt: null });
    expect(parsed.measurements).toHaveLength(3);
    expect(parsed.measurements[0]).toMatchObject({
      concurrency: 1,
      perUserTps: 14.2317,
      totalTps: 14.2317,
      peakTps: 15,
    });
    expect(parsed.measurements[2]).toMatchObject({
      promptTokens: 256,
      genTokens: 4096,
      concurrency: 10,
      totalTps: 123.228,
    });
    expect(parsed.measurements[2]!.perUserTps).toBeCloseTo(12.5957, 4);
    expect(parsed.measurements[2]!.ttftMeanMs).toBeCloseTo(636.73, 2);
  });

  it("names the line of an unreadable CSV value", () => {
    const text = fixture("long-output-c1-5-10.csv").replace("123.228,", "lots,");
    expect(catchParseError(() => parseLlamaBenchy(text))).toMatchObject({ path: "line 7" });
  });
});
