/**
 * The upload form's fields, the manifest they make, and what the form says about refused input:
 * each problem next to its field in plain words, whether the form's own check or the server found
 * it. Field names are the manifest's paths ("model.name"), so that an issue's path names its field.
 * Pure; safe to import on the client.
 */
import type { z } from "zod";
import { runBundleSchema } from "@/lib/runs/schema";

export type FieldKind = "text" | "number" | "integer" | "date" | "textarea" | "select";

export type FormField = {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  placeholder?: string;
  hint?: string;
  options?: ReadonlyArray<readonly [string, string]>;
  /** Spans the form's width (texts and long single lines). */
  wide?: boolean;
  /** What to say when a required field is empty. */
  missing?: string;
};

/** What the files do not say about the run: the model, the hardware, the engine, the launch. */
export const RUN_FIELDS: FormField[] = [
  {
    name: "model.name",
    label: "Model",
    kind: "text",
    required: true,
    placeholder: "Qwen3.5-9B",
    missing: "Enter the model's name.",
  },
  { name: "model.org", label: "Organization", kind: "text", required: true, placeholder: "Alibaba" },
  {
    name: "model.precision",
    label: "Precision or quantization",
    kind: "text",
    required: true,
    placeholder: "BF16, FP8, AWQ 4-bit, GGUF Q4_K_M",
  },
  {
    name: "model.paramsB",
    label: "Parameters (billions)",
    kind: "number",
    required: true,
    placeholder: "9",
    missing: "Enter the model's parameters, in billions.",
  },
  {
    name: "model.architecture",
    label: "Architecture",
    kind: "select",
    required: true,
    options: [
      ["dense", "Dense"],
      ["moe", "Mixture of experts"],
    ],
  },
  { name: "model.activeParamsB", label: "Active parameters, MoE (billions)", kind: "number" },
  { name: "model.hfRepo", label: "Hugging Face repo", kind: "text", placeholder: "Qwen/Qwen3.5-9B" },
  {
    name: "hardware.name",
    label: "Hardware",
    kind: "text",
    required: true,
    placeholder: "RTX 4090",
    missing: "Name the hardware.",
  },
  { name: "hardware.accelerator", label: "Accelerator", kind: "text", required: true, placeholder: "NVIDIA RTX 4090" },
  { name: "hardware.count", label: "Number of accelerators", kind: "integer", placeholder: "1" },
  {
    name: "hardware.memoryGB",
    label: "Memory (GB)",
    kind: "number",
    required: true,
    placeholder: "24",
    missing: "Enter the accelerators' memory in GB.",
  },
  {
    name: "hardware.memoryKind",
    label: "Memory kind",
    kind: "select",
    required: true,
    options: [
      ["discrete", "Discrete GPU memory"],
      ["unified", "Unified memory"],
    ],
  },
  { name: "hardware.bandwidthGBs", label: "Memory bandwidth (GB/s)", kind: "number", placeholder: "1008" },
  { name: "engine.name", label: "Engine", kind: "text", required: true, placeholder: "vllm, sglang, llama.cpp" },
  { name: "engine.version", label: "Engine version", kind: "text", required: true, placeholder: "0.26.0" },
  { name: "servedModel", label: "Served model name", kind: "text", placeholder: "qwen3.5-9b" },
  { name: "maxContext", label: "Max context (tokens)", kind: "integer", placeholder: "131072" },
  { name: "measuredAt", label: "Measured on", kind: "date", required: true, missing: "Enter the day you measured." },
  {
    name: "launchCommand",
    label: "Launch command",
    kind: "textarea",
    required: true,
    placeholder: "vllm serve Qwen/Qwen3.5-9B --max-model-len 131072 …",
    hint: "API keys and tokens in it are replaced by <redacted> before anything is stored.",
    missing: "Enter the command that started the server.",
  },
];

/** The host around the accelerators, and anything else worth saying. */
export const HOST_FIELDS: FormField[] = [
  { name: "hardware.cpu", label: "CPU", kind: "text", placeholder: "AMD Ryzen 9 7950X" },
  { name: "hardware.ramGB", label: "RAM (GB)", kind: "number", placeholder: "64" },
  { name: "hardware.os", label: "OS", kind: "text", placeholder: "Ubuntu 24.04, driver 570" },
  {
    name: "notes",
    label: "Notes",
    kind: "textarea",
    placeholder: "Power limit, cooling, anything a reader should know",
    hint: "Shown with the run's setup; at most 2,000 characters.",
  },
];

/** What the model answered, for the admins' sanity check: pasted or read from a file. */
export const SANITY_FIELDS: FormField[] = [
  {
    name: "sanity.0.prompt",
    label: "Sanity prompt",
    kind: "text",
    wide: true,
    placeholder: "What is the capital of France? Answer in one sentence.",
  },
  {
    name: "sanity.0.output",
    label: "Sanity-check output",
    kind: "textarea",
    hint:
      "What the served model answered: paste it, or read it from a file. An admin reads it before the run " +
      "fully counts.",
  },
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
function describeIssue(field: FormField, issue: ZodIssue): string {
  const what = field.label.replace(/ \(.*\)$/, "");
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return field.missing ?? `Enter the ${what.toLowerCase()}.`;
      if (issue.expected === "int") return "Enter a whole number.";
      return field.kind === "number" || field.kind === "integer" ? "Enter a number." : "Enter text here.";
    case "too_big": {
      const maximum = Number(issue.maximum).toLocaleString("en");
      if (issue.origin !== "string") return `At most ${maximum}.`;
      return `At most ${maximum} characters; this has ${String(issue.input ?? "").length.toLocaleString("en")}.`;
    }
    case "too_small":
      return issue.origin === "string"
        ? (field.missing ?? `Enter the ${what.toLowerCase()}.`)
        : "Enter a number above 0.";
    case "invalid_value":
      return `Choose one of the options.`;
    case "invalid_format":
    case "invalid_union":
      return field.kind === "date" ? "Enter a date such as 2026-11-30." : "Not in the expected form.";
    default:
      return field.kind === "integer" ? "Enter a whole number." : issue.message;
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
export function checkManifest(manifest: Record<string, unknown>): FormProblems {
  const result = manifestSchema.safeParse(manifest, { reportInput: true });
  if (result.success) return NO_PROBLEMS;
  const problems: FormProblems = { fields: {}, files: {}, form: [] };
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    const field = fieldOf(path);
    if (field) problems.fields[path] ??= describeIssue(field, issue);
    else problems.form.push(`${path || "The run"}: ${issue.message}`);
  }
  return problems;
}

/** The words of a raw schema message for a field, made plain; other messages are already meant for people. */
function plainServerMessage(field: FormField, message: string): string {
  if (/received undefined/.test(message)) return field.missing ?? `Enter the ${field.label.toLowerCase()}.`;
  const tooLong = /expected string to have <=\s*(\d+) characters/.exec(message);
  if (tooLong) return `At most ${Number(tooLong[1]).toLocaleString("en")} characters.`;
  if (/^Invalid input: expected number/.test(message)) return "Enter a number.";
  return message.replace(/^Invalid input: /, "");
}

/**
 * The server's issues (`{ path, message }`, paths as the run bundle names them) on the form:
 * a field's next to the field, an artifact's or file's next to the file (artifacts are the files in
 * the order sent), anything else for the whole upload.
 */
export function placeServerIssues(issues: ReadonlyArray<{ path: string; message: string }>): FormProblems {
  const problems: FormProblems = { fields: {}, files: {}, form: [] };
  for (const { path, message } of issues) {
    const file = /^(?:artifacts|files)\.(\d+)/.exec(path);
    const field = fieldOf(path);
    if (file) problems.files[Number(file[1])] ??= message;
    else if (field) problems.fields[path] ??= plainServerMessage(field, message);
    else problems.form.push(path.startsWith("(") ? message : `${path}: ${message}`);
  }
  return problems;
}
