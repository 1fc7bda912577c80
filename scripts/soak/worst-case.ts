/**
 * The largest uploads the caps allow (UPLOAD_CAPS), each a valid run, each a different kind of
 * work for the server: every count at its cap at once; a body of tool text (parsed line by
 * line, redacted); a body of Python-style JSON (NaN), which takes the slower JSON reader. The
 * soak uploads them while it measures `GET /`. Each call gives new content, so none is a
 * duplicate of an earlier one.
 */
import { UPLOAD_CAPS } from "@/lib/ingest/caps";
import { must } from "@/tests/support/must";

export type WorstCase = { kind: string; body: string; contentType: string };

/** Left free under the body cap. */
const BODY_MARGIN = 16 * 1024;

const bytes = (text: string) => Buffer.byteLength(text);

/**
 * The body `build(units)` with as many units of filler as fit under the body cap: measured on
 * the serialized body, so escaping and multi-byte characters are counted.
 */
function fillBody(build: (units: number) => string): string {
  const empty = bytes(build(0));
  const perUnit = (bytes(build(1_000)) - empty) / 1_000;
  return build(Math.floor((UPLOAD_CAPS.bodyBytes - BODY_MARGIN - empty) / perUnit));
}

function metadata(tag: string) {
  return {
    schemaVersion: 1,
    model: { name: `Stall Check ${tag}`, org: "Soak Lab", paramsB: 9, architecture: "dense", precision: "BF16" },
    hardware: {
      name: "Soak Box",
      accelerator: "NVIDIA RTX 4090",
      memoryGB: 24,
      memoryKind: "discrete",
      bandwidthGBs: 1008,
    },
    engine: { name: "vllm", version: "0.26.0" },
    launchCommand: `vllm serve soak/stall-check-${tag} --max-model-len 131072`,
    measuredAt: "2026-08-07T00:00:00Z",
  };
}

/** Every count at its cap: matrix cells, measurements (per artifact and per run), sanity samples; the body full. */
function buildEveryCap(tag: string): string {
  const cells = Array.from({ length: UPLOAD_CAPS.matrixCellsPerRun }, (_, index) => ({
    phase: index % 50 === 0 ? "prefill" : "decode",
    contextTokens: Math.floor(index / 50) * 1024,
    concurrency: index % 50 === 0 ? 1 : (index % 50) + 1,
    status: index % 7 === 0 ? "over_capacity" : "valid",
    totalTps: index % 7 === 0 ? null : 1000 + (index % 97),
    perRequestTps: index % 7 === 0 ? null : 20 + (index % 13),
    ttftMs: 100 + (index % 31),
    completedRequests: 10,
  }));
  const perArtifact = UPLOAD_CAPS.measurementsPerArtifact;
  const summaries = Array.from({ length: UPLOAD_CAPS.measurementsPerRun / perArtifact }, (_, artifact) => ({
    tool: "summary",
    content: {
      tests: [
        {
          test: "chat",
          measurements: Array.from({ length: perArtifact }, (_, index) => ({
            promptTokens: artifact * perArtifact + index + 1,
            genTokens: 256,
            concurrency: (index % 64) + 1,
            perUserTps: 30 + (index % 11),
            totalTps: 500 + index,
            ttftMeanMs: 200 + (index % 50),
          })),
        },
      ],
    },
  }));
  const matrix = { tool: "summary", content: { matrix: { meta: { decodeMode: "duration" }, cells } } };
  const artifacts = [matrix, ...summaries];
  // the rest of the body: sanity samples at their cap in number, their answers as long as fits
  const withAnswers = (chars: number) => {
    const answer = "The capital of France is Paris. ".repeat(Math.ceil(chars / 32)).slice(0, chars);
    const sanity = Array.from({ length: UPLOAD_CAPS.sanitySamples }, (_, index) => ({
      prompt: `Question ${index}?`,
      output: answer,
    }));
    return JSON.stringify({ ...metadata(tag), artifacts, sanity });
  };
  return fillBody((units) => withAnswers(Math.min(units, UPLOAD_CAPS.sanityOutputChars)));
}

/** Two llama-benchy tables of 4,000 rows (the measurement cap) in 8 MiB of text each. */
function buildToolText(tag: string): string {
  const header =
    "| model | test | t/s (total) | t/s (req) | peak t/s | e2e_ttft (ms) |\n" + "|---|---|---:|---:|---:|---:|\n";
  const artifact = (which: number, logLines: number) => {
    const rows: string[] = [];
    for (let index = 0; index < UPLOAD_CAPS.measurementsPerArtifact; index++) {
      const size = which * 100_000 + index + 1;
      rows.push(`| soak | pp${size} | 1000.00 ± 1.00 |  |  | 120.00 ± 1.00 |`);
      rows.push(`| soak | tg${size} | 50.00 ± 0.50 | 50.00 ± 0.50 | 52.00 ± 0.00 |  |`);
    }
    // the rest is the tool's log, as `llama-benchy | tee` keeps it: lines a parser reads and skips
    const log = "Running benchmark warmup request 1 of 3, latency 123.4 ms, tokens 512\n".repeat(logLines);
    const footer = "llama-benchy (0.4.0)\ndate: 2026-08-07 09:14:02 | latency mode: generation\n";
    return `${log}${header}${rows.join("\n")}\n\n${footer}`;
  };
  return fillBody((units) =>
    JSON.stringify({
      ...metadata(tag),
      artifacts: [0, 1].map((which) => ({ tool: "llama-benchy", content: artifact(which, units) })),
    }),
  );
}

/** Two `vllm bench serve --save-detailed` files with NaN, so the Python-JSON reader reads 16 MiB. */
function buildPythonJson(tag: string): string {
  const artifact = (which: number, values: number) => {
    const itl = Array.from({ length: values + 1 }, (_, index) => (index % 1000) / 10_000 + 0.01).join(", ");
    const head = `"date": "20260807-100251", "model_id": "soak/stall-${which}", "num_prompts": 100, "completed": 100`;
    const figures = `"failed": 0, "request_rate": "inf", "max_concurrency": 16, "output_throughput": 1234.5`;
    const latencies = `"mean_ttft_ms": 120.5, "median_ttft_ms": NaN, "mean_tpot_ms": 20.1`;
    return `{${head}, ${figures}, ${latencies}, "itls": [${itl}]}`;
  };
  return fillBody((units) =>
    JSON.stringify({
      ...metadata(tag),
      artifacts: [0, 1].map((which) => ({ tool: "vllm-bench-serve", content: artifact(which, units) })),
    }),
  );
}

/** The worst cases, in turn: `count` uploads, each new content. */
export function buildWorstCaseUploads(count: number, runTag: string): WorstCase[] {
  const builders = [
    ["every count at its cap", buildEveryCap],
    ["16 MiB of tool text", buildToolText],
    ["16 MiB of Python-style JSON", buildPythonJson],
  ] as const;
  return Array.from({ length: count }, (_, index) => {
    const [kind, build] = must(builders[index % builders.length], "a builder");
    return { kind, body: build(`${runTag}-${index}`), contentType: "application/json" };
  });
}
