import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mergeFileHints, nameModelFile, readFileHints } from "@/lib/uploads/file-hints";

const fixture = (name: string) => readFileSync(`tests/fixtures/${name}`, "utf8");

describe("what the files say, for the upload form", () => {
  it("reads engine, build, GPU, quantization, model and date from a llama-bench JSON run", () => {
    expect(readFileHints(fixture("llama-bench/qwen3-14b-rocm-b10743.json"))).toEqual({
      "engine.name": "llama.cpp",
      "engine.version": "b10743",
      "hardware.accelerator": "AMD Radeon RX 7900 XTX",
      "hardware.name": "RX 7900 XTX",
      "model.precision": "Q6_K",
      "model.name": "Qwen3-14B",
      // what finds the catalogue's entry (GET /api/v1/catalogue/match), filling no field itself
      modelType: "qwen3 14B Q6_K",
      modelParamsB: "14.77",
      modelFile: "Qwen3-14B-Q6_K.gguf",
      // test_time: the run is dated by the file, not by the day of upload
      measuredAt: "2026-11-02",
    });
  });

  it("reads llama.cpp's size words as file names write them, and an MoE's MXFP4", () => {
    expect(readFileHints(fixture("llama-batched-bench/llama-8b-4090-main.txt"))["model.precision"]).toBe("Q4_K_M");
    expect(readFileHints(fixture("llama-bench/gpt-oss-120b-h100-b6865.jsonl"))["model.precision"]).toBe("MXFP4");
  });

  it("names no hardware from vendor and brand words alone", () => {
    const hints = readFileHints(
      fixture("llama-bench/qwen3-14b-rocm-b10743.json").replace(/AMD Radeon RX 7900 XTX/g, "Intel(R) Arc(TM) Graphics"),
    );
    expect(hints["hardware.accelerator"]).toBe("Intel(R) Arc(TM) Graphics");
    expect(hints["hardware.name"]).toBeUndefined();
  });

  it("reads the served model name from llama-benchy, and nothing from a file no tool wrote", () => {
    expect(readFileHints(fixture("llama-benchy/depth-sweep-pp2048-tg480.md"))).toEqual({
      servedModel: "qwen3.6-35b-a3b-q4",
      measuredAt: "2026-11-20",
    });
    expect(readFileHints("hello, world")).toEqual({});
  });

  it("reads the served model from the serving harnesses, and SGLang's version from its server_info", () => {
    expect(readFileHints(fixture("aiperf/schema-1.5.json"))).toEqual({
      servedModel: "Qwen/Qwen3-8B",
      measuredAt: "2026-03-02",
    });
    expect(readFileHints(fixture("guidellm/v2-sweep.json"))).toEqual({
      servedModel: "Qwen/Qwen3-8B",
      measuredAt: "2026-08-01",
    });
    expect(readFileHints(fixture("sglang-bench-serving/eagle-concurrency-sweep.jsonl"))).toEqual({
      servedModel: "deepseek-ai/DeepSeek-V3",
      "engine.name": "sglang",
      "engine.version": "0.5.6",
    });
  });

  it("takes each field from the first file that gives it", () => {
    expect(mergeFileHints([{ servedModel: "a" }, { servedModel: "b", "engine.name": "llama.cpp" }, {}])).toEqual({
      servedModel: "a",
      "engine.name": "llama.cpp",
    });
  });
});

describe("nameModelFile", () => {
  /** The pattern it replaced, which backtracked cubically: the names must come out the same. */
  const OLD = /[-_.]?(?:I?Q\d(?:_[A-Z0-9]+)*|[BF]F16|F32|MXFP4)(?:[-_.].*)?$/i;
  const before = (file: string) =>
    (
      file
        .split(/[\\/]/)
        .at(-1)
        ?.replace(/\.gguf$/i, "") ?? ""
    ).replace(OLD, "") || null;

  it.each([
    "/models/Qwen3-14B-Q6_K.gguf",
    "gpt-oss-120b-mxfp4-00001-of-00003.gguf",
    "Llama-3.1-8B-Instruct-IQ4_XS.gguf",
    "model.BF16.gguf",
    "C:\\models\\phi-4-f32.gguf",
    "Q4_K_M.gguf",
    "no-quantization-here.gguf",
    "Qwen3-30B-A3B-Q4_K_M_Q8.gguf",
    "weird-q4k.gguf",
    "line\nQ4_K-x",
    "x-Q4\ny-Q5_K",
    "x_Q4ıQ5",
  ])("names %j as the pattern did", (file) => {
    expect(nameModelFile(file)).toBe(before(file));
  });

  it("reads hostile names of 100,000 characters in linear time", () => {
    const started = performance.now();
    for (const name of ["_Q1".repeat(33_333), `${"Q1_A".repeat(25_000)}\n`, `${"-Q1".repeat(33_333)}\u2028`]) {
      nameModelFile(name);
    }
    // well under 100 ms when linear, even on a loaded machine under 1 s; a backtracking pattern takes minutes
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
