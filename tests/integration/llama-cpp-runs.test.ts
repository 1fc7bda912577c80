/**
 * llama.cpp's own tools as contributors publish them, through the one import path: a llama-bench
 * JSON run and a llama-batched-bench table upload, keep every figure with its test's name and
 * definition, and keep what the file says about the setup, read back as the run page shows it.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { listSetupFacts } from "@/components/run-setup-facts";
import { db } from "@/lib/db";
import { getRun } from "@/lib/runs/data";
import { importRunBundle } from "@/lib/uploads/import";
import { truncateAll } from "@/tests/support/database";

function bundleOf(tool: string, file: string, hardware: { name: string; accelerator: string; memoryGB: number }) {
  return {
    schemaVersion: 1,
    model: { name: "Qwen3-14B", org: "Alibaba", paramsB: 14.8, architecture: "dense", precision: "Q6_K" },
    hardware: { ...hardware, memoryKind: "discrete" },
    engine: { name: "llama.cpp", version: "b10743" },
    launchCommand: "llama-bench -m /models/Qwen3-14B-Q6_K.gguf -o json",
    measuredAt: "2026-11-20",
    artifacts: [{ tool, fileName: file.split("/").at(-1), content: readFileSync(file, "utf8") }],
  };
}

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL ?? "");
});

describe("llama.cpp runs", () => {
  it("keep a llama-bench JSON run's figures and the setup its file states", async () => {
    const { id } = await importRunBundle(
      bundleOf("llama-bench", "tests/fixtures/llama-bench/qwen3-14b-rocm-b10743.json", {
        name: "RX 7900 XTX",
        accelerator: "AMD Radeon RX 7900 XTX",
        memoryGB: 24,
      }),
      { contributorId: null },
    );
    const run = await getRun(id);
    expect(run?.measurements.length).toBeGreaterThan(0);
    expect(run?.measurements.every((m) => m.definition?.startsWith("llama-bench:") && m.testLabel)).toBe(true);
    const setups = run?.artifacts.flatMap((artifact) => (artifact.setup ? [artifact.setup] : [])) ?? [];
    const facts = Object.fromEntries(listSetupFacts(setups).map((fact) => [fact.label, fact.value]));
    expect(facts).toMatchObject({
      Build: "adfffbe41 (10743)",
      GPU: "AMD Radeon RX 7900 XTX",
      CPU: "AMD Ryzen 9 7900X3D 12-Core Processor",
      Backend: "ROCm",
      "KV cache types": "K q8_0 · V q8_0",
    });
  });

  it("keep a llama-batched-bench table's rows, one concurrency each", async () => {
    const { id } = await importRunBundle(
      bundleOf("llama-batched-bench", "tests/fixtures/llama-batched-bench/llama-8b-4090-main.txt", {
        name: "RTX 4090",
        accelerator: "NVIDIA RTX 4090",
        memoryGB: 24,
      }),
      { contributorId: null },
    );
    const rows = await db.measurement.findMany({ where: { runId: id }, orderBy: { concurrency: "asc" } });
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map((row) => row.definition)).size).toBe(1);
    expect(rows.every((row) => row.totalTps !== null && row.concurrency !== null)).toBe(true);
  });
});
