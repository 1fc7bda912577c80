import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mergeFileHints, readFileHints } from "@/lib/uploads/file-hints";

const fixture = (name: string) => readFileSync(`tests/fixtures/${name}`, "utf8");

describe("what the files say, for the upload form", () => {
  it("reads engine, build, GPU, quantization and model from a llama-bench JSON run", () => {
    expect(readFileHints(fixture("llama-bench/qwen3-14b-rocm-b10743.json"))).toEqual({
      "engine.name": "llama.cpp",
      "engine.version": "b10743",
      "hardware.accelerator": "AMD Radeon RX 7900 XTX",
      "hardware.name": "RX 7900 XTX",
      "model.precision": "Q6_K",
      "model.name": "Qwen3-14B",
    });
  });

  it("reads the served model name from llama-benchy, and nothing from a file no tool wrote", () => {
    expect(readFileHints(fixture("llama-benchy/depth-sweep-pp2048-tg480.md"))).toEqual({
      servedModel: "qwen3.6-35b-a3b-q4",
    });
    expect(readFileHints("hello, world")).toEqual({});
  });

  it("takes each field from the first file that gives it", () => {
    expect(mergeFileHints([{ servedModel: "a" }, { servedModel: "b", "engine.name": "llama.cpp" }, {}])).toEqual({
      servedModel: "a",
      "engine.name": "llama.cpp",
    });
  });
});
