import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectTool } from "@/lib/ingest/detect-tool";

const FIXTURES = new URL("../../fixtures/", import.meta.url);
const TOOLS = [
  "llama-benchy",
  "vllm-bench-serve",
  "llm-inference-bench",
  "llama-bench",
  "llama-batched-bench",
  "llama-sweep-bench",
] as const;

const fixtures = TOOLS.flatMap((tool) =>
  readdirSync(new URL(`${tool}/`, FIXTURES)).map((file) => ({
    tool,
    file,
    text: readFileSync(new URL(`${tool}/${file}`, FIXTURES), "utf8"),
  })),
);

describe("detectTool", () => {
  it("has fixtures of every format the arena reads", () => {
    const formats = new Set(fixtures.map(({ tool, file }) => `${tool} ${file.split(".").pop()}`));
    expect([...formats].sort()).toEqual([
      "llama-batched-bench jsonl",
      "llama-batched-bench txt",
      "llama-bench csv",
      "llama-bench json",
      "llama-bench jsonl",
      "llama-bench md",
      "llama-bench sql",
      "llama-benchy csv",
      "llama-benchy json",
      "llama-benchy md",
      "llama-sweep-bench txt",
      "llm-inference-bench json",
      "vllm-bench-serve json",
      "vllm-bench-serve jsonl",
    ]);
  });

  it.each(fixtures.map(({ tool, file, text }) => [`${tool}/${file}`, tool, text]))(
    "recognises %s",
    (_name, tool, text) => {
      expect(detectTool(text)).toBe(tool);
    },
  );

  it("recognises a run summary by its shape", () => {
    const summary = JSON.stringify(
      { tests: [{ test: "chat", complete: true, measurements: [{ promptTokens: 1024, perUserTps: 12.51 }] }] },
      null,
      2,
    );
    expect(detectTool(summary)).toBe("summary");
    expect(detectTool('{"matrix": {"meta": {}, "cells": []}}')).toBe("summary");
  });

  it("reads through leading whitespace before a JSON document", () => {
    expect(detectTool(`\n\n  ${fixtures.find((f) => f.file === "monday-peak.json")!.text}`)).toBe("vllm-bench-serve");
  });

  it("tells llama-bench's table from llama-benchy's by llama-bench's size, params and backend columns", () => {
    const benchy =
      "| model | test | t/s | peak t/s | ttfr (ms) |\n|:---|---:|---:|---:|---:|\n| qwen | pp2048 | 1.0 ± 0.1 | | |\n";
    expect(detectTool(benchy)).toBe("llama-benchy");
    const bench = "| model | size | params | backend | test | t/s |\n| --- | ---: | ---: | --- | ---: | ---: |\n";
    expect(detectTool(bench)).toBe("llama-bench");
    expect(detectTool(`> ${bench.replace("\n| ---", "\n> | ---")}`)).toBe("llama-bench");
  });

  it("looks for llama.cpp's headers in linear time, whatever the head holds", () => {
    const started = performance.now();
    for (const hostile of ["\n".repeat(20_000), `| model |${" |".repeat(10_000)}`, ` \t${"\n \t".repeat(6_000)}`]) {
      expect(detectTool(hostile)).toBeNull();
    }
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("recognises llama-batched-bench's JSON Lines after log lines", () => {
    const line = '{"n_kv_max": 2048, "n_batch": 2048, "pp": 128, "tg": 128, "pl": 1, "speed_tg": 36.5}';
    expect(detectTool(`build: 4589 (a4417ddd) with cc\n${line}\n`)).toBe("llama-batched-bench");
  });

  it.each([
    ["prose", "The server ran fine and answered every request."],
    ["an unrelated JSON document", '{"name": "inference-arena", "version": "0.1.0"}'],
    ["an unrelated CSV", "date,requests,errors\n2026-08-07,200,0\n"],
    ["an empty file", ""],
  ])("returns null for %s", (_case, text) => {
    expect(detectTool(text)).toBeNull();
  });
});

describe("detectTool: llama.cpp pastes as people publish them", () => {
  const realWorld = (name: string) =>
    readFileSync(new URL(`../../../../shared/real-world/${name}`, import.meta.url), "utf8");

  it.each([
    ["a table with the publisher's columns before `model`", "mixa3607-mi50-gfx906-rocm-six-models.md", "llama-bench"],
    [
      "two rows pasted without their header",
      "ik_llama-issue539-jagusztinl-cobalt100-arm-rows-without-header.md",
      "llama-bench",
    ],
    ["a llama-sweep-bench log", "ik_llama-issue629-sousekd-rtx5090-sweep-bench-windows.log", "llama-sweep-bench"],
  ])("recognises %s", (_case, file, tool) => {
    expect(detectTool(realWorld(file))).toBe(tool);
  });
});
