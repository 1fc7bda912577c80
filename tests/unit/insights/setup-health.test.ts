import { describe, expect, it } from "vitest";
import {
  computeCeilingStanding,
  computeMedian,
  computeSetupHealth,
  computeStanding,
  explainMissingCeiling,
  FLAG_TEXT,
  type HealthFigures,
  type HealthRun,
  isFarBelow,
  TOO_FEW_PEERS_TEXT,
} from "@/lib/insights/setup-health";

/** Seed 000's setup: Qwen3.5-9B BF16 on a DGX Spark (273 GB/s) under vLLM. */
const DENSE_9B = { paramsB: 9, activeParamsB: null, architecture: "dense" as const, precision: "BF16" };
const CEILING = { model: DENSE_9B, bandwidthGBs: 273, decodeCeilingTps: 273 / 18, efficiency: 0.8 };

function run(runId: string, figures: HealthFigures, launchCommand = "vllm serve Qwen/Qwen3.5-9B", engine = "vllm") {
  return { runId, engineName: engine, engineVersion: "0.26.0", engineBackend: null, launchCommand, figures };
}

describe("the median and a figure's standing among its peers", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(computeMedian([3, 1, 2])).toBe(2);
    expect(computeMedian([4, 1, 3, 2])).toBe(2.5);
    expect(computeMedian([])).toBeNull();
  });

  it("ranks a faster speed higher and counts the peers it beats as its percentile", () => {
    const standing = computeStanding(12, [10, 11, 13], "higher");
    expect(standing).toMatchObject({ rank: 2, of: 4, median: 11 });
    expect(standing.percentile).toBeCloseTo((2 / 3) * 100);
    expect(standing.ratioToMedian).toBeCloseTo(12 / 11);
  });

  it("ranks a shorter time to first token higher, and reads a longer one as under 1 of the median", () => {
    const standing = computeStanding(3, [1, 1.5, 2], "lower");
    expect(standing.rank).toBe(4);
    expect(standing.percentile).toBe(0);
    expect(standing.ratioToMedian).toBeCloseTo(1.5 / 3);
    expect(standing.worseThanShare).toBe(1);
  });

  it("shares the better rank on a tie and counts a tie as half beaten", () => {
    const standing = computeStanding(10, [10, 10, 8, 12], "higher");
    expect(standing.rank).toBe(2);
    expect(standing.of).toBe(5);
    expect(standing.percentile).toBe(((1 + 2 / 2) / 4) * 100);
  });

  it("is far below only under 0.7 of the median and worse than 9 of 10 peers", () => {
    expect(isFarBelow({ ratioToMedian: 0.69, worseThanShare: 0.9 })).toBe(true);
    expect(isFarBelow({ ratioToMedian: 0.7, worseThanShare: 1 })).toBe(false);
    expect(isFarBelow({ ratioToMedian: 0.5, worseThanShare: 0.8 })).toBe(false);
    expect(isFarBelow({ ratioToMedian: null, worseThanShare: 1 })).toBe(false);
  });
});

describe("the memory-bandwidth decode ceiling ratio", () => {
  it("is the stored share of the ceiling, with the measured speed it stands for", () => {
    const ceiling = computeCeilingStanding(CEILING);
    expect(ceiling.ceilingTps).toBeCloseTo(15.1667, 3);
    expect(ceiling.ratio).toBe(0.8);
    expect(ceiling.measuredTps).toBeCloseTo(12.133, 2);
    expect(ceiling.missing).toBeNull();
  });

  it("says which catalogue fact is missing, and claims no ratio then", () => {
    expect(explainMissingCeiling(DENSE_9B, null)).toBe("the hardware's memory bandwidth is not in the catalogue");
    const moe = { paramsB: 30, activeParamsB: null, architecture: "moe" as const, precision: "FP8" };
    expect(explainMissingCeiling(moe, 273)).toContain("active parameters per token");
    expect(explainMissingCeiling({ ...DENSE_9B, precision: "EXL3 3.5bpw" }, 273)).toContain('"EXL3 3.5bpw"');
    const none = computeCeilingStanding({ ...CEILING, bandwidthGBs: null });
    expect(none).toMatchObject({ ceilingTps: null, ratio: null, measuredTps: null });
    expect(none.missing).toContain("bandwidth");
  });
});

describe("a run's setup health", () => {
  const peers = [
    run("a", { chatPerUserTps: 12, chatTtftS: 1.8 }, "vllm serve m --gpu-memory-utilization 0.9 --max-num-seqs 256"),
    run("b", { chatPerUserTps: 12.5, chatTtftS: 1.7 }, "vllm serve m --gpu-memory-utilization 0.9 --max-num-seqs 256"),
    run("c", { chatPerUserTps: 13, chatTtftS: 1.9 }, "vllm serve m --gpu-memory-utilization 0.9"),
  ];

  it("claims nothing with fewer than 3 peers that measured a figure", () => {
    const health = computeSetupHealth({
      run: run("x", { chatPerUserTps: 5 }),
      peers: peers.slice(0, 2),
      ceiling: CEILING,
    });
    const [figure] = health.figures;
    expect(figure).toMatchObject({ key: "chatPerUserTps", compared: false, median: null, percentile: null });
    expect(figure?.note).toBe(TOO_FEW_PEERS_TEXT);
    expect(health.flag).toBeNull();
  });

  it("places a run among 3 peers with rank, percentile and median", () => {
    const health = computeSetupHealth({ run: run("x", { chatPerUserTps: 12.6 }), peers, ceiling: CEILING });
    const figure = health.figures.find((f) => f.key === "chatPerUserTps");
    expect(figure).toMatchObject({ compared: true, peers: 3, median: 12.5, rank: 2, of: 4, farBelow: false });
    expect(figure?.percentile).toBeCloseTo((2 / 3) * 100);
    expect(health.scope).toBe("engine");
    expect(health.flag).toBeNull();
  });

  it("flags a run far below its peers and lists the settings the faster runs differ in", () => {
    const slow = run("slow", { chatPerUserTps: 6, chatTtftS: 1.8 }, "vllm serve m --gpu-memory-utilization 0.5");
    const health = computeSetupHealth({ run: slow, peers, ceiling: CEILING });
    expect(health.flag?.text).toBe(FLAG_TEXT);
    expect(health.flag?.text).toBe(
      "slower than 9 of 10 runs of this setup: check power limits, clocks, PCIe width, engine flags",
    );
    expect(health.flag?.figures).toEqual(["Per-user decode, chat at 10 users"]);
    expect(health.flag?.fasterRuns).toBe(3);
    expect(health.flag?.differences).toEqual([
      { setting: "--gpu-memory-utilization", thisRun: "0.5", fasterRuns: [{ value: "0.9", runs: 3 }], ofRuns: 3 },
      { setting: "--max-num-seqs", thisRun: "not set", fasterRuns: [{ value: "256", runs: 2 }], ofRuns: 3 },
    ]);
    // Its time to first token is ordinary: that figure is not far below.
    expect(health.figures.find((f) => f.key === "chatTtftS")?.farBelow).toBe(false);
  });

  it("compares with any engine unless 3 peers ran the same one", () => {
    const mixed: HealthRun[] = [peers[0]!, peers[1]!, run("d", { chatPerUserTps: 30 }, "llama-server", "llama.cpp")];
    const health = computeSetupHealth({ run: run("x", { chatPerUserTps: 12.6 }), peers: mixed, ceiling: CEILING });
    expect(health.scope).toBe("setup");
    expect(health.peerRuns).toBe(3);
    const sameEngine = computeSetupHealth({
      run: run("x", { chatPerUserTps: 12.6 }),
      peers: [...peers, ...mixed],
      ceiling: CEILING,
    });
    expect(sameEngine.scope).toBe("engine");
    expect(sameEngine.figures[0]?.peers).toBe(5);
  });
});
