/**
 * The curated catalogue as the repository ships it (prisma/catalogue/hardware.json and
 * models.json): one entry per accelerator (a GPU, an SoC, a class of CPU) and per open-weight
 * model, each fact with the page it comes from and the day it was read there, and the names the
 * tools print for it. Loaded on start (lib/catalogue/load-curated.ts); matched against what
 * uploads name (lib/catalogue/match.ts). Safe to import on the client; pure.
 */
import { z } from "zod";

const text = (max: number) => z.string().trim().min(1).max(max);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day is written YYYY-MM-DD.");
const url = z
  .string()
  .max(500)
  .regex(/^https:\/\/[^\s]+$/, "A source is an https:// address.");

export const CURATED_SEGMENTS = [
  "datacenter",
  "workstation",
  "consumer",
  "embedded",
  "apple",
  "integrated",
  "cpu",
  "accelerator",
] as const;

export const curatedHardwareSchema = z
  .object({
    /** The entry's address on the site: /hardware/<slug>; stable once published. */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A slug is lower-case words joined by '-'."),
    /** How the site names it: "RTX 4090", "Instinct MI300X", "Apple M4 Max (40-core GPU)". */
    name: text(120),
    vendor: text(60),
    segment: z.enum(CURATED_SEGMENTS),
    /** The chip architecture: "Ada Lovelace", "CDNA 3", "RDNA 4", "Apple M4", "Zen 5". */
    architecture: text(80),
    /** Memory of one accelerator, in GB (a configurable SoC or CPU class: the largest sold, see memoryOptionsGB). */
    memoryGB: z.number().positive().max(100_000),
    /** "discrete": the accelerator's own memory (VRAM, HBM); "unified": shared with the CPU. */
    memoryKind: z.enum(["discrete", "unified"]),
    /** "GDDR6X", "HBM3e", "LPDDR5X", "DDR5" ... */
    memoryType: text(40),
    /**
     * For SoCs and CPU classes sold with several memory sizes (Macs, Strix Halo, Raspberry Pi, servers):
     * the sizes it is sold with. A run keeps its own machine's size; the entry's facts stay one.
     */
    memoryOptionsGB: z.array(z.number().positive()).max(20).optional(),
    /** Peak memory bandwidth of one accelerator, in GB/s (vendor's figure). */
    bandwidthGBs: z.number().positive().max(100_000),
    /** Board power (TBP/TDP) of one accelerator in watts, as its vendor specifies it; absent if none is given. */
    boardPowerW: z.number().positive().max(10_000).optional(),
    /** Launch price of one accelerator in US dollars (MSRP); absent when none was announced. */
    launchPriceUsd: z.number().positive().max(1_000_000).optional(),
    launchDate: day.optional(),
    /** The vendor's specification page (or datasheet) for every fact above. */
    source: url,
    /** Where the price comes from, when not the spec page. */
    priceSource: url.optional(),
    /** The day the facts were read from their source. */
    asOf: day,
    /**
     * Names as the tools and people print them: "NVIDIA GeForce RTX 4090", "gfx1100", "Radeon 8060S Graphics",
     * "Tesla P100-PCIE-16GB". Matching ignores case, vendor words, trademarks and punctuation (lib/catalogue/match.ts).
     */
    aliases: z.array(text(120)).max(40),
  })
  .strict();

export const curatedModelSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A slug is lower-case words joined by '-'."),
    /** As its publisher names it on Hugging Face: "Qwen3-30B-A3B", "gpt-oss-20b", "Llama-3.1-8B-Instruct". */
    name: text(120),
    /** The publisher: "Alibaba", "Meta", "OpenAI", "Google", "Mistral AI", "DeepSeek", "Microsoft", "NVIDIA" ... */
    org: text(80),
    /** Total parameters in billions, as the model card or config states (two decimals). */
    paramsB: z.number().positive().max(100_000),
    /** Parameters active per token for a mixture of experts, in billions; absent for dense models. */
    activeParamsB: z.number().positive().max(100_000).optional(),
    architecture: z.enum(["dense", "moe"]),
    /** Context length in tokens the model card states (native, without extension unless the card says so). */
    contextLength: z.number().int().positive().max(100_000_000),
    /** The weights' Hugging Face repository, "owner/name". */
    hfRepo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, "A repository is owner/name."),
    /** The model card (or the publisher's page) the facts were read from. */
    source: url,
    asOf: day,
    /** Other names people and tools use: "Qwen3 30B A3B", "qwen3:30b-a3b" (Ollama), a GGUF repository's name. */
    aliases: z.array(text(160)).max(40),
    /**
     * What llama.cpp prints as the model type before the quantization (general.architecture and its size label):
     * "qwen3moe 30B.A3B", "gpt-oss 20B", "llama 8B". Several models may share one; the parameter count decides.
     */
    llamaCppNames: z.array(text(80)).max(10),
  })
  .strict();

export type CuratedHardware = z.output<typeof curatedHardwareSchema>;
export type CuratedModel = z.output<typeof curatedModelSchema>;

export const curatedHardwareListSchema = z.array(curatedHardwareSchema);
export const curatedModelListSchema = z.array(curatedModelSchema);
