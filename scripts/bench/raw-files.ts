/**
 * The tools' real output (tests/fixtures), rewritten for another setup: every speed multiplied
 * by `speed` and every wait divided by it, in the tool's own format (llama-benchy markdown,
 * CSV and JSON; vllm bench serve JSON and JSON Lines; llm-inference-bench JSON). The files
 * stay what the parsers read in a real upload; only the figures change.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import type { ArtifactTool } from "@/lib/ingest/schema";
import type { SuiteTestKey } from "@/lib/suite/test-keys";

export type RawFile = { name: string; tool: ArtifactTool; test?: SuiteTestKey; text: string };

const FIXTURES = path.join(process.cwd(), "tests", "fixtures");

/** One file per suite test (large-context also holds concurrency-pressure's c20 rung), and a matrix. */
export const SUITE_FILES: Array<{ file: string; test?: SuiteTestKey; covers: SuiteTestKey[] }> = [
  { file: "llama-benchy/chat-c1-5-10.md", test: "chat", covers: ["chat"] },
  { file: "llama-benchy/rag-8k-c5-10-20.json", test: "rag-8k", covers: ["rag-8k"] },
  { file: "llama-benchy/long-output-c1-5-10.csv", test: "long-output", covers: ["long-output"] },
  { file: "llama-benchy/multi-turn-c1-dev.md", test: "multi-turn", covers: ["multi-turn"] },
  { file: "llama-benchy/large-context-c1-5-10-20.md", covers: ["large-context", "concurrency-pressure"] },
  { file: "vllm-bench-serve/office-baseline-metadata.json", test: "office-baseline", covers: ["office-baseline"] },
  { file: "vllm-bench-serve/sharegpt-detailed.json", test: "sharegpt", covers: ["sharegpt"] },
  { file: "vllm-bench-serve/reasoning-nan.json", test: "reasoning", covers: ["reasoning"] },
  { file: "vllm-bench-serve/monday-peak.json", test: "monday-peak", covers: ["monday-peak"] },
  { file: "vllm-bench-serve/capacity-sweep.jsonl", test: "capacity-sweep", covers: ["capacity-sweep"] },
];
export const MATRIX_FILE = "llm-inference-bench/matrix-qwen3.5-9b-gap-and-loop.json";

type Direction = "up" | "down" | "keep";

/** JSON keys whose numbers are speeds (scale up) or waits (scale down); the rest stay. */
function classifyKey(key: string, inherited: Direction): Direction {
  if (/^(mean|std|median|values|\d+)$/.test(key)) return inherited;
  if (/^request_|rate|burstiness|concurrency|tokens$|_lens?$|prompts|completed|failed|samples/.test(key)) return "keep";
  if (/throughput|tps|tok_per_sec|tokens_per_s|summary_table/.test(key)) return "up";
  if (/_ms$|^ttfts?$|ttft|^itls?$|itl_|tpot|e2el|inter_token_latency|prefill_seconds/.test(key)) return "down";
  return "keep";
}

function scaleValue(value: unknown, direction: Direction, speed: number): unknown {
  if (typeof value === "number") {
    // Negative numbers are sentinels (an invalid matrix cell's -1): never touch them.
    if (direction === "keep" || !Number.isFinite(value) || value <= 0) return value;
    return direction === "up" ? value * speed : value / speed;
  }
  if (Array.isArray(value)) return value.map((item) => scaleValue(item, direction, speed));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        scaleValue(item, classifyKey(key, direction), speed),
      ]),
    );
  }
  return value;
}

/** Columns of a llama-benchy table or CSV: speeds carry "t/s" or "ts", waits "(ms)" or a wait's name. */
function classifyColumn(header: string): Direction {
  if (/t\/s|t_s|_ts_|peak_ts/.test(header)) return "up";
  if (/\(ms\)|ttfr|est_ppt|e2e_ttft/.test(header)) return "down";
  return "keep";
}

const round = (value: number) => String(Math.round(value * 100) / 100);

function scaleCell(cell: string, direction: Direction, speed: number): string {
  if (direction === "keep") return cell;
  return cell.replace(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (number) => {
    const value = Number(number);
    return value > 0 ? round(direction === "up" ? value * speed : value / speed) : number;
  });
}

function scaleMarkdown(text: string, speed: number): string {
  let directions: Direction[] | null = null;
  return text
    .split("\n")
    .map((line) => {
      if (!line.trim().startsWith("|")) return line;
      const cells = line.split("|");
      if (!directions) {
        directions = cells.map((cell) => classifyColumn(cell.trim()));
        return line;
      }
      if (/^[\s|:-]+$/.test(line)) return line;
      return cells
        .map((cell, index) => (index > 1 ? ` ${scaleCell(cell.trim(), directions![index] ?? "keep", speed)} ` : cell))
        .join("|");
    })
    .join("\n");
}

function scaleCsv(text: string, speed: number): string {
  const [header = "", ...rows] = text.split("\n");
  const directions = header.split(",").map(classifyColumn);
  return [
    header,
    ...rows.map((row) =>
      row
        .split(",")
        .map((cell, index) => {
          const direction = directions[index]; // none for a cell past the header's columns: left as it is
          return cell && direction ? scaleCell(cell, direction, speed) : cell;
        })
        .join(","),
    ),
  ].join("\n");
}

/** For JSON that JSON.parse refuses (NaN, Infinity): scale `"key": number` pairs in place. */
function scaleJsonText(text: string, speed: number): string {
  return text.replace(
    /"([A-Za-z0-9_]+)":\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g,
    (_pair, key: string, number: string) => {
      const scaled = scaleValue(Number(number), classifyKey(key, "keep"), speed);
      return `"${key}": ${scaled}`;
    },
  );
}

const cache = new Map<string, string>();
function readFixture(file: string): string {
  if (!cache.has(file)) cache.set(file, readFileSync(path.join(FIXTURES, file), "utf8"));
  return cache.get(file)!;
}

/** Single-request decode of the reference setup (Qwen3.5-9B BF16 on a DGX Spark), tok/s. */
const REFERENCE_DECODE_TPS = 14.2;

/**
 * The fixtures come from more than one server: a factor per file that brings its fastest
 * per-user decode to the reference setup's, so that scaled files agree with each other.
 */
const calibration = new Map<string, number>();
function calibrate(file: string): number {
  if (!calibration.has(file)) {
    const parsed = parseArtifact(file.split("/")[0] as ArtifactTool, readFixture(file));
    const speeds = [
      ...parsed.measurements.map((m) => m.perUserTps),
      ...(parsed.matrix?.cells ?? []).map((c) => c.perRequestTps),
    ];
    const fastest = Math.max(0, ...speeds.filter((value): value is number => value !== null && Number.isFinite(value)));
    calibration.set(file, fastest > REFERENCE_DECODE_TPS ? REFERENCE_DECODE_TPS / fastest : 1);
  }
  return calibration.get(file)!;
}

/** A fixture rewritten for a setup `speed` times as fast as the reference setup. */
export function scaleRawFile(file: string, speed: number, test?: SuiteTestKey): RawFile {
  const tool = file.split("/")[0] as ArtifactTool;
  return { name: path.basename(file), tool, ...(test && { test }), text: scaleText(file, speed * calibrate(file)) };
}

function scaleText(file: string, speed: number): string {
  const text = readFixture(file);
  if (file.endsWith(".md")) return scaleMarkdown(text, speed);
  if (file.endsWith(".csv")) return scaleCsv(text, speed);
  if (file.endsWith(".jsonl")) {
    return text
      .split("\n")
      .map((line) => (line.trim() ? JSON.stringify(scaleValue(JSON.parse(line), "keep", speed)) : line))
      .join("\n");
  }
  // vllm's JSON may hold NaN and Infinity (Python's json.dump): leave those files' text as the tool wrote it.
  const parsed = (() => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  })();
  return parsed === null ? scaleJsonText(text, speed) : JSON.stringify(scaleValue(parsed, "keep", speed), null, 1);
}
