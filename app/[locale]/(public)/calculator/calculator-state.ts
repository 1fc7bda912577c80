/**
 * The calculator form's state: every field as typed (text, so a field can be empty while
 * edited), filled from the URL and the pickers, read back as numbers, and written to the URL
 * with only what the pickers do not already imply. Pure.
 */
import type { CalculatorModel } from "@/lib/calculator/data";
import type { CalculatorInput } from "@/lib/calculator/compute";
import type { CalculatorQuery } from "@/lib/calculator/schema";
import type { HardwareListItem } from "@/lib/hardware/data";
import { computeBytesPerParam } from "@/lib/scoring/memory";

export type HardwareOption = Pick<HardwareListItem, "slug" | "name" | "bandwidthGBs" | "memoryGB" | "memoryKind">;
export type ModelOption = CalculatorModel;

export type FormState = {
  hardware: string;
  bandwidth: string;
  memory: string;
  model: string;
  precision: string;
  params: string;
  active: string;
  bytes: string;
  context: string;
  concurrency: string;
  layers: string;
  kvHeads: string;
  headDim: string;
  kvBytes: string;
};

/** Precisions offered for any model, beside the ones measured for the chosen model. */
export const COMMON_PRECISIONS = [
  "BF16",
  "FP16",
  "FP8",
  "INT8",
  "AWQ 4-bit",
  "NVFP4",
  "GGUF Q8_0",
  "GGUF Q6_K",
  "GGUF Q5_K_M",
  "GGUF Q4_K_M",
];

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** A typed field as a number; null when empty or not a number. */
export function readNumber(value: string): number | null {
  if (value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export const bytesOf = (precision: string) => text(precision ? computeBytesPerParam(precision) : null);

export function hardwareFields(hardware: HardwareOption) {
  return { hardware: hardware.slug, bandwidth: text(hardware.bandwidthGBs), memory: text(hardware.memoryGB) };
}

/** Picking a model fills its sizes and keeps the precision when it was measured, else takes its first. */
export function modelFields(model: ModelOption, precision: string) {
  const measured = model.variants.map((variant) => variant.precision);
  const next = measured.includes(precision) ? precision : (measured[0] ?? precision);
  return {
    model: model.slug,
    params: text(model.paramsB),
    active: model.architecture === "moe" ? text(model.activeParamsB) : "",
    precision: next,
    bytes: bytesOf(next),
  };
}

export function createInitialState(
  query: CalculatorQuery,
  hardware: HardwareOption[],
  models: ModelOption[],
): FormState {
  const chosenHardware = hardware.find((item) => item.slug === query.hardware);
  const chosenModel = models.find((item) => item.slug === query.model);
  let state: FormState = {
    hardware: "",
    bandwidth: "",
    memory: "",
    model: "",
    precision: query.precision ?? "",
    params: "",
    active: "",
    bytes: bytesOf(query.precision ?? ""),
    context: String(query.context),
    concurrency: String(query.concurrency),
    layers: text(query.layers),
    kvHeads: text(query.kvHeads),
    headDim: text(query.headDim),
    kvBytes: String(query.kvBytes),
  };
  if (chosenHardware) state = { ...state, ...hardwareFields(chosenHardware) };
  if (chosenModel) state = { ...state, ...modelFields(chosenModel, query.precision ?? "") };
  if (query.precision) state = { ...state, precision: query.precision, bytes: bytesOf(query.precision) };
  const explicit = {
    bandwidth: query.bandwidth,
    memory: query.memory,
    params: query.params,
    active: query.active,
    bytes: query.bytes,
  };
  for (const [key, value] of Object.entries(explicit))
    if (value !== undefined) state = { ...state, [key]: String(value) };
  return state;
}

/** The query string of a state: the picks, and each number only where it differs from what they imply. */
export function toQueryString(state: FormState, hardware: HardwareOption[], models: ModelOption[]): string {
  const chosenHardware = hardware.find((item) => item.slug === state.hardware);
  const chosenModel = models.find((item) => item.slug === state.model);
  const implied: Partial<FormState> = {
    ...(chosenHardware ? hardwareFields(chosenHardware) : {}),
    ...(chosenModel ? modelFields(chosenModel, state.precision) : {}),
    bytes: bytesOf(state.precision),
    context: "8192",
    concurrency: "1",
    kvBytes: "2",
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as Array<[keyof FormState, string]>) {
    const always = key === "hardware" || key === "model" || key === "precision";
    if (value.trim() !== "" && (always || value !== (implied[key] ?? ""))) params.set(key, value.trim());
  }
  return params.toString();
}

/** The state as the pure calculation reads it. */
export function toCalculatorInput(state: FormState): CalculatorInput {
  const layers = readNumber(state.layers);
  const kvHeads = readNumber(state.kvHeads);
  const headDim = readNumber(state.headDim);
  const kvBytes = readNumber(state.kvBytes);
  return {
    bandwidthGBs: readNumber(state.bandwidth),
    memoryGB: readNumber(state.memory),
    paramsB: readNumber(state.params),
    activeParamsB: readNumber(state.active),
    bytesPerParam: readNumber(state.bytes),
    contextTokens: readNumber(state.context) ?? 0,
    concurrency: readNumber(state.concurrency) ?? 1,
    kv:
      layers !== null && kvHeads !== null && headDim !== null && kvBytes !== null
        ? { layers, kvHeads, headDim, bytesPerElement: kvBytes }
        : null,
  };
}
