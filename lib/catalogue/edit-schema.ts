/**
 * An admin's edit of a catalogue entry's facts on /admin/catalogue (issue 27): the form's fields
 * as they arrive (texts), checked and turned into column values. An empty optional field clears
 * its column; a list (aliases, llama.cpp names) is one item a line. Pure; safe on the client.
 */
import { z } from "zod";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const catalogueSlugSchema = z.string().regex(SLUG, "A slug is lower-case words joined by '-'.");

/** A form field's text, trimmed; absent reads as empty. */
const trimmed = z.preprocess((value) => (typeof value === "string" ? value.trim() : value), z.string());

/** A field's text as a number: empty is null; "1,008" and "1 008" as people write them; else NaN. */
function readNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return null;
  const number = Number(text.replace(/[,\s_]/g, ""));
  return Number.isFinite(number) ? number : Number.NaN;
}

/** A number within (0, max], whole when `integer`. */
function positive(max: number, integer = false) {
  const number = z
    .number({ message: "Enter a number." })
    .positive("Enter a number above 0.")
    .max(max, `Enter a number of at most ${max}.`);
  return integer ? number.int("Enter a whole number.") : number;
}

/** A number field that must be filled in. */
const requiredNumber = (max: number) => z.preprocess(readNumber, positive(max));

/** A number field that may be left empty (null). */
const optionalNumber = (max: number, integer = false) => z.preprocess(readNumber, positive(max, integer).nullable());

/** A text field of at most `max` characters; empty is null. */
const optionalText = (max: number) =>
  trimmed.pipe(z.string().max(max, `At most ${max} characters.`)).transform((text) => (text === "" ? null : text));

const optionalMatch = (pattern: RegExp, message: string, max: number) =>
  trimmed
    .pipe(z.string().max(max, `At most ${max} characters.`))
    .refine((text) => text === "" || pattern.test(text), message)
    .transform((text) => (text === "" ? null : text));

const sourceField = optionalMatch(/^https:\/\/\S+$/, "A source is an https:// address.", 500);
const dayField = optionalMatch(/^\d{4}-\d{2}-\d{2}$/, "A day is written YYYY-MM-DD.", 10);

/** One name a line: blank lines dropped, repeats kept once. */
function linesField(maxItems: number, maxLength: number) {
  return z
    .preprocess((value) => (typeof value === "string" ? value : ""), z.string())
    .transform((text) => [
      ...new Set(
        text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(maxLength, `Each line holds at most ${maxLength} characters.`))
        .max(maxItems, `At most ${maxItems} lines.`),
    );
}

export const hardwareEditSchema = z.object({
  slug: catalogueSlugSchema,
  memoryGB: requiredNumber(100_000),
  memoryType: optionalText(40),
  bandwidthGBs: optionalNumber(100_000),
  boardPowerW: optionalNumber(10_000),
  priceUsd: optionalNumber(1_000_000),
  priceAsOf: dayField,
  priceSource: optionalText(500),
  specSource: sourceField,
  aliases: linesField(40, 120),
});

export const modelEditSchema = z
  .object({
    slug: catalogueSlugSchema,
    paramsB: requiredNumber(100_000),
    activeParamsB: optionalNumber(100_000),
    architecture: z.enum(["dense", "moe"], { message: 'The architecture is "dense" or "moe".' }),
    contextLength: optionalNumber(100_000_000, true),
    hfRepo: optionalMatch(/^[\w.-]+\/[\w.-]+$/, "A repository is owner/name.", 200),
    specSource: sourceField,
    aliases: linesField(40, 160),
    llamaCppNames: linesField(10, 80),
  })
  .superRefine((model, context) => {
    if (model.activeParamsB !== null && model.activeParamsB > model.paramsB) {
      context.addIssue({
        code: "custom",
        path: ["activeParamsB"],
        message: "Active parameters cannot exceed the total.",
      });
    }
  });

export type HardwareEdit = z.output<typeof hardwareEditSchema>;
export type ModelEdit = z.output<typeof modelEditSchema>;

/** The columns each form edits, in the form's order. */
export const HARDWARE_EDIT_FIELDS = [
  "memoryGB",
  "memoryType",
  "bandwidthGBs",
  "boardPowerW",
  "priceUsd",
  "priceAsOf",
  "priceSource",
  "specSource",
  "aliases",
] as const satisfies ReadonlyArray<keyof HardwareEdit>;

export const MODEL_EDIT_FIELDS = [
  "paramsB",
  "activeParamsB",
  "architecture",
  "contextLength",
  "hfRepo",
  "specSource",
  "aliases",
  "llamaCppNames",
] as const satisfies ReadonlyArray<keyof ModelEdit>;

/** Facts whose change alters the figures of the entry's runs (as the catalogue's load counts them). */
export const FIGURE_FACTS: ReadonlySet<string> = new Set([
  "bandwidthGBs",
  "priceUsd",
  "boardPowerW",
  "paramsB",
  "activeParamsB",
  "architecture",
]);

/**
 * Columns that go with an edited one: a price's day and source with the price, a board power's
 * source with the power. Marked edited together, so that the next load of the shipped catalogue
 * does not pair the admin's figure with the shipped source.
 */
export const TIED_COLUMNS: Partial<Record<string, readonly string[]>> = {
  priceUsd: ["priceAsOf", "priceSource"],
  priceAsOf: ["priceUsd", "priceSource"],
  priceSource: ["priceUsd", "priceAsOf"],
  boardPowerW: ["boardPowerSource"],
};

/** Every column the two forms edit: each has its label and its error message. */
export const EDIT_FIELDS = [...new Set([...HARDWARE_EDIT_FIELDS, ...MODEL_EDIT_FIELDS])];
export type EditFieldName = (typeof EDIT_FIELDS)[number];
export const isEditField = (column: string): column is EditFieldName => (EDIT_FIELDS as string[]).includes(column);

export const CATALOGUE_EDIT_ACTION = "catalogue.edit";

/** Paging of the catalogue page: 50 entries a section, the filter's text. */
export const CATALOGUE_PAGE_SIZE = 50;

const pageNumber = z.coerce.number().int().min(1).max(10_000).catch(1);

export const catalogueQuerySchema = z.object({
  q: z
    .preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().trim().max(100))
    .catch("")
    .default(""),
  hardwarePage: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), pageNumber).default(1),
  modelsPage: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), pageNumber).default(1),
});

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
