import { describe, expect, it } from "vitest";
import { InputTooLargeError } from "@/lib/errors";
import { BundleError, parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import { computeUploadPreview } from "@/lib/uploads/preview";
import { readRawUpload } from "@/lib/uploads/body";
import { prepareRunOffThread, previewUploadOffThread } from "@/lib/uploads/off-thread";
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

const post = (body: string | FormData, contentType?: string) =>
  new Request("http://arena.test/api/v1/runs/preview", {
    method: "POST",
    body,
    ...(contentType && { headers: { "content-type": contentType } }),
  });

describe("previewUploadOffThread: the body's bytes parsed on the worker", () => {
  it("answers the preview this thread would compute from the parsed body", async () => {
    const text = buildWorstCaseUploads(2, "raw")[1].body;
    const preview = await previewUploadOffThread(await readRawUpload(post(text, "application/json")));
    const here = computeUploadPreview(prepareRun(parseRunBundle(JSON.parse(text))));
    expect(preview).toEqual(here);
  }, 60_000);

  it("refuses what the request thread used to refuse: malformed JSON (400) and too many parts (413)", async () => {
    const malformed = await previewUploadOffThread(await readRawUpload(post("{ not json", "application/json"))).catch(
      (error: unknown) => error,
    );
    expect(malformed).toBeInstanceOf(BundleError);
    expect((malformed as BundleError).issues[0]?.path).toMatch(/^\(body\)/);

    const form = new FormData();
    for (let i = 0; i < 300; i++) form.append("files", new Blob(["x"]), `f${i}.md`);
    const request = post(form);
    const raw = await readRawUpload(request);
    const tooMany = await previewUploadOffThread(raw).catch((error: unknown) => error);
    expect(tooMany).toBeInstanceOf(InputTooLargeError);
    expect((tooMany as InputTooLargeError).message).toContain("multipartParts");
  }, 60_000);
});
