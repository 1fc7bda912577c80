import { describe, expect, it } from "vitest";
import { diffSettingsFromFaster, parseLaunchSettings } from "@/lib/insights/launch-settings";
import { readSeedBundle } from "../runs/seed-run-export";

describe("the settings of a launch command", () => {
  it("reads seed 004's flags, skipping its comment lines, the model and the flags that do not change speed", () => {
    const settings = parseLaunchSettings(readSeedBundle("004-qwen3-5-4b-awq-rtx-3090.json").launchCommand);
    expect(Object.fromEntries(settings)).toEqual({
      "--max-model-len": "262144",
      "--gpu-memory-utilization": "0.94",
      "--max-num-seqs": "128",
      "--enable-prefix-caching": "on",
      "--language-model-only": "on",
    });
  });

  it("keeps a quoted value whole, reads --flag=value, flags with underscores and environment variables", () => {
    const settings = parseLaunchSettings(
      'CUDA_VISIBLE_DEVICES=0,1 vllm serve m --speculative-config \'{"method": "ngram"}\' ' +
        "--max_num_batched_tokens=8192 -tp 2 \\\n  --enforce-eager --port 8000",
    );
    expect(Object.fromEntries(settings)).toEqual({
      CUDA_VISIBLE_DEVICES: "0,1",
      "--speculative-config": '{"method": "ngram"}',
      "--max-num-batched-tokens": "8192",
      "-tp": "2",
      "--enforce-eager": "on",
    });
  });
});

describe("how faster runs' settings differ", () => {
  const base = { engineVersion: "0.26.0", engineBackend: null };

  it("lists each differing setting with the faster runs' values, most differing first, engine version included", () => {
    const differences = diffSettingsFromFaster({ ...base, launchCommand: "vllm serve m --enforce-eager" }, [
      { ...base, launchCommand: "vllm serve m -tp 2" },
      { ...base, engineVersion: "0.27.0", launchCommand: "vllm serve m" },
    ]);
    expect(differences).toEqual([
      { setting: "--enforce-eager", thisRun: "on", fasterRuns: [{ value: "not set", runs: 2 }], ofRuns: 2 },
      { setting: "-tp", thisRun: "not set", fasterRuns: [{ value: "2", runs: 1 }], ofRuns: 2 },
      { setting: "engine version", thisRun: "0.26.0", fasterRuns: [{ value: "0.27.0", runs: 1 }], ofRuns: 2 },
    ]);
  });

  it("lists nothing when the faster runs were launched the same way", () => {
    const same = { ...base, launchCommand: "vllm serve m --max-num-seqs 64 --port 1" };
    expect(
      diffSettingsFromFaster(same, [{ ...same, launchCommand: "vllm serve m --max-num-seqs 64 --port 2" }]),
    ).toEqual([]);
  });
});
