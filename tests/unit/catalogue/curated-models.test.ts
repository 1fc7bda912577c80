import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { curatedModelListSchema, type CuratedModel } from "@/lib/catalogue/curated";

const FILE = join(process.cwd(), "prisma/catalogue/models.json");
const models = (): CuratedModel[] => curatedModelListSchema.parse(JSON.parse(readFileSync(FILE, "utf8")));

/** The slug rule: the name lower-cased, every run of characters outside [a-z0-9] made one '-', trimmed. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

type Expected = Pick<CuratedModel, "org" | "paramsB" | "architecture" | "hfRepo"> & {
  activeParamsB?: number;
  slug?: string;
};

/** Entries the seeds and published run files already name: their facts must stay identical. */
const MUST_EXIST: Record<string, Expected> = {
  "Qwen3.5-9B": { slug: "qwen3-5-9b", org: "Alibaba", paramsB: 9, architecture: "dense", hfRepo: "Qwen/Qwen3.5-9B" },
  "Qwen3.5-4B": { slug: "qwen3-5-4b", org: "Alibaba", paramsB: 4, architecture: "dense", hfRepo: "Qwen/Qwen3.5-4B" },
  "Llama-3.2-1B": { org: "Meta", paramsB: 1.24, architecture: "dense", hfRepo: "meta-llama/Llama-3.2-1B" },
  "Llama-3.2-3B-Instruct": {
    org: "Meta",
    paramsB: 3.21,
    architecture: "dense",
    hfRepo: "meta-llama/Llama-3.2-3B-Instruct",
  },
  "Qwen3-4B": { org: "Alibaba", paramsB: 4.02, architecture: "dense", hfRepo: "Qwen/Qwen3-4B" },
  "gpt-oss-20b": {
    slug: "gpt-oss-20b",
    org: "OpenAI",
    paramsB: 20.91,
    activeParamsB: 3.6,
    architecture: "moe",
    hfRepo: "openai/gpt-oss-20b",
  },
  "Phi-3-mini-4k-instruct": {
    org: "Microsoft",
    paramsB: 3.82,
    architecture: "dense",
    hfRepo: "microsoft/Phi-3-mini-4k-instruct",
  },
  "DeepSeek-R1-Distill-Llama-8B": {
    org: "DeepSeek",
    paramsB: 8.03,
    architecture: "dense",
    hfRepo: "deepseek-ai/DeepSeek-R1-Distill-Llama-8B",
  },
  "Qwen3-14B": { org: "Alibaba", paramsB: 14.77, architecture: "dense", hfRepo: "Qwen/Qwen3-14B" },
  "Qwen3-235B-A22B": {
    org: "Alibaba",
    paramsB: 235.09,
    activeParamsB: 22,
    architecture: "moe",
    hfRepo: "Qwen/Qwen3-235B-A22B",
  },
  "Qwen3-30B-A3B": {
    org: "Alibaba",
    paramsB: 30.53,
    activeParamsB: 3.3,
    architecture: "moe",
    hfRepo: "Qwen/Qwen3-30B-A3B",
  },
  "Llama-3.1-8B": { org: "Meta", paramsB: 8.03, architecture: "dense", hfRepo: "meta-llama/Llama-3.1-8B" },
  "DeepSeek-R1": {
    org: "DeepSeek",
    paramsB: 671,
    activeParamsB: 37,
    architecture: "moe",
    hfRepo: "deepseek-ai/DeepSeek-R1",
  },
  "NVIDIA-Nemotron-3-Super-120B-A12B": {
    org: "NVIDIA",
    paramsB: 120,
    activeParamsB: 12,
    architecture: "moe",
    hfRepo: "nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-BF16",
  },
  "opt-125m": { org: "Meta", paramsB: 0.125, architecture: "dense", hfRepo: "facebook/opt-125m" },
  "gemma-3n-E4B-it": { org: "Google", paramsB: 8, architecture: "dense", hfRepo: "google/gemma-3n-E4B-it" },
  "gemma-3-12b-it": { org: "Google", paramsB: 12.2, architecture: "dense", hfRepo: "google/gemma-3-12b-it" },
  "gemma-3-27b-it": { org: "Google", paramsB: 27.4, architecture: "dense", hfRepo: "google/gemma-3-27b-it" },
  "Llama-4-Scout-17B-16E-Instruct": {
    org: "Meta",
    paramsB: 109,
    activeParamsB: 17,
    architecture: "moe",
    hfRepo: "meta-llama/Llama-4-Scout-17B-16E-Instruct",
  },
};

describe("prisma/catalogue/models.json", () => {
  it("parses with the curated model schema and holds at least 120 entries", () => {
    expect(models().length).toBeGreaterThanOrEqual(120);
  });

  it("gives every entry a unique slug derived from its name", () => {
    const list = models();
    for (const model of list) expect(model.slug, model.name).toBe(slugOf(model.name));
    expect(new Set(list.map((model) => model.slug)).size).toBe(list.length);
    expect(new Set(list.map((model) => model.hfRepo)).size).toBe(list.length);
  });

  it("applies the slug rule as the brief spells it", () => {
    expect(slugOf("Qwen3.5-9B")).toBe("qwen3-5-9b");
    expect(slugOf("gpt-oss-20b")).toBe("gpt-oss-20b");
    expect(slugOf("Llama-3.1-8B-Instruct")).toBe("llama-3-1-8b-instruct");
  });

  it("gives mixtures of experts fewer active than total parameters, and dense models none", () => {
    for (const model of models()) {
      if (model.architecture === "moe") {
        expect(model.activeParamsB, model.name).toBeDefined();
        expect(model.activeParamsB!, model.name).toBeLessThan(model.paramsB);
      } else {
        expect(model.activeParamsB, model.name).toBeUndefined();
      }
    }
  });

  it("points every source at the Hugging Face card of its repository", () => {
    for (const model of models()) expect(model.source).toBe(`https://huggingface.co/${model.hfRepo}`);
  });

  it.each(Object.entries(MUST_EXIST))("holds %s with the facts the seeds and published runs use", (name, expected) => {
    const model = models().find((entry) => entry.name === name);
    expect(model, name).toBeDefined();
    const { slug, activeParamsB, ...facts } = expected;
    expect(model).toMatchObject({ ...facts, slug: slug ?? slugOf(name) });
    expect(model!.activeParamsB).toBe(activeParamsB);
  });

  it("names the llama.cpp model types the brief lists", () => {
    const names = (name: string) => models().find((entry) => entry.name === name)?.llamaCppNames ?? [];
    expect(names("Qwen3-30B-A3B")).toContain("qwen3moe 30B.A3B");
    expect(names("Qwen3-235B-A22B")).toContain("qwen3moe 235B.A22B");
    expect(names("gpt-oss-20b")).toContain("gpt-oss 20B");
    expect(names("Phi-3-mini-4k-instruct")).toEqual(expect.arrayContaining(["phi3 3B", "llama 7B"]));
    expect(names("DeepSeek-R1-Distill-Llama-8B")).toContain("llama 8B");
    expect(names("Llama-4-Scout-17B-16E-Instruct")).toContain("llama4 17Bx16E (Scout)");
    expect(names("Qwen3.5-9B")).toContain("qwen35 9B");
  });
});
