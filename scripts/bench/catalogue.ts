/**
 * What generated runs are made of: real model families, precisions, hardware and engines,
 * with the figures that decide how fast a run is (weights size, memory bandwidth).
 */

export type BenchModel = {
  org: string;
  name: string;
  paramsB: number;
  activeParamsB?: number;
  hfRepo: string;
  quality: number;
};

export type BenchHardware = {
  name: string;
  accelerator: string;
  count?: number;
  memoryGB: number;
  memoryKind: "discrete" | "unified";
  bandwidthGBs: number;
};

export type BenchPrecision = { name: string; bytesPerParam: number };

export type BenchEngine = { name: string; versions: string[]; backend?: string };

const model = (
  org: string,
  name: string,
  paramsB: number,
  hfRepo: string,
  quality: number,
  activeParamsB?: number,
): BenchModel => ({
  org,
  name,
  paramsB,
  hfRepo,
  quality,
  ...(activeParamsB !== undefined && { activeParamsB }),
});

export const MODELS: BenchModel[] = [
  model("Alibaba", "Qwen3.5-0.8B", 0.8, "Qwen/Qwen3.5-0.8B", 38),
  model("Alibaba", "Qwen3.5-2B", 2, "Qwen/Qwen3.5-2B", 49),
  model("Alibaba", "Qwen3.5-4B", 4, "Qwen/Qwen3.5-4B", 63),
  model("Alibaba", "Qwen3.5-9B", 9, "Qwen/Qwen3.5-9B", 76),
  model("Alibaba", "Qwen3.5-27B", 27, "Qwen/Qwen3.5-27B", 81),
  model("Alibaba", "Qwen3.5-35B-A3B", 35, "Qwen/Qwen3.5-35B-A3B", 79, 3),
  model("Alibaba", "Qwen3.5-122B-A10B", 122, "Qwen/Qwen3.5-122B-A10B", 84, 10),
  model("Alibaba", "Qwen3-Coder-30B-A3B", 30.5, "Qwen/Qwen3-Coder-30B-A3B-Instruct", 72, 3.3),
  model("Meta", "Llama 3.1 8B Instruct", 8, "meta-llama/Llama-3.1-8B-Instruct", 48),
  model("Meta", "Llama 3.3 70B Instruct", 70.6, "meta-llama/Llama-3.3-70B-Instruct", 68),
  model("Meta", "Llama 4 Scout", 109, "meta-llama/Llama-4-Scout-17B-16E-Instruct", 70, 17),
  model("Meta", "Llama 4 Maverick", 400, "meta-llama/Llama-4-Maverick-17B-128E-Instruct", 77, 17),
  model("Google", "Gemma 3 4B", 4.3, "google/gemma-3-4b-it", 45),
  model("Google", "Gemma 3 12B", 12.2, "google/gemma-3-12b-it", 60),
  model("Google", "Gemma 3 27B", 27.4, "google/gemma-3-27b-it", 67),
  model("Mistral AI", "Ministral 8B", 8, "mistralai/Ministral-8B-Instruct-2410", 46),
  model("Mistral AI", "Mistral Small 3.2 24B", 24, "mistralai/Mistral-Small-3.2-24B-Instruct-2506", 66),
  model("Mistral AI", "Mistral Large 2", 123, "mistralai/Mistral-Large-Instruct-2411", 72),
  model("Mistral AI", "Mixtral 8x7B", 46.7, "mistralai/Mixtral-8x7B-Instruct-v0.1", 52, 12.9),
  model("DeepSeek", "DeepSeek-V3.1", 671, "deepseek-ai/DeepSeek-V3.1", 86, 37),
  model("DeepSeek", "DeepSeek-R1-Distill-Qwen-32B", 32.8, "deepseek-ai/DeepSeek-R1-Distill-Qwen-32B", 71),
  model("OpenAI", "gpt-oss-20b", 21, "openai/gpt-oss-20b", 74, 3.6),
  model("OpenAI", "gpt-oss-120b", 117, "openai/gpt-oss-120b", 82, 5.1),
  model("Microsoft", "Phi-4", 14.7, "microsoft/phi-4", 66),
  model("Microsoft", "Phi-4-mini-instruct", 3.8, "microsoft/Phi-4-mini-instruct", 52),
  model("Zhipu AI", "GLM-4.5-Air", 106, "zai-org/GLM-4.5-Air", 80, 12),
  model("Moonshot AI", "Kimi K2 Instruct", 1000, "moonshotai/Kimi-K2-Instruct", 85, 32),
  model("IBM", "Granite 3.3 8B Instruct", 8.2, "ibm-granite/granite-3.3-8b-instruct", 47),
  model("NVIDIA", "Nemotron Nano 9B v2", 9, "nvidia/NVIDIA-Nemotron-Nano-9B-v2", 64),
  model("Allen AI", "OLMo 2 32B Instruct", 32, "allenai/OLMo-2-0325-32B-Instruct", 58),
];

export const PRECISIONS: BenchPrecision[] = [
  { name: "BF16", bytesPerParam: 2 },
  { name: "FP8", bytesPerParam: 1 },
  { name: "AWQ 4-bit", bytesPerParam: 0.56 },
  { name: "GPTQ 4-bit", bytesPerParam: 0.56 },
  { name: "NVFP4", bytesPerParam: 0.56 },
  { name: "MXFP4", bytesPerParam: 0.53 },
  { name: "GGUF Q4_K_M", bytesPerParam: 0.6 },
  { name: "GGUF Q8_0", bytesPerParam: 1.06 },
];

export const HARDWARE: BenchHardware[] = [
  { name: "RTX 3090", accelerator: "NVIDIA RTX 3090", memoryGB: 24, memoryKind: "discrete", bandwidthGBs: 936 },
  {
    name: "RTX 3090",
    accelerator: "NVIDIA RTX 3090",
    count: 2,
    memoryGB: 48,
    memoryKind: "discrete",
    bandwidthGBs: 1872,
  },
  { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete", bandwidthGBs: 1008 },
  { name: "RTX 5090", accelerator: "NVIDIA RTX 5090", memoryGB: 32, memoryKind: "discrete", bandwidthGBs: 1792 },
  {
    name: "RTX PRO 6000 Blackwell",
    accelerator: "NVIDIA RTX PRO 6000",
    memoryGB: 96,
    memoryKind: "discrete",
    bandwidthGBs: 1792,
  },
  { name: "L40S", accelerator: "NVIDIA L40S", memoryGB: 48, memoryKind: "discrete", bandwidthGBs: 864 },
  { name: "A100 80GB", accelerator: "NVIDIA A100 SXM4 80GB", memoryGB: 80, memoryKind: "discrete", bandwidthGBs: 2039 },
  {
    name: "A100 80GB",
    accelerator: "NVIDIA A100 SXM4 80GB",
    count: 4,
    memoryGB: 320,
    memoryKind: "discrete",
    bandwidthGBs: 8156,
  },
  { name: "H100 SXM", accelerator: "NVIDIA H100 SXM5 80GB", memoryGB: 80, memoryKind: "discrete", bandwidthGBs: 3350 },
  {
    name: "H100 SXM",
    accelerator: "NVIDIA H100 SXM5 80GB",
    count: 8,
    memoryGB: 640,
    memoryKind: "discrete",
    bandwidthGBs: 26800,
  },
  { name: "H200 NVL", accelerator: "NVIDIA H200 NVL", memoryGB: 141, memoryKind: "discrete", bandwidthGBs: 4800 },
  { name: "B200", accelerator: "NVIDIA B200", count: 8, memoryGB: 1440, memoryKind: "discrete", bandwidthGBs: 64000 },
  { name: "MI300X", accelerator: "AMD Instinct MI300X", memoryGB: 192, memoryKind: "discrete", bandwidthGBs: 5300 },
  {
    name: "Radeon RX 7900 XTX",
    accelerator: "AMD Radeon RX 7900 XTX",
    memoryGB: 24,
    memoryKind: "discrete",
    bandwidthGBs: 960,
  },
  { name: "DGX Spark", accelerator: "NVIDIA GB10", memoryGB: 128, memoryKind: "unified", bandwidthGBs: 273 },
  {
    name: "Ryzen AI Max+ 395",
    accelerator: "AMD Radeon 8060S",
    memoryGB: 128,
    memoryKind: "unified",
    bandwidthGBs: 256,
  },
  {
    name: "Mac Studio M3 Ultra",
    accelerator: "Apple M3 Ultra",
    memoryGB: 512,
    memoryKind: "unified",
    bandwidthGBs: 819,
  },
  { name: "MacBook Pro M4 Max", accelerator: "Apple M4 Max", memoryGB: 128, memoryKind: "unified", bandwidthGBs: 546 },
];

export const ENGINES: BenchEngine[] = [
  { name: "vllm", versions: ["0.24.0", "0.25.1", "0.26.0", "0.28.2", "0.30.0", "0.32.0"], backend: "cuda" },
  { name: "sglang", versions: ["0.5.2", "0.5.4", "0.6.0"], backend: "cuda" },
  { name: "llama.cpp", versions: ["b6500", "b6800", "b7100", "b7400"] },
  { name: "tensorrt-llm", versions: ["1.0.0", "1.1.0"], backend: "cuda" },
  { name: "mlx-lm", versions: ["0.28.0", "0.29.1"], backend: "metal" },
];

/** The fixture runs' own setup: Qwen3.5-9B BF16 on a DGX Spark, 14.2 tok/s single-user decode. */
export const REFERENCE_DECODE_PER_GB = 273 / 18;
