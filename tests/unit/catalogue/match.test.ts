/**
 * Issue 27: the names people and tools print find the shipped catalogue's entry. The 19 machines
 * of ../shared/real-world (by the name a contributor writes and by the accelerator its files
 * print), 40 more names as the tools print them, and the model of every llama.cpp row of those
 * files without a typed name.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { curatedHardwareListSchema, curatedModelListSchema } from "@/lib/catalogue/curated";
import { matchHardware, matchModel, splitCount, tokenizeName } from "@/lib/catalogue/match";
import { detectTool } from "@/lib/ingest/detect-tool";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { computeModelBase, normalizePrecision } from "@/lib/runs/parts";

const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), "utf8")) as unknown;
const hardware = curatedHardwareListSchema.parse(read("prisma/catalogue/hardware.json"));
const models = curatedModelListSchema.parse(read("prisma/catalogue/models.json"));
const FOLDER = path.resolve(process.cwd(), "../shared/real-world");
const manifests = JSON.parse(readFileSync(path.join(FOLDER, "manifests.json"), "utf8")) as Record<
  string,
  { hardware: { name: string; accelerator: string; count?: number; memoryGB: number } }
>;

function findHardware(printed: string, memoryGB?: number, count?: number) {
  return matchHardware([{ printed, from: "test" }], hardware, { memoryGB, count })?.entry.slug ?? null;
}

/** The entry each machine of the real-world files lands on, by its manifest's file. */
const MACHINES: Record<string, string | null> = {
  "sensura-san-llm-bench-rpi4-llama3.2-1b-Q4_K_M.json": "raspberry-pi-4",
  "khunguraharman-rtx3080-llama3.2-3b-q8_0-p512-n1024.json": "rtx-3080-10gb",
  "khunguraharman-m4-mac-mini-qwen3-4b-three-quants.json": "apple-m4",
  "lhl-strix-halo-gpt-oss-20b-rocwmma-depth-sweep.jsonl": "ryzen-ai-max-plus-395",
  "eliranwong-2x7900xtx-rocm-phi3-2024.md": "radeon-rx-7900-xtx",
  "eliranwong-gpd-pocket4-hx370-cpu-llama-8b.md": "ryzen-ai-9-hx-370",
  "kyuz0-intel-arc-pro-b70-vulkan-qwen3.5-9b-q8.log": "arc-pro-b70",
  "kyuz0-intel-arc-pro-b70-sycl-qwen3.5-9b-q8-d16384.log": "arc-pro-b70",
  "mixa3607-mi50-gfx906-rocm-six-models.md": "instinct-mi50-32gb",
  "ik_llama-disc459-VinnyG9-2xP100-qwen3-235b-ik-columns.md": "tesla-p100-pcie-16gb",
  "ik_llama-disc399-fizzAI-gtx1650s-mainline-cuda-blas-fa-sweep.md": "gtx-1650-super",
  "ik_llama-pr56-ikawrakow-metal-bf16-vs-f16-2024.md": "apple-m2-max",
  "ik_llama-issue539-jagusztinl-cobalt100-arm-rows-without-header.md": "azure-cobalt-100",
  "ik_llama-issue389-QuPengfei-batched-bench-cpu-qwen3-235b-crash.log": "intel-xeon-scalable-cpu",
  "ik_llama-issue629-sousekd-rtx5090-sweep-bench-windows.log": "rtx-5090",
  "djangodevreng-dgxspark-gpt-oss-20b-01-chat.log": "dgx-spark",
  "djangodevreng-dgxspark-nemotron-3-super-05-big-context.md": "dgx-spark",
  "mozilla-ai-exp-llama-benchy-l40s-qwen3.5-9b-llamacpp-pp2048-tg64.json": "l40s",
  "djangodevreng-dgxspark-gpt-oss-20b-10-monday-peak.json": "dgx-spark",
  "djangodevreng-dgxspark-gpt-oss-20b-10-monday-peak.log": "dgx-spark",
  "nerdalert-llmd-4xL40S-benchmark_serving-results.json": "l40s",
  // The refused file's "CI runner" with an "unknown" accelerator is no machine anyone can look up.
  "er0080-vllm-0.25.1-all-requests-failed.json": null,
  "kyuz0-r9700-vllm-qwen3-14b-fp8-qps4-console-wrapped.json": "radeon-ai-pro-r9700",
};

describe("the machines of published results", () => {
  it("names every file of the folder", () => {
    expect(Object.keys(MACHINES).sort()).toEqual(Object.keys(manifests).sort());
  });

  for (const [file, slug] of Object.entries(MACHINES)) {
    const { name, accelerator, count, memoryGB } = manifests[file]?.hardware ?? {
      name: "",
      accelerator: "",
      memoryGB: 0,
    };
    it(`${name} / ${accelerator} -> ${slug ?? "nothing"}`, () => {
      expect(findHardware(name, memoryGB, count)).toBe(slug);
      expect(findHardware(accelerator, memoryGB, count)).toBe(slug);
    });
  }
});

/** Names as llama.cpp, ROCm, nvidia-smi, Metal, SYCL and people print them, with the memory stated where it decides. */
const PRINTED: Array<[string, string, number?]> = [
  ["NVIDIA GeForce RTX 4090", "rtx-4090"],
  ["NVIDIA GeForce RTX 4090 D", "rtx-4090-d"],
  ["NVIDIA H100 80GB HBM3", "h100-sxm"],
  ["NVIDIA H100 PCIe", "h100-pcie"],
  ["AMD Radeon RX 7900 XTX", "radeon-rx-7900-xtx"],
  ["AMD Radeon RX 7900 XT", "radeon-rx-7900-xt"],
  ["gfx1100", "radeon-rx-7900-xtx"],
  ["gfx906", "instinct-mi50-32gb"],
  ["gfx942", "instinct-mi300x"],
  ["Radeon 8060S Graphics", "ryzen-ai-max-plus-395"],
  ["ROCm0: AMD Radeon Graphics (gfx1151)", "ryzen-ai-max-plus-395"],
  ["Apple M2 Ultra", "apple-m2-ultra"],
  ["Metal: Apple M3 Ultra", "apple-m3-ultra"],
  ["Apple M1", "apple-m1"],
  ["Apple M4 Max", "apple-m4-max-32-core-gpu", 36],
  ["Apple M4 Max", "apple-m4-max-40-core-gpu", 128],
  ["MacBook Pro M4 Pro", "apple-m4-pro", 48],
  ["Intel(R) Arc(TM) A770 Graphics", "arc-a770-16gb", 16],
  ["Intel(R) Arc(TM) A770 Graphics", "arc-a770-8gb", 8],
  ["Intel(R) Arc(TM) B580 Graphics", "arc-b580"],
  ["Vulkan0: NVIDIA GeForce RTX 3090 (NVIDIA) | uma: 0 | fp16: 1", "rtx-3090"],
  ["NVIDIA GeForce RTX 3090 Ti", "rtx-3090-ti"],
  ["NVIDIA GB10", "dgx-spark"],
  ["Tesla P100-PCIE-16GB", "tesla-p100-pcie-16gb"],
  ["Tesla P40", "tesla-p40"],
  ["Tesla V100-SXM2-32GB", "tesla-v100-sxm2-32gb"],
  ["NVIDIA A100-SXM4-80GB", "a100-sxm-80gb"],
  ["NVIDIA L4", "l4"],
  ["NVIDIA RTX A6000", "rtx-a6000"],
  ["NVIDIA RTX 6000 Ada Generation", "rtx-6000-ada"],
  ["NVIDIA GeForce RTX 3060", "rtx-3060-12gb", 12],
  ["NVIDIA GeForce RTX 3060", "rtx-3060-8gb", 8],
  ["CUDA0: NVIDIA GeForce RTX 4070 Ti SUPER", "rtx-4070-ti-super"],
  ["NVIDIA GeForce RTX 3080 Ti", "rtx-3080-ti"],
  ["NVIDIA GeForce GTX 1080 Ti", "gtx-1080-ti"],
  ["AMD Radeon RX 9070 XT", "radeon-rx-9070-xt"],
  ["AMD Radeon PRO W7900", "radeon-pro-w7900"],
  ["AMD Instinct MI300X", "instinct-mi300x"],
  ["Raspberry Pi 5", "raspberry-pi-5"],
  ["AWS Graviton4", "aws-graviton4"],
  ["2x RTX 3090", "rtx-3090"],
  ["8 × H100 SXM", "h100-sxm"],
];

describe("names as the tools print them", () => {
  it("are 40 or more", () => {
    expect(PRINTED.length).toBeGreaterThanOrEqual(40);
  });
  for (const [printed, slug, memoryGB] of PRINTED) {
    it(`${printed}${memoryGB ? ` (${memoryGB} GB)` : ""} -> ${slug}`, () => {
      expect(findHardware(printed, memoryGB)).toBe(slug);
    });
  }

  it("finds nothing for a name the catalogue does not hold, rather than a near one", () => {
    expect(findHardware("CI runner")).toBeNull();
    expect(findHardware("Graphics")).toBeNull();
    expect(findHardware("NVIDIA GeForce RTX 9999")).toBeNull();
  });

  it("ignores case, vendor words, trademarks and punctuation, and reads a count", () => {
    expect(tokenizeName("Intel(R) Arc(TM) Pro B70 Graphics")).toEqual(["pro", "b70"]);
    expect(tokenizeName("nvidia geforce rtx-4090")).toEqual(["rtx", "4090"]);
    expect(splitCount("2x RX 7900 XTX")).toEqual({ count: 2, name: "RX 7900 XTX" });
  });
});

describe("the model of a llama.cpp row, without a typed name", () => {
  /** Each model type the real-world files print, with the parameter count, to the entry it is. */
  const expected: Record<string, string> = {
    "llama 7B Q4_K - Medium": "phi-3-mini-4k-instruct",
    "qwen3moe 30B.A3B IQ4_XS - 4.25 bpw": "qwen3-30b-a3b",
    "qwen3moe ?B Q2_K - Medium": "qwen3-235b-a22b",
    "qwen3 4B Q8_0": "qwen3-4b",
    "qwen35 9B Q8_0": "qwen3-5-9b",
    "gpt-oss 20B F16": "gpt-oss-20b",
    "gemma3 12B Q8_0": "gemma-3-12b-it",
    "gemma3 27B F16": "gemma-3-27b-it",
    "gemma3n E4B Q8_0": "gemma-3n-e4b-it",
    "llama4 17Bx16E (Scout) Q3_K - Medium": "llama-4-scout-17b-16e-instruct",
    "qwen3 14B Q4_K - Small": "qwen3-14b",
  };
  const rows = new Map<string, number | null>();
  for (const file of Object.keys(manifests)) {
    const text = readFileSync(path.join(FOLDER, file), "utf8");
    const tool = detectTool(text);
    if (!tool?.startsWith("llama-")) continue;
    for (const part of parseArtifactFile(tool, text).parts) {
      const label = part.part?.modelLabel ?? part.setup?.modelType;
      if (label) rows.set(label, part.setup?.modelParams ? part.setup.modelParams / 1e9 : null);
    }
  }

  for (const [label, slug] of Object.entries(expected)) {
    it(`${label} -> ${slug}`, () => {
      expect(rows.has(label)).toBe(true);
      const found = matchModel(
        { label: { printed: computeModelBase(label), from: "test" }, paramsB: rows.get(label) },
        models,
      );
      expect(found?.entry.slug).toBe(slug);
    });
  }

  it("reads the quantization as its file names say it", () => {
    expect(normalizePrecision("Q4_K - Medium")).toBe("Q4_K_M");
    expect(normalizePrecision("IQ4_XS - 4.25 bpw")).toBe("IQ4_XS");
    expect(normalizePrecision("Q2_K - Medium")).toBe("Q2_K");
    expect(normalizePrecision("Q4_K - Small")).toBe("Q4_K_S");
  });

  it("takes the typed name or repository first, and a served name without its quantization", () => {
    const find = (clues: Parameters<typeof matchModel>[0]) => matchModel(clues, models)?.entry.slug ?? null;
    expect(find({ name: { printed: "DeepSeek-R1-Distill-Llama-8B", from: "model.name" } })).toBe(
      "deepseek-r1-distill-llama-8b",
    );
    expect(find({ hfRepo: { printed: "RedHatAI/Qwen3-14B-FP8-dynamic", from: "model.hfRepo" } })).toBe("qwen3-14b");
    expect(find({ label: { printed: "Qwen3.5-9B-Q4_K_M-llamacpp", from: "file" } })).toBe("qwen3-5-9b");
    expect(find({ name: { printed: "My-Finetune-8B", from: "model.name" } })).toBeNull();
  });
});
