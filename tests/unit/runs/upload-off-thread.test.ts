import { describe, expect, it } from "vitest";
import { BundleError, parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import { prepareRunOffThread } from "@/lib/runs/upload-off-thread";
import { buildWorstCaseUploads } from "@/scripts/soak/worst-case";

describe("prepareRunOffThread", () => {
  it("prepares the same run as prepareRun, and refuses the same input with the same issues", async () => {
    const input = JSON.parse(buildWorstCaseUploads(2, "unit")[1].body);
    const offThread = await prepareRunOffThread(input);
    const here = prepareRun(parseRunBundle(input));
    expect(offThread.contentHash).toBe(here.contentHash);
    expect(offThread.bundle.measuredAt).toEqual(here.bundle.measuredAt);
    expect(offThread.artifacts.map((artifact) => artifact.measurements.length)).toEqual([2_000, 2_000]);

    const refused = await prepareRunOffThread({ ...input, artifacts: [] }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BundleError);
    expect((refused as BundleError).issues.map((issue) => issue.path)).toEqual(["artifacts"]);
  }, 60_000);

  it("keeps this thread free while the largest upload the caps allow is prepared", async () => {
    const input = JSON.parse(buildWorstCaseUploads(1, "lag")[0].body);
    await prepareRunOffThread({ warm: "up" }).catch(() => null);
    let worstGapMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstGapMs = Math.max(worstGapMs, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const prepared = await prepareRunOffThread(input);
    const tookMs = performance.now() - started;
    clearInterval(ticker);
    expect(prepared.artifacts[0].matrixCells).toHaveLength(5_000);
    // the work itself takes seconds; this thread only clones the input and the result
    expect(tookMs).toBeGreaterThan(worstGapMs * 3);
    expect(worstGapMs).toBeLessThan(500);
  }, 60_000);
});
