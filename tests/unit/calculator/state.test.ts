import { describe, expect, it } from "vitest";
import { calculatorQuerySchema } from "@/lib/calculator/schema";
import {
  createInitialState,
  toCalculatorInput,
  toQueryString,
  type HardwareOption,
  type ModelOption,
} from "@/app/[locale]/(public)/calculator/calculator-state";

const hardware: HardwareOption[] = [
  { slug: "dgx-spark", name: "DGX Spark", bandwidthGBs: 273, memoryGB: 128, memoryKind: "unified" },
  { slug: "rtx-3090", name: "RTX 3090", bandwidthGBs: 936, memoryGB: 24, memoryKind: "discrete" },
];
const models: ModelOption[] = [
  {
    slug: "qwen3-5-4b",
    name: "Qwen3.5-4B",
    paramsB: 4,
    activeParamsB: null,
    architecture: "dense",
    variants: [{ precision: "AWQ 4-bit" }, { precision: "BF16" }],
  },
  {
    slug: "qwen3-5-9b",
    name: "Qwen3.5-9B",
    paramsB: 9,
    activeParamsB: null,
    architecture: "dense",
    variants: [{ precision: "BF16" }],
  },
];
const parse = (search: string) => calculatorQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));

describe("the calculator's address", () => {
  it("fills bandwidth, memory, parameters and bytes from the picked hardware, model and precision", () => {
    const state = createInitialState(parse("hardware=dgx-spark&model=qwen3-5-9b"), hardware, models);
    expect(toCalculatorInput(state)).toMatchObject({
      bandwidthGBs: 273,
      memoryGB: 128,
      paramsB: 9,
      bytesPerParam: 2,
      contextTokens: 8192,
      concurrency: 1,
      kv: null,
    });
  });

  it("keeps a precision named in the address even when it was not measured, and a typed override", () => {
    const state = createInitialState(
      parse("hardware=rtx-3090&model=qwen3-5-9b&precision=FP8&bandwidth=1000"),
      hardware,
      models,
    );
    expect(state.precision).toBe("FP8");
    expect(toCalculatorInput(state)).toMatchObject({ bandwidthGBs: 1000, memoryGB: 24, bytesPerParam: 1 });
  });

  it("writes only what the picks do not imply, and reads it back to the same state", () => {
    const state = createInitialState(
      parse("hardware=rtx-3090&model=qwen3-5-4b&context=32768&layers=36&kvHeads=8&headDim=128"),
      hardware,
      models,
    );
    const search = toQueryString(state, hardware, models);
    expect(search).toBe(
      "hardware=rtx-3090&model=qwen3-5-4b&precision=AWQ+4-bit&context=32768&layers=36&kvHeads=8&headDim=128",
    );
    expect(createInitialState(parse(search), hardware, models)).toEqual(state);
  });

  it("ignores malformed values instead of failing", () => {
    const state = createInitialState(
      parse("hardware=../etc&bandwidth=-5&context=lots&concurrency=0&kvBytes=x"),
      hardware,
      models,
    );
    expect(toCalculatorInput(state)).toMatchObject({ bandwidthGBs: null, contextTokens: 8192, concurrency: 1 });
    expect(state.kvBytes).toBe("2");
  });
});
