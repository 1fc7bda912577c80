import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listSetupFacts } from "@/components/run-setup-facts";
import { parseArtifact } from "@/lib/ingest/parse-artifact";

const setupOf = (tool: "llama-bench", path: string) => {
  const { setup } = parseArtifact(tool, readFileSync(path, "utf8"));
  if (!setup) throw new Error(`${path} states no setup`);
  return setup;
};
const gpuLayers = (setup: ReturnType<typeof setupOf>) =>
  listSetupFacts([setup]).find((fact) => fact.label === "GPU layers")?.value;

describe("GPU layers as they were", () => {
  const cpuOnly = setupOf("llama-bench", "../shared/real-world/sensura-san-llm-bench-rpi4-llama3.2-1b-Q4_K_M.json");

  it("says a CPU-only build offloaded nothing, whatever -ngl asked for", () => {
    expect(cpuOnly.nGpuLayers).toBe(99);
    expect(gpuLayers(cpuOnly)).toBe("none: a CPU-only build (99 asked for, no GPU to take them)");
  });

  it("says n_gpu_layers 0 ran on the CPU, and all layers on a GPU build", () => {
    expect(gpuLayers({ ...cpuOnly, backends: "CUDA", gpuInfo: "NVIDIA GeForce RTX 3080", nGpuLayers: 0 })).toBe(
      "none (0): the model ran on the CPU",
    );
    expect(gpuLayers({ ...cpuOnly, backends: "CUDA", gpuInfo: "NVIDIA GeForce RTX 3080" })).toBe("all (99)");
  });
});
