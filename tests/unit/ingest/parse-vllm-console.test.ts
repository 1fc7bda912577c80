import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectTool } from "@/lib/ingest/detect-tool";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { parseVllmBenchServe } from "@/lib/ingest/parse-vllm-bench";
import { catchParseError } from "@/tests/support/parse-error";

const realWorld = (name: string) =>
  readFileSync(new URL(`../../../../shared/real-world/${name}`, import.meta.url), "utf8");
const mondayPeakLog = realWorld("djangodevreng-dgxspark-gpt-oss-20b-10-monday-peak.log");
const wrapped = realWorld("kyuz0-r9700-vllm-qwen3-14b-fp8-qps4-console-wrapped.json");
const wrappedConsole: string = JSON.parse(wrapped).raw_output;

/** The console text from its first line up to the result block's title, and the block itself. */
function splitAtBlock(text: string): { setup: string; block: string } {
  const at = text.indexOf("============ Serving Benchmark Result");
  return { setup: text.slice(0, at), block: text.slice(at) };
}

describe("vllm bench serve console output", () => {
  it("reads the result block of a pasted log at the printed precision, with the setup printed before it", () => {
    const { parts, skipped, notes } = parseVllmBenchServe(mondayPeakLog);
    expect(skipped).toEqual([]);
    expect(notes).toEqual([expect.stringMatching(/^Console output of vllm bench serve was read/)]);
    expect(parts).toHaveLength(1);
    const [part] = parts;
    expect(part!.part).toEqual({ modelLabel: "openai/gpt-oss-20b", precision: null, distinguishing: {}, lines: [16] });
    expect(part!.measurements).toEqual([
      expect.objectContaining({
        testLabel: "1.5 qps ×25",
        definition: "vllm-bench-serve",
        requestRate: 1.5,
        burstiness: 1,
        maxConcurrency: 25,
        concurrency: 25,
        dataset: "random",
        numPrompts: 300,
        requests: 300,
        successes: 300,
        durationS: 488.82,
        achievedRate: 0.61,
        totalTps: 283.44,
        ttftMeanMs: 903.65,
        ttftP50Ms: 748.93,
        ttftP95Ms: 1936.71,
        ttftP99Ms: 4738.32,
        tpotMeanMs: 82.56,
        itlMeanMs: 282.4,
        e2elMeanMs: 38745.73,
        promptTokens: Math.round(1216617 / 300),
        genTokens: Math.round(138550 / 300),
      }),
    ]);
    expect(part!.measurements[0]!.perUserTps).toBeCloseTo(1000 / 82.56, 9);
  });

  it("keeps only the last state of a progress bar redrawn with carriage returns", () => {
    expect(mondayPeakLog).toMatch(/\r {2}0%\|/);
    const { setup, block } = splitAtBlock(mondayPeakLog);
    // the block glued to the end of the bar's line, as a terminal that does not end the bar leaves it
    const glued = `${setup.trimEnd()}\r${block}`;
    expect(parseVllmBenchServe(glued).parts[0]!.measurements[0]!.totalTps).toBe(283.44);
  });

  it("reads the console text a runner wrapped in JSON (raw_output), ShareGPT at 4 requests/s", () => {
    const { parts, skipped, notes } = parseArtifactFile("vllm-bench-serve", wrapped);
    expect(skipped).toEqual([]);
    expect(notes[0]).toMatch(/raw_output/);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ format: "json", model: "RedHatAI/Qwen3-14B-FP8-dynamic" });
    expect(parts[0]!.measurements[0]).toMatchObject({
      testLabel: "4 qps",
      requestRate: 4,
      maxConcurrency: null,
      dataset: "sharegpt",
      requests: 720,
      successes: 720,
      totalTps: 716.13,
      ttftMeanMs: 186.47,
      ttftP99Ms: 1603.4,
      tpotMeanMs: 59.68,
      achievedRate: 3.31,
    });
    // the same text as a parsed object, as a JSON upload hands it over
    expect(parseArtifactFile("vllm-bench-serve", JSON.parse(wrapped)).parts[0]!.measurements[0]!.totalTps).toBe(716.13);
  });

  it("is recognised without a named tool: plain, wrapped, and after a long run's progress bar", () => {
    expect(detectTool(mondayPeakLog)).toBe("vllm-bench-serve");
    expect(detectTool(wrapped)).toBe("vllm-bench-serve");
    const { setup, block } = splitAtBlock(mondayPeakLog);
    const bar = "\r 50%|█████     | 5000/10000 [10:00<10:00,  8.33it/s]".repeat(1000);
    const longRun = `${setup}${bar}\n${block}`;
    expect(longRun.indexOf("Serving Benchmark Result")).toBeGreaterThan(20_000);
    expect(detectTool(longRun)).toBe("vllm-bench-serve");
    expect(parseVllmBenchServe(longRun).parts[0]!.measurements[0]!.totalTps).toBe(283.44);
  });

  it("reads several blocks as the rungs of one sweep while model and setup agree", () => {
    const second = wrappedConsole
      .replaceAll("request_rate=4.0", "request_rate=8.0")
      .replace(/Request rate configured \(RPS\): +4\.00/, "Request rate configured (RPS):           8.00");
    const infinite = wrappedConsole
      .replaceAll("request_rate=4.0", "request_rate=inf")
      .replace("Traffic request rate: 4.0", "Traffic request rate: inf")
      .replace(/Request rate configured \(RPS\):.*\n/, "");
    const { parts, skipped } = parseVllmBenchServe(`${wrappedConsole}${second}\n${infinite}`);
    expect(skipped).toEqual([]);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.measurements.map((m) => [m.testLabel, m.requestRate])).toEqual([
      ["4 qps", 4],
      ["8 qps", 8],
      ["inf", null],
    ]);
    const lines = wrappedConsole.split("\n").length;
    expect(parts[0]!.part!.lines).toEqual([10, lines + 9, 2 * lines + 9]);
  });

  it("makes blocks of another model or dataset other parts, naming what differs", () => {
    const otherModel = wrappedConsole.replace("model='RedHatAI/Qwen3-14B-FP8-dynamic'", "model='Qwen/Qwen3-8B'");
    const otherDataset = wrappedConsole.replace("dataset_name='sharegpt'", "dataset_name='random'");
    const { parts } = parseVllmBenchServe([wrappedConsole, otherModel, otherDataset].join("\n"));
    expect(parts.map((part) => [part.part!.modelLabel, part.part!.distinguishing])).toEqual([
      ["RedHatAI/Qwen3-14B-FP8-dynamic", { dataset_name: "sharegpt" }],
      ["Qwen/Qwen3-8B", { dataset_name: "sharegpt" }],
      ["RedHatAI/Qwen3-14B-FP8-dynamic", { dataset_name: "random" }],
    ]);
  });

  it("takes a run's Namespace line as its whole setup: nothing of the run before is carried over", () => {
    const labelled = wrappedConsole.replace("label=None", "label='tuned'");
    const { parts } = parseVllmBenchServe(`${labelled}${wrappedConsole}`);
    expect(parts.map((part) => part.part!.distinguishing)).toEqual([{ label: "tuned" }, { label: "none" }]);
    // a run that printed no setup of its own is the last run's model and setup, at its own rate
    const { block } = splitAtBlock(wrappedConsole);
    const bare = parseVllmBenchServe(`${labelled}${block.replace(/Request rate configured.*\n/, "")}`);
    expect(bare.parts).toHaveLength(1);
    expect(bare.parts[0]!.measurements.map((m) => m.testLabel)).toEqual(["4 qps", "inf"]);
  });

  it("reads the setup from the command line when the paste has no Namespace line", () => {
    const { block } = splitAtBlock(wrappedConsole);
    const command = [
      "$ vllm bench serve --model Qwen/Qwen3-8B --dataset-name random \\",
      "    --request-rate 4 --max-concurrency 16 --num-prompts 720",
    ].join("\n");
    const measurement = parseVllmBenchServe(`${command}\n${block}`).parts[0]!;
    expect(measurement.part!.modelLabel).toBe("Qwen/Qwen3-8B");
    expect(measurement.measurements[0]).toMatchObject({ dataset: "random", numPrompts: 720, requestRate: 4 });
    // the block's own "Request rate configured" wins; its missing concurrency line falls back to the command
    expect(measurement.measurements[0]).toMatchObject({ maxConcurrency: 16, testLabel: "4 qps ×16" });
  });

  it("reads a block of the older benchmark_serving.py, which prints no failed count", () => {
    const { block } = splitAtBlock(wrappedConsole);
    const legacy = block.replace(/Failed requests:.*\n/, "").replace(/Request rate configured \(RPS\):.*\n/, "");
    const namespace =
      "Namespace(backend='vllm', model='meta-llama/Llama-3.2-3B-Instruct', num_prompts=720, request_rate=inf)";
    const text = `${namespace}\n${legacy}`;
    const [measurement] = parseVllmBenchServe(text).parts[0]!.measurements;
    expect(measurement).toMatchObject({ requestRate: null, testLabel: "inf", requests: 720, successes: 720 });
  });

  it("counts failed requests, so the failure rate can be shown", () => {
    const failing = wrappedConsole
      .replace(/Successful requests: +720/, "Successful requests:                     700")
      .replace(/Failed requests: +0/, "Failed requests:                         20");
    expect(parseVllmBenchServe(failing).parts[0]!.measurements[0]).toMatchObject({ requests: 720, successes: 700 });
  });

  it("skips a block that cannot be used, naming its line and why, and keeps the others", () => {
    const { setup, block } = splitAtBlock(wrappedConsole);
    const noCount = block.replace(/Successful requests:.*\n/, "");
    const negative = block.replace(/Mean TTFT \(ms\): +186\.47/, "Mean TTFT (ms):                          -1");
    const text = `${wrappedConsole}${setup}${noCount}${setup}${negative}`;
    const { parts, skipped } = parseVllmBenchServe(text);
    expect(parts[0]!.measurements).toHaveLength(1);
    const lines = text.split("\n");
    const headers = lines.flatMap((line, index) => (line.includes("Serving Benchmark Result") ? [index + 1] : []));
    const meanTtft = lines.findIndex((line, index) => index > headers[2]! && line.startsWith("Mean TTFT")) + 1;
    expect(skipped).toEqual([
      {
        line: headers[1],
        reason: 'the result block has no "Successful requests:" line, so what it measured is unknown',
        text: expect.stringMatching(/^=+ Serving Benchmark Result =+ \| Failed requests: +0/),
      },
      {
        line: headers[2],
        reason: `line ${meanTtft} (Mean TTFT (ms)): Too small: expected number to be >=0`,
        text: expect.any(String),
      },
    ]);
    expect(skipped.every((row) => row.text!.length <= 200)).toBe(true);
    const unreadable = block.replace(/Total input tokens: +\d+/, "Total input tokens:                      many");
    const [count] = parseVllmBenchServe(`${wrappedConsole}${setup}${unreadable}`).skipped;
    expect(count!.reason).toMatch(/^line \d+ \(Total input tokens\): /);
  });

  it("refuses a paste whose every request failed, naming what it says", () => {
    const failed = wrappedConsole
      .replace(/Successful requests: +720/, "Successful requests:                     0")
      .replace(/Failed requests: +0/, "Failed requests:                         8");
    const error = catchParseError(() => parseVllmBenchServe(failed));
    expect(error.message).toMatch(
      /^vllm bench serve measured nothing: the file says Successful requests: 0 \(completed: 0\), Failed requests: 8/,
    );
    expect(error.message).toContain("vllm bench serve ... --save-result --result-filename x.json");
    expect(error.path).toBe("line 10");
  });

  it("refuses text without a result block by naming the tool, what was expected and the command, never as JSON", () => {
    const stopped = splitAtBlock(mondayPeakLog).setup;
    const error = catchParseError(() => parseVllmBenchServe(stopped));
    expect(error.message).toMatch(
      /^This text looks like vllm bench serve output but holds no "=+ Serving Benchmark Result =+" block/,
    );
    expect(error.message).toContain("`vllm bench serve ... --save-result --result-filename x.json`");
    expect(error.message).not.toMatch(/Malformed JSON/);
    const other = catchParseError(() => parseArtifactFile("vllm-bench-serve", "| model | test | t/s |\n"));
    expect(other.message).toMatch(/^This text is not a vllm bench serve result: it holds neither its result JSON nor/);
    expect(other.message).toContain("--save-result --result-filename x.json");
    const emptyRunner = catchParseError(() => parseVllmBenchServe('{"success": false, "raw_output": "Traceback ..."}'));
    expect(emptyRunner.message).toMatch(/^The console text in "raw_output" is not a vllm bench serve result/);
  });

  it("refuses more result blocks than the upload cap before reading any", () => {
    const text = "============ Serving Benchmark Result ============\n".repeat(2001);
    expect(catchParseError(() => parseVllmBenchServe(text))).toMatchObject({
      message: "At most 2,000 measurements per artifact (upload cap measurementsPerArtifact).",
      path: "line 2001",
    });
  });

  it("reads a block without its closing line as far as it goes, and says so", () => {
    const cut = wrappedConsole.slice(0, wrappedConsole.indexOf("---------------Inter-token"));
    const { parts, notes } = parseVllmBenchServe(`${cut}Traceback (most recent call last):\n`);
    expect(parts[0]!.measurements[0]).toMatchObject({ totalTps: 716.13, tpotMeanMs: 59.68, itlMeanMs: null });
    expect(notes).toContain('The result block at line 10 had no closing line of "=": read as far as it went.');
  });
});
