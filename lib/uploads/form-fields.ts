/**
 * The upload form's fields, the manifest they make, and what the form says about refused input:
 * each problem next to its field in plain words, whether the form's own check or the server found
 * it. Field names are the manifest's paths ("model.name"), so that an issue's path names its field.
 * Pure; safe to import on the client.
 */
import type { z } from "zod";
import { fill, type Texts } from "@/lib/i18n/fill";
import { runBundleSchema } from "@/lib/runs/schema";

export type FieldKind = "text" | "number" | "integer" | "date" | "textarea" | "select";

/** The words of the fields and of the form's checks, in the page's language (lib/i18n/messages). */
export type UploadTexts = { fields: Texts<"UploadFields">; checks: Texts<"UploadChecks"> };

/** One field's words: its label, what to say when it is empty, and its hint and placeholder if any. */
export type FieldTexts = {
  label: string;
  missing: string;
  hint?: string;
  placeholder?: string;
  options?: Record<string, string>;
};

export type FormField = {
  name: string;
  /** Its words' key in the catalogue's `UploadFields`. */
  key: keyof Texts<"UploadFields">;
  kind: FieldKind;
  required?: boolean;
  /** An example in no language (a model, a command); a placeholder in words is in the catalogue. */
  placeholder?: string;
  /** The values of a select, in order; their words are the field's `options`. */
  options?: readonly string[];
  /** Spans the form's width (texts and long single lines). */
  wide?: boolean;
};

/** A field's words in the form's language. */
export const fieldTexts = (texts: UploadTexts, field: FormField): FieldTexts => texts.fields[field.key];

/** What the files do not say about the run: the model, the hardware, the engine, the launch. */
export const RUN_FIELDS: FormField[] = [
  { name: "model.name", key: "modelName", kind: "text", required: true, placeholder: "Qwen3.5-9B" },
  { name: "model.org", key: "modelOrg", kind: "text", required: true, placeholder: "Alibaba" },
  {
    name: "model.precision",
    key: "modelPrecision",
    kind: "text",
    required: true,
    placeholder: "BF16, FP8, AWQ 4-bit, GGUF Q4_K_M",
  },
  { name: "model.paramsB", key: "modelParams", kind: "number", required: true, placeholder: "9" },
  { name: "model.architecture", key: "modelArchitecture", kind: "select", required: true, options: ["dense", "moe"] },
  { name: "model.activeParamsB", key: "modelActiveParams", kind: "number" },
  { name: "model.hfRepo", key: "modelHfRepo", kind: "text", placeholder: "Qwen/Qwen3.5-9B" },
  { name: "hardware.name", key: "hardwareName", kind: "text", required: true, placeholder: "RTX 4090" },
  {
    name: "hardware.accelerator",
    key: "hardwareAccelerator",
    kind: "text",
    required: true,
    placeholder: "NVIDIA RTX 4090",
  },
  { name: "hardware.count", key: "hardwareCount", kind: "integer", placeholder: "1" },
  { name: "hardware.memoryGB", key: "hardwareMemory", kind: "number", required: true, placeholder: "24" },
  {
    name: "hardware.memoryKind",
    key: "hardwareMemoryKind",
    kind: "select",
    required: true,
    options: ["discrete", "unified"],
  },
  { name: "hardware.bandwidthGBs", key: "hardwareBandwidth", kind: "number", placeholder: "1008" },
  { name: "engine.name", key: "engineName", kind: "text", required: true, placeholder: "vllm, sglang, llama.cpp" },
  { name: "engine.version", key: "engineVersion", kind: "text", required: true, placeholder: "0.26.0" },
  { name: "servedModel", key: "servedModel", kind: "text", placeholder: "qwen3.5-9b" },
  { name: "maxContext", key: "maxContext", kind: "integer", placeholder: "131072" },
  // optional: left empty, each run is dated by its file (llama-bench's test_time), else the upload asks
  { name: "measuredAt", key: "measuredAt", kind: "date" },
  {
    name: "launchCommand",
    key: "launchCommand",
    kind: "textarea",
    required: true,
    placeholder: "vllm serve Qwen/Qwen3.5-9B --max-model-len 131072 …",
  },
];

/** The host around the accelerators, and anything else worth saying. */
export const HOST_FIELDS: FormField[] = [
  { name: "hardware.cpu", key: "hostCpu", kind: "text", placeholder: "AMD Ryzen 9 7950X" },
  { name: "hardware.ramGB", key: "hostRam", kind: "number", placeholder: "64" },
  { name: "hardware.os", key: "hostOs", kind: "text", placeholder: "Ubuntu 24.04, driver 570" },
  { name: "notes", key: "notes", kind: "textarea" },
];

/** What the model answered, for the admins' sanity check: pasted or read from a file. */
export const SANITY_FIELDS: FormField[] = [
  { name: "sanity.0.prompt", key: "sanityPrompt", kind: "text", wide: true },
  { name: "sanity.0.output", key: "sanityOutput", kind: "textarea" },
];

export const FORM_FIELDS = [...RUN_FIELDS, ...HOST_FIELDS, ...SANITY_FIELDS];

/** The prompt stored with a sanity answer given without one. */
export const UNSTATED_SANITY_PROMPT = "(the prompt was not given with the answer)";

/** The manifest (a run bundle without artifacts) from the form's values; empty fields are left out. */
export function buildManifest(values: Record<string, string>): Record<string, unknown> {
  // the nested objects always, so that a missing value is named by its field, not as a missing object
  const manifest: Record<string, unknown> = { schemaVersion: 1, model: {}, hardware: {}, engine: {} };
  const set = (path: string, value: unknown) => {
    const [head = path, tail] = path.split(".");
    if (!tail) manifest[head] = value;
    else manifest[head] = { ...(manifest[head] as Record<string, unknown> | undefined), [tail]: value };
  };
  for (const field of [...RUN_FIELDS, ...HOST_FIELDS]) {
    const value = (values[field.name] ?? "").trim();
    if (value === "") continue;
    set(field.name, field.kind === "number" || field.kind === "integer" ? Number(value) : value);
  }
  const output = values["sanity.0.output"] ?? "";
  if (output.trim() !== "") {
    manifest.sanity = [{ prompt: (values["sanity.0.prompt"] ?? "").trim() || UNSTATED_SANITY_PROMPT, output }];
  }
  return manifest;
}

const manifestSchema = runBundleSchema.omit({ artifacts: true });

type ZodIssue = z.core.$ZodIssue;

const fieldOf = (path: string) => FORM_FIELDS.find((field) => field.name === path);

/** A problem with a field, in words a contributor reads: what to enter, not what the schema expected. */
function describeIssue(field: FormField, issue: ZodIssue, texts: UploadTexts): string {
  const { checks } = texts;
  const missing = fieldTexts(texts, field).missing;
  const isNumber = field.kind === "number" || field.kind === "integer";
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return missing;
      if (issue.expected === "int") return checks.wholeNumber;
      return isNumber ? checks.number : checks.text;
    case "too_big": {
      const max = Number(issue.maximum).toLocaleString("en");
      if (issue.origin !== "string") return fill(checks.atMost, { max });
      const length = String(issue.input ?? "").length.toLocaleString("en");
      return fill(checks.atMostCharactersHas, { max, length });
    }
    case "too_small":
      return issue.origin === "string" ? missing : checks.aboveZero;
    case "invalid_value":
      return checks.chooseOption;
    case "invalid_format":
    case "invalid_union":
      return field.kind === "date" ? checks.date : checks.form;
    default:
      return field.kind === "integer" ? checks.wholeNumber : issue.message;
  }
}

export type FormProblems = {
  /** One message per field, by field name. */
  fields: Record<string, string>;
  /** One message per file, by its position in the upload. */
  files: Record<number, string>;
  /** Problems with the upload as a whole. */
  form: string[];
};

export const NO_PROBLEMS: FormProblems = { fields: {}, files: {}, form: [] };

export function hasProblems(problems: FormProblems): boolean {
  return Object.keys(problems.fields).length + Object.keys(problems.files).length + problems.form.length > 0;
}

/** The form's own check of the manifest, with the server's schema: nothing is sent when it fails. */
export function checkManifest(manifest: Record<string, unknown>, texts: UploadTexts): FormProblems {
  const result = manifestSchema.safeParse(manifest, { reportInput: true });
  if (result.success) return NO_PROBLEMS;
  const problems: FormProblems = { fields: {}, files: {}, form: [] };
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    const field = fieldOf(path);
    if (field) problems.fields[path] ??= describeIssue(field, issue, texts);
    else problems.form.push(`${path || texts.checks.theRun}: ${issue.message}`);
  }
  return problems;
}

/**
 * The words of a raw schema message for a field, made plain; other messages are already meant
 * for people (in English: the API's words).
 */
function plainServerMessage(field: FormField, message: string, texts: UploadTexts): string {
  if (/received undefined/.test(message)) return fieldTexts(texts, field).missing;
  const tooLong = /expected string to have <=\s*(\d+) characters/.exec(message);
  if (tooLong) return fill(texts.checks.atMostCharacters, { max: Number(tooLong[1]).toLocaleString("en") });
  if (/^Invalid input: expected number/.test(message)) return texts.checks.number;
  return message.replace(/^Invalid input: /, "");
}

/**
 * The server's issues (`{ path, message }`, paths as the run bundle names them) on the form:
 * a field's next to the field, an artifact's or file's next to the file (artifacts are the files in
 * the order sent), anything else for the whole upload.
 */
export function placeServerIssues(
  issues: ReadonlyArray<{ path: string; message: string }>,
  texts: UploadTexts,
): FormProblems {
  const problems: FormProblems = { fields: {}, files: {}, form: [] };
  for (const { path, message } of issues) {
    const file = /^(?:artifacts|files)\.(\d+)/.exec(path);
    const field = fieldOf(path);
    if (file) problems.files[Number(file[1])] ??= message;
    else if (field) problems.fields[path] ??= plainServerMessage(field, message, texts);
    else problems.form.push(path.startsWith("(") ? message : `${path}: ${message}`);
  }
  return problems;
}
