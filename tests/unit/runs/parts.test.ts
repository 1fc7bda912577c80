import { describe, expect, it } from "vitest";
import type { ArtifactPart, ParsedArtifact } from "@/lib/ingest/schema";
import { computeHardwareName, slugifyHardware } from "@/lib/runs/prepare";
import { computeModelBase, groupParts, normalizePrecision, resolveRunModels } from "@/lib/runs/parts";
import type { BundleModel } from "@/lib/runs/schema";

/** A part as a parser returns it: only what the grouping reads is filled in. */
function part(identity: Partial<ArtifactPart> | null, extra: Partial<ParsedArtifact> = {}): ParsedArtifact {
  return {
    tool: "llama-bench",
    format: "md",
    toolVersion: null,
    model: null,
    measuredAt: null,
    measurements: [],
    matrix: null,
    sanityOutputs: [],
    part: identity && { modelLabel: null, precision: null, distinguishing: {}, lines: [], ...identity },
    ...extra,
  };
}

const TYPED: BundleModel = {
  name: "Qwen3-4B",
  org: "Alibaba",
  paramsB: 4.02,
  architecture: "dense",
  precision: "GGUF Q8_0, Q6_K, Q5_K_M",
  hfRepo: "Qwen/Qwen3-4B",
};

describe("groupParts: one run per model and setup", () => {
  it("keeps an upload of one-part files as one run, whatever each file calls the model", () => {
    const groups = groupParts([
      { position: 0, parts: [part({ modelLabel: "qwen3 4B Q8_0" })] },
      { position: 1, parts: [part({ modelLabel: "Qwen3-4B-Q8_0.gguf" })] },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.members.map((member) => member.position)).toEqual([0, 1]);
    expect(groups[0]?.identity).toBeNull();
  });

  it("makes a run of each part of a file of several, and a one-part file joins the run of its own part", () => {
    const groups = groupParts([
      {
        position: 0,
        parts: [
          part({ modelLabel: "qwen3 4B Q8_0", precision: "Q8_0" }),
          part({ modelLabel: "qwen3 4B Q6_K", precision: "Q6_K" }),
        ],
      },
      { position: 1, parts: [part({ modelLabel: "qwen3 4B Q6_K", precision: "Q6_K" })] },
      { position: 2, parts: [part({ modelLabel: "llama 8B Q4_0", precision: "Q4_0" })] },
      { position: 3, parts: [part(null)] },
    ]);
    expect(groups.map((group) => [group.identity?.modelLabel ?? null, group.members.map((m) => m.position)])).toEqual([
      ["qwen3 4B Q8_0", [0]],
      ["qwen3 4B Q6_K", [0, 1]],
      ["llama 8B Q4_0", [2]],
      [null, [3]],
    ]);
    expect(groups[1]?.members.map((member) => [member.index, member.of])).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });

  it("splits parts that differ only in a setup fact (fa), never mixing their rows", () => {
    const groups = groupParts([
      {
        position: 0,
        parts: [
          part({ modelLabel: "qwen3moe 30B.A3B IQ4_XS", distinguishing: { fa: "0" } }),
          part({ modelLabel: "qwen3moe 30B.A3B IQ4_XS", distinguishing: { fa: "1" } }),
        ],
      },
    ]);
    expect(groups.map((group) => group.identity?.distinguishing)).toEqual([{ fa: "0" }, { fa: "1" }]);
  });
});

describe("resolveRunModels: which model each run is of", () => {
  const three = groupParts([
    {
      position: 0,
      parts: [
        part({ modelLabel: "qwen3 4B Q8_0", precision: "Q8_0" }),
        part({ modelLabel: "qwen3 4B Q6_K", precision: "Q6_K" }),
        part({ modelLabel: "qwen3 4B Q5_K - Medium", precision: "Q5_K - Medium" }),
      ],
    },
  ]);

  it("gives one model in several quantizations the typed model at each part's precision", () => {
    const models = resolveRunModels(TYPED, {}, three);
    expect(models.map((model) => [model.name, model.precision])).toEqual([
      ["Qwen3-4B", "GGUF Q8_0"],
      ["Qwen3-4B", "GGUF Q6_K"],
      ["Qwen3-4B", "GGUF Q5_K_M"],
    ]);
    expect(models.every((model) => model.hfRepo === "Qwen/Qwen3-4B")).toBe(true);
  });

  it("names each model of a file of several models from its label, never the typed one for another's rows", () => {
    const groups = groupParts([
      {
        position: 0,
        parts: [
          part({ modelLabel: "qwen3 14B Q4_0", precision: "Q4_0", distinguishing: { rocm: "6.4.1" } }),
          part(
            { modelLabel: "llama4 17Bx16E (Scout) Q3_K - Medium", precision: "Q3_K - Medium" },
            { setup: { modelParams: 107_770_000_000 } as ParsedArtifact["setup"] },
          ),
          part({ modelLabel: "gemma3n E4B Q8_0", precision: "Q8_0" }),
        ],
      },
    ]);
    const typed = { ...TYPED, name: "Qwen3-14B", paramsB: 14.8, precision: "GGUF Q4_0", hfRepo: "Qwen/Qwen3-14B" };
    const models = resolveRunModels(typed, {}, groups);
    expect(models.map((model) => [model.name, model.org, model.paramsB, model.architecture, model.precision])).toEqual([
      ["Qwen3-14B", "Alibaba", 14.8, "dense", "GGUF Q4_0"],
      ["llama4 17Bx16E (Scout)", "Meta", 107.77, "moe", "GGUF Q3_K_M"],
      ["gemma3n E4B", "Google", 4, "dense", "GGUF Q8_0"],
    ]);
    expect(models[1]?.hfRepo).toBeUndefined();
  });

  it("takes the manifest's facts for a label over anything derived", () => {
    const models = resolveRunModels(TYPED, { "qwen3 4B Q6_K": { name: "Qwen3-4B-Instruct-2507", paramsB: 4 } }, three);
    expect(models[1]).toMatchObject({ name: "Qwen3-4B-Instruct-2507", paramsB: 4, precision: "GGUF Q6_K" });
    expect(models[0]?.name).toBe("Qwen3-4B");
  });
});

describe("labels, precisions and hardware names as files print them", () => {
  it("reads the model out of llama.cpp's printed types", () => {
    expect(computeModelBase("qwen3 4B Q5_K - Medium")).toBe("qwen3 4B");
    expect(computeModelBase("llama 7B mostly Q4_0")).toBe("llama 7B");
    expect(computeModelBase("llama 8B BF16")).toBe("llama 8B");
    expect(normalizePrecision("mostly Q4_0")).toBe("Q4_0");
    expect(normalizePrecision("Q4_K - Small")).toBe("Q4_K_S");
  });

  it("names the count of a hardware entry once, in its name and its address", () => {
    expect(computeHardwareName({ name: "2x RX 7900 XTX", count: 2 })).toBe("RX 7900 XTX");
    expect(computeHardwareName({ name: "2x RX 7900 XTX" })).toBe("2x RX 7900 XTX");
    expect(computeHardwareName({ name: "RX 7900 XTX", count: 2 })).toBe("RX 7900 XTX");
    expect(slugifyHardware(computeHardwareName({ name: "2 × RX 7900 XTX", count: 2 }), 2)).toBe("2x-rx-7900-xtx");
  });
});
