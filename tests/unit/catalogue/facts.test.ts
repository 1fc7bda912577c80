import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  computeFactChanges,
  computeProposalStanding,
  flattenEntryFacts,
  listBundleFacts,
  parseFactField,
  parseFactValue,
} from "@/lib/catalogue/facts";
import { runBundleSchema } from "@/lib/runs/schema";

const SEED_000 = "prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json";
const seed000 = () => runBundleSchema.parse(JSON.parse(readFileSync(SEED_000, "utf8")));
const slugs = { organization: "alibaba", model: "qwen3-5-9b", hardware: "dgx-spark" };

/** Seed 000's entries as the catalogue holds them after the seed import. */
const catalogue = () => ({
  organization: flattenEntryFacts({ name: "Alibaba" }, "organization"),
  model: flattenEntryFacts(
    {
      name: "Qwen3.5-9B",
      paramsB: 9,
      activeParamsB: null,
      architecture: "dense",
      hfRepo: "Qwen/Qwen3.5-9B",
      description: "The best quality per parameter in this arena, and you pay for it in throughput.",
      quality: [
        { benchmark: "MMLU-Pro", value: 82.5 },
        { benchmark: "GPQA-Diamond", value: 81.7 },
        { benchmark: "LiveCodeBench v6", value: 65.6 },
      ],
    },
    "model",
  ),
  hardware: flattenEntryFacts(
    {
      name: "DGX Spark",
      accelerator: "NVIDIA GB10",
      count: 1,
      memoryGB: 128,
      memoryKind: "unified",
      bandwidthGBs: 273,
      priceUsd: null,
      priceAsOf: null,
      boardPowerW: 240,
    },
    "hardware",
  ),
});

describe("what a bundle says about the catalogue", () => {
  it("lists seed 000's facts: names, parameters, memory, bandwidth and each quality figure with its source", () => {
    const facts = listBundleFacts(seed000(), slugs);
    const byKey = new Map(facts.map((fact) => [`${fact.targetType}.${fact.field}`, fact]));
    expect(byKey.get("organization.name")?.value).toBe("Alibaba");
    expect(byKey.get("model.paramsB")?.value).toBe(9);
    expect(byKey.get("model.architecture")?.value).toBe("dense");
    expect(byKey.get("model.quality:MMLU-Pro")).toEqual({
      targetType: "model",
      targetSlug: "qwen3-5-9b",
      field: "quality:MMLU-Pro",
      value: 82.5,
      source: "Vendor model card",
    });
    expect(byKey.get("hardware.bandwidthGBs")?.value).toBe(273);
    expect(byKey.get("hardware.memoryKind")?.value).toBe("unified");
    // Not stated, so not claimed: seed 000 names no active parameters and no accelerator count.
    expect(byKey.has("model.activeParamsB")).toBe(false);
    expect(byKey.has("hardware.count")).toBe(false);
  });

  it("states a board power and a price with their sources, and refuses either without one", () => {
    const facts = listBundleFacts(seed000(), slugs);
    const power = facts.find((fact) => fact.field === "boardPowerW");
    expect(power).toMatchObject({ targetType: "hardware", value: 240 });
    expect(power?.source).toContain("240 W");
    const priced = seed000();
    Object.assign(priced.hardware, {
      priceUsd: 3999,
      priceSource: "https://vendor.example/spark",
      priceAsOf: "2026-10-15",
    });
    const byField = new Map(listBundleFacts(priced, slugs).map((fact) => [fact.field, fact]));
    expect(byField.get("priceUsd")).toMatchObject({ value: 3999, source: "https://vendor.example/spark" });
    expect(byField.get("priceAsOf")).toMatchObject({ value: "2026-10-15", source: "https://vendor.example/spark" });
    const raw = JSON.parse(readFileSync(SEED_000, "utf8"));
    const unsourced = { ...raw, hardware: { ...raw.hardware, priceUsd: 3999, boardPowerSource: undefined } };
    const refused = runBundleSchema.safeParse(unsourced);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "hardware.priceSource",
      "hardware.priceAsOf",
      "hardware.boardPowerSource",
    ]);
  });

  it("finds nothing to change when the bundle agrees with the catalogue", () => {
    expect(computeFactChanges(listBundleFacts(seed000(), slugs), catalogue())).toEqual([]);
  });

  it("turns the reported attack into three changes with the catalogue's values beside them", () => {
    const bundle = seed000();
    bundle.model.quality = [
      { benchmark: "MMLU-Pro", value: 100, source: "trust me" },
      { benchmark: "GPQA-Diamond", value: 100, source: "trust me" },
      { benchmark: "MMLU-Pro", value: 1, source: "named twice: the first counts" },
      { benchmark: "LiveCodeBench v6", value: 65.6, source: "same value: no change" },
    ];
    bundle.hardware.bandwidthGBs = 900;
    const changes = computeFactChanges(listBundleFacts(bundle, slugs), catalogue());
    expect(changes.map(({ field, value, currentValue, source }) => ({ field, value, currentValue, source }))).toEqual([
      { field: "quality:MMLU-Pro", value: 100, currentValue: 82.5, source: "trust me" },
      { field: "quality:GPQA-Diamond", value: 100, currentValue: 81.7, source: "trust me" },
      { field: "bandwidthGBs", value: 900, currentValue: 273, source: null },
    ]);
  });

  it("records every fact about an entry the upload created, with no current value", () => {
    const changes = computeFactChanges(listBundleFacts(seed000(), slugs), { ...catalogue(), hardware: null });
    expect(changes.every((change) => change.targetType === "hardware" && change.currentValue === null)).toBe(true);
    const fields = ["name", "accelerator", "memoryGB", "memoryKind", "bandwidthGBs", "boardPowerW"];
    expect(changes.map((change) => change.field)).toEqual(fields);
  });

  it("leaves out an organization that is not the model's (the model stays where it is filed)", () => {
    const bundle = seed000();
    bundle.model.org = "Someone Else";
    const { organization: _left, ...state } = catalogue();
    const changes = computeFactChanges(listBundleFacts(bundle, { ...slugs, organization: "someone-else" }), state);
    expect(changes).toEqual([]);
  });
});

describe("stored proposals", () => {
  it("accepts only fields and values the bundle's rules allow", () => {
    expect(parseFactField("model", "quality:MMLU-Pro")).toEqual({ kind: "quality", benchmark: "MMLU-Pro" });
    expect(parseFactField("hardware", "quality:MMLU-Pro")).toBeNull();
    expect(parseFactField("model", "organizationId")).toBeNull();
    expect(parseFactField("model", "toString")).toBeNull();
    const paramsB = parseFactField("model", "paramsB")!;
    expect(parseFactValue("model", paramsB, 9)).toBe(9);
    expect(parseFactValue("model", paramsB, -9)).toBeNull();
    expect(parseFactValue("model", paramsB, "9")).toBeNull();
    expect(parseFactValue("model", parseFactField("model", "quality:MMLU-Pro")!, 101)).toBeNull();
    expect(parseFactValue("model", parseFactField("model", "architecture")!, "moe")).toBe("moe");
    expect(parseFactValue("model", parseFactField("model", "architecture")!, "sparse")).toBeNull();
  });

  it("tells a gap, a provisional value, an equal value and a change apart", () => {
    expect(computeProposalStanding({ currentValue: null, value: 100 }, null)).toBe("fills-gap");
    expect(computeProposalStanding({ currentValue: null, value: 24 }, 24)).toBe("provisional");
    expect(computeProposalStanding({ currentValue: 273, value: 900 }, 900)).toBe("matches");
    expect(computeProposalStanding({ currentValue: 82.5, value: 100 }, 82.5)).toBe("changes");
  });
});
