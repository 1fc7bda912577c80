/**
 * Realistic run bundles for the benchmark: varied models, precisions, hardware and engines,
 * with the tools' raw output scaled to each setup's speed. Deterministic for a seed, so two
 * benchmark runs fill the same data. Most runs carry the whole suite and a matrix, as uploads
 * from the reference scripts do; some only part of the suite, some only a matrix.
 */
import type { RunBundleInput } from "@/lib/runs/schema";
import { must } from "@/tests/support/must";
import {
  ENGINES,
  HARDWARE,
  MODELS,
  PRECISIONS,
  REFERENCE_DECODE_PER_GB,
  type BenchHardware,
  type BenchModel,
  type BenchPrecision,
} from "./catalogue";
import { MATRIX_FILE, SUITE_FILES, scaleRawFile, type RawFile } from "./raw-files";

export type RunShape = "suite+matrix" | "suite" | "partial" | "matrix";

/** Share of each shape among generated runs. */
const SHAPES: Array<[RunShape, number]> = [
  ["suite+matrix", 0.45],
  ["suite", 0.25],
  ["partial", 0.15],
  ["matrix", 0.15],
];

/** mulberry32: a small, fast, seedable generator. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("cannot pick from an empty list");
    return item;
  };
  const between = (low: number, high: number) => low + next() * (high - low);
  return { next, pick, between };
}

type Random = ReturnType<typeof createRandom>;

function pickShape(random: Random): RunShape {
  let roll = random.next();
  for (const [shape, share] of SHAPES) {
    roll -= share;
    if (roll < 0) return shape;
  }
  return "suite";
}

const weightsGB = (model: BenchModel, precision: BenchPrecision) => model.paramsB * precision.bytesPerParam;

/** Hardware the weights fit in with room for a KV cache; the largest when none does. */
function pickHardware(random: Random, model: BenchModel, precision: BenchPrecision): BenchHardware {
  const fitting = HARDWARE.filter((hw) => hw.memoryGB >= weightsGB(model, precision) * 1.15);
  return fitting.length > 0 ? random.pick(fitting) : HARDWARE.reduce((a, b) => (b.memoryGB > a.memoryGB ? b : a));
}

function pickEngine(random: Random, precision: BenchPrecision, hardware: BenchHardware) {
  const apple = hardware.accelerator.startsWith("Apple");
  const name = precision.name.startsWith("GGUF")
    ? "llama.cpp"
    : apple
      ? random.pick(["mlx-lm", "llama.cpp"])
      : random.pick(["vllm", "vllm", "vllm", "sglang", "sglang", "tensorrt-llm", "llama.cpp"]);
  const engine = ENGINES.find((candidate) => candidate.name === name)!;
  return {
    name: engine.name,
    version: random.pick(engine.versions),
    ...(engine.backend && !apple && { backend: engine.backend }),
    ...(apple && name === "llama.cpp" && { backend: "metal" }),
  };
}

function launchCommand(
  random: Random,
  engine: string,
  model: BenchModel,
  hardware: BenchHardware,
  context: number,
): string {
  const secret = random.next() < 0.05 ? ` --api-key sk-bench${Math.floor(random.next() * 1e9)}` : "";
  const tp = hardware.count && hardware.count > 1 ? ` --tensor-parallel-size ${hardware.count}` : "";
  switch (engine) {
    case "llama.cpp":
      return (
        `llama-server -m /models/${model.hfRepo.split("/")[1]}.gguf -c ${context} -ngl 999 -fa on --parallel ` +
        `${random.pick([4, 8, 16])}${secret}`
      );
    case "sglang":
      return (
        `python -m sglang.launch_server --model-path ${model.hfRepo} --context-length ${context} ` +
        `--mem-fraction-static ${random.pick([0.8, 0.85, 0.9])}${tp.replace("tensor-parallel-size", "tp")}${secret}`
      );
    case "tensorrt-llm":
      return (
        `trtllm-serve ${model.hfRepo} --max_seq_len ${context} --max_batch_size ` +
        `${random.pick([32, 64, 128])}${tp.replace("--tensor-parallel-size", "--tp_size")}`
      );
    case "mlx-lm":
      return `mlx_lm.server --model mlx-community/${model.hfRepo.split("/")[1]} --max-tokens 4096`;
    default:
      return (
        `vllm serve ${model.hfRepo} --max-model-len ${context} --gpu-memory-utilization ` +
        `${random.pick([0.85, 0.9, 0.92, 0.95])}${tp}${random.next() < 0.3 ? " --enable-prefix-caching" : ""}${secret}`
      );
  }
}

function pickFiles(random: Random, shape: RunShape, speed: number): RawFile[] {
  const suite = shape === "matrix" ? [] : SUITE_FILES.filter(() => shape !== "partial" || random.next() < 0.5);
  if (shape === "partial" && suite.length === 0) suite.push(must(SUITE_FILES[0], "a suite file"));
  const files = suite.map(({ file, test }) => scaleRawFile(file, speed * random.between(0.95, 1.05), test));
  if (shape === "matrix" || shape === "suite+matrix")
    files.push(scaleRawFile(MATRIX_FILE, speed * random.between(0.95, 1.05)));
  return files;
}

const START = Date.parse("2025-01-01T00:00:00Z");
const SPAN = Date.parse("2026-11-30T00:00:00Z") - START;

/** Everything about generated run `index` but its files: who ran what, where, how fast. */
export function generateRunSetup(seed: number, index: number) {
  const random = createRandom(seed * 1_000_003 + index);
  const model = random.pick(MODELS);
  const precision = random.pick(PRECISIONS);
  const hardware = pickHardware(random, model, precision);
  const engine = pickEngine(random, precision, hardware);
  const activeGB = (model.activeParamsB ?? model.paramsB) * precision.bytesPerParam;
  const engineFactor = engine.name === "llama.cpp" || engine.name === "mlx-lm" ? 0.8 : 1;
  /** How many times as fast as the reference setup (the fixtures' own). */
  const speed = Math.min(
    40,
    Math.max(
      0.05,
      (hardware.bandwidthGBs / activeGB / REFERENCE_DECODE_PER_GB) * engineFactor * random.between(0.75, 1.15),
    ),
  );
  const shape = pickShape(random);
  const context = random.pick([32768, 65536, 131072, 262144]);
  const metadata = {
    schemaVersion: 1 as const,
    model: {
      name: model.name,
      org: model.org,
      paramsB: model.paramsB,
      ...(model.activeParamsB !== undefined && { activeParamsB: model.activeParamsB }),
      architecture: model.activeParamsB !== undefined ? ("moe" as const) : ("dense" as const),
      hfRepo: model.hfRepo,
      precision: precision.name,
      quality: [
        { benchmark: "MMLU-Pro", value: model.quality, source: "Vendor model card" },
        { benchmark: "GPQA-Diamond", value: Math.max(10, model.quality - 12), source: "Vendor model card" },
      ],
    },
    hardware: {
      name: hardware.name,
      accelerator: hardware.accelerator,
      ...(hardware.count && { count: hardware.count }),
      memoryGB: hardware.memoryGB,
      memoryKind: hardware.memoryKind,
      bandwidthGBs: hardware.bandwidthGBs,
      ...(random.next() < 0.5 && {
        cpu: random.pick(["AMD EPYC 9554 (64C)", "Intel Xeon w5-3435X", "AMD Ryzen 9 7950X (16C)"]),
        ramGB: random.pick([64, 128, 256, 512]),
        os: "Ubuntu 24.04",
      }),
    },
    engine,
    launchCommand: launchCommand(random, engine.name, model, hardware, context),
    measuredAt: new Date(START + Math.floor(random.next() * SPAN)).toISOString(),
    maxContext: context,
    servedModel: (model.hfRepo.split("/")[1] ?? model.hfRepo).toLowerCase(),
    benchmarkTools: [{ name: "llama-benchy", version: "0.4.0" }],
  } satisfies Omit<RunBundleInput, "artifacts">;
  return { metadata, speed, shape, random };
}

export type RunSetup = ReturnType<typeof generateRunSetup>;

/**
 * The bundle of generated run `index` (0-based); the same seed and index give the same bundle.
 * Every bundle is distinct content (its own date, setup and figures).
 */
export function generateBundle(
  seed: number,
  index: number,
): { bundle: RunBundleInput; shape: RunShape; speed: number } {
  const { metadata, speed, shape, random } = generateRunSetup(seed, index);
  const files = pickFiles(random, shape, speed);
  const artifacts = files.map((file) => ({
    tool: file.tool,
    ...(file.test && { test: file.test }),
    fileName: file.name,
    content: file.text,
  }));
  return { bundle: { ...metadata, artifacts }, shape, speed };
}
