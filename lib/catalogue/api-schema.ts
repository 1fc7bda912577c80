/**
 * What GET /api/v1/catalogue and GET /api/v1/catalogue/match answer, and the match's query:
 * the zod schemas the routes document and the upload form reads the answer by. Pure; safe to
 * import on the client (it holds no catalogue data).
 */
import { z } from "zod";

const source = z.string().nullable().describe("Where the entry's facts come from (the vendor's or the card's page)");
const asOf = z.string().nullable().describe("The day the facts were read there (YYYY-MM-DD)");

export const catalogueHardwareSchema = z.object({
  slug: z.string(),
  name: z.string(),
  curated: z.boolean().describe("Whether the entry is the shipped catalogue's (false: an upload created it)"),
  vendor: z.string().nullable(),
  segment: z.string().nullable(),
  architecture: z.string().nullable(),
  memoryGB: z.number(),
  memoryKind: z.enum(["discrete", "unified"]),
  memoryType: z.string().nullable(),
  memoryOptionsGB: z.array(z.number()),
  bandwidthGBs: z.number().nullable(),
  boardPowerW: z.number().nullable(),
  priceUsd: z.number().nullable(),
  priceAsOf: z.string().nullable(),
  launchDate: z.string().nullable(),
  aliases: z.array(z.string()),
  source,
  asOf,
  url: z.string().describe("The entry's page on the site"),
});

export const catalogueModelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  curated: z.boolean().describe("Whether the entry is the shipped catalogue's (false: an upload created it)"),
  org: z.string(),
  paramsB: z.number(),
  activeParamsB: z.number().nullable(),
  architecture: z.enum(["dense", "moe"]),
  contextLength: z.number().int().nullable(),
  hfRepo: z.string().nullable(),
  aliases: z.array(z.string()),
  llamaCppNames: z.array(z.string()),
  source,
  asOf,
  url: z.string().describe("The entry's page on the site"),
});

export const catalogueSchema = z
  .object({ hardware: z.array(catalogueHardwareSchema), models: z.array(catalogueModelSchema) })
  .describe("The hardware and models the arena knows, with their facts and sources");

export type CatalogueListing = z.output<typeof catalogueSchema>;

export const catalogueMatchSchema = z
  .object({
    hardware: z
      .object({
        printed: z.string().describe("The name that found the entry, as it was sent"),
        entry: z.object({
          slug: z.string(),
          name: z.string(),
          accelerator: z.string(),
          memoryGB: z.number(),
          memoryKind: z.enum(["discrete", "unified"]),
          memoryType: z.string().nullable(),
          memoryOptionsGB: z.array(z.number()),
          bandwidthGBs: z.number().nullable(),
          source,
        }),
        count: z.number().int().describe("Accelerators of the entry the machine has"),
      })
      .nullable(),
    model: z
      .object({
        printed: z.string().describe("The name that found the entry, as it was sent"),
        entry: z.object({
          slug: z.string(),
          name: z.string(),
          org: z.string(),
          paramsB: z.number(),
          activeParamsB: z.number().nullable(),
          architecture: z.enum(["dense", "moe"]),
          hfRepo: z.string().nullable(),
          source,
        }),
      })
      .nullable(),
    precision: z.string().nullable().describe("The quantization the label or the file name states, e.g. Q4_K_M"),
  })
  .describe("The catalogue entries an upload's printed names denote");

export type CatalogueMatchAnswer = z.output<typeof catalogueMatchSchema>;

const text = (name: string, description: string) =>
  z.string().max(300, `The ${name} parameter is at most 300 characters.`).optional().describe(description);

const positive = (name: string, description: string) =>
  z.coerce
    .number({ error: `The ${name} parameter is a number.` })
    .refine((value) => Number.isFinite(value) && value > 0, `The ${name} parameter is a positive number.`)
    .optional()
    .describe(description);

/** GET /api/v1/catalogue/match's query: every parameter optional, each bounded (400 naming it). */
export const catalogueMatchQuerySchema = z.object({
  hardware: text("hardware", "The machine or accelerator as printed, e.g. NVIDIA GeForce RTX 3080"),
  memoryGB: positive("memoryGB", "The machine's whole accelerator memory in GB, to tell sizes of one card apart"),
  count: positive("count", "How many accelerators the machine has"),
  model: text("model", "The model's name or repository as typed, or its file's name"),
  label: text("label", "The model type llama.cpp prints, e.g. qwen3moe 30B.A3B Q8_0"),
  params: positive("params", "The parameters the file states, in billions"),
  file: text("file", "The model file's name, e.g. Qwen3.5-9B-UD-Q4_K_XL.gguf"),
});

export type CatalogueMatchQuery = z.output<typeof catalogueMatchQuerySchema>;
