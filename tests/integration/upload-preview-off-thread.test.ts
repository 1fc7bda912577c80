import { describe, expect, it } from "vitest";
import { InputTooLargeError } from "@/lib/errors";
import { BundleError } from "@/lib/runs/prepare";
import { readRawUpload } from "@/lib/uploads/body";
import { previewRunBundleHere } from "@/lib/uploads/import";
import { previewUploadOffThread } from "@/lib/uploads/off-thread";
import { buildWorstCaseUploads } from "@/scripts/soak/worst-case";
import { measureEventLoopGaps } from "@/tests/support/event-loop-gaps";

const post = (body: string | FormData, contentType?: string) =>
  new Request("http://arena.test/api/v1/runs/preview", {
    method: "POST",
    body,
    ...(contentType && { headers: { "content-type": contentType } }),
  });

/** An operator's preview: no contributor whose authority over catalogue facts to look up. */
const OPTIONS = { contributorId: null };

const previewJson = async (text: string) =>
  previewUploadOffThread(await readRawUpload(post(text, "application/json")), OPTIONS);

describe("previewUploadOffThread: the body's bytes parsed on the worker", () => {
  it("answers the preview this thread would compute from the parsed body", async () => {
    const text = buildWorstCaseUploads(2, "raw")[1]!.body;
    const preview = await previewJson(text);
    const here = await previewRunBundleHere(JSON.parse(text), OPTIONS);
    expect(preview).toEqual(here);
  }, 60_000);

  it("refuses an invalid bundle with the issues prepareRun gives", async () => {
    const input = JSON.parse(buildWorstCaseUploads(2, "unit")[1]!.body);
    const refused = await previewJson(JSON.stringify({ ...input, artifacts: [] })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BundleError);
    expect((refused as BundleError).issues.map((issue) => issue.path)).toEqual(["artifacts"]);
  }, 60_000);

  it("refuses what the request thread used to refuse: malformed JSON (400) and too many parts (413)", async () => {
    const malformed = await previewJson("{ not json").catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(BundleError);
    expect((malformed as BundleError).issues[0]?.path).toMatch(/^\(body\)/);

    const form = new FormData();
    for (let i = 0; i < 300; i++) form.append("files", new Blob(["x"]), `f${i}.md`);
    const request = post(form);
    const raw = await readRawUpload(request);
    const tooMany = await previewUploadOffThread(raw, OPTIONS).catch((error: unknown) => error);
    expect(tooMany).toBeInstanceOf(InputTooLargeError);
    expect((tooMany as InputTooLargeError).message).toContain("multipartParts");
  }, 60_000);

  it("keeps this thread free while the largest upload the caps allow is previewed", async () => {
    const text = buildWorstCaseUploads(1, "lag")[0]!.body;
    await previewJson(JSON.stringify({ warm: "up" })).catch(() => null);
    const { result, tookMs, worstGapMs } = await measureEventLoopGaps(() => previewJson(text));
    expect(result.artifacts[0]?.matrixCells).toBe(5_000);
    // the work itself takes seconds; this thread only copies the bytes over and the answer back
    expect(tookMs).toBeGreaterThan(worstGapMs * 3);
    expect(worstGapMs).toBeLessThan(500);
  }, 60_000);
});
