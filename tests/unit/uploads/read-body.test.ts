import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InputTooLargeError } from "@/lib/errors";
import { BundleError } from "@/lib/runs/prepare";
import { UPLOAD_CAPS } from "@/lib/ingest/caps";
import { readUploadBody } from "@/lib/uploads/body";

const CHAT = readFileSync(new URL("../../fixtures/llama-benchy/chat-c1-5-10.md", import.meta.url), "utf8");
const METADATA = {
  schemaVersion: 1,
  model: { name: "Qwen3.5-9B", org: "Alibaba", paramsB: 9, architecture: "dense", precision: "BF16" },
  hardware: { name: "DGX Spark", accelerator: "NVIDIA GB10", memoryGB: 128, memoryKind: "unified" },
  engine: { name: "vllm", version: "0.26.0" },
  launchCommand: "vllm serve Qwen/Qwen3.5-9B",
  measuredAt: "2026-08-07",
};
const BOUNDARY = "----arena-test-boundary";

/** A multipart body as a stream of 64 KiB chunks, counting how many bytes the reader pulled. */
function streamedRequest(body: Uint8Array, contentType: string) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= body.length) return controller.close();
      const chunk = body.subarray(pulled, pulled + 65_536);
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://arena.test/api/v1/runs", {
    method: "POST",
    headers: { "content-type": contentType },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { request, pulledBytes: () => pulled };
}

function tinyParts(count: number): Uint8Array {
  const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"\r\n\r\nx\r\n`;
  return new TextEncoder().encode(`${part.repeat(count)}--${BOUNDARY}--\r\n`);
}

async function refusal(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (outcome instanceof Error) return outcome;
  throw new Error("expected the body to be refused");
}

describe("readUploadBody: multipart counted while streaming", () => {
  it("refuses 154,000 tiny parts at the part cap, before reading the rest, with a short error", async () => {
    const body = tinyParts(154_000);
    const { request, pulledBytes } = streamedRequest(body, `multipart/form-data; boundary=${BOUNDARY}`);
    const started = performance.now();
    const error = await refusal(readUploadBody(request));
    const elapsedMs = performance.now() - started;
    expect(error).toBeInstanceOf(InputTooLargeError);
    expect((error as InputTooLargeError).path).toBe("(body)");
    expect(error.message).toBe("At most 210 parts in a multipart body (upload cap multipartParts).");
    expect(pulledBytes()).toBeLessThan(200_000);
    expect(body.length).toBeGreaterThan(10_000_000);
    expect(elapsedMs).toBeLessThan(1_000);
  });

  it("accepts the part cap exactly (the schema then caps artifacts at 200), refuses one part more", async () => {
    const form = new FormData();
    form.set("manifest", JSON.stringify(METADATA));
    for (let i = 0; i < UPLOAD_CAPS.multipartParts - 1; i++) form.append("files", new File([CHAT], `chat-${i}.md`));
    const response = new Response(form);
    const request = new Request("http://arena.test/", {
      method: "POST",
      headers: { "content-type": response.headers.get("content-type")! },
      body: await response.arrayBuffer(),
    });
    const input = (await readUploadBody(request)) as { artifacts: Array<{ fileName: string; content: string }> };
    expect(input.artifacts).toHaveLength(UPLOAD_CAPS.multipartParts - 1);
    expect(input.artifacts[209 - 1]).toMatchObject({ fileName: "chat-208.md", content: CHAT });
    form.append("files", new File([CHAT], "one-too-many.md"));
    const over = new Response(form);
    const overRequest = new Request("http://arena.test/", {
      method: "POST",
      headers: over.headers,
      body: await over.arrayBuffer(),
    });
    expect(await refusal(readUploadBody(overRequest))).toBeInstanceOf(InputTooLargeError);
  });

  it("reads a manifest and files as a browser sends them, the UTF-8 name matched to its hint", async () => {
    const form = new FormData();
    form.set(
      "manifest",
      JSON.stringify({ ...METADATA, files: { "chat é.md": { test: "chat" }, pasted: { tool: "summary" } } }),
    );
    form.append("files", new File([`\uFEFF${CHAT}`], "chat é.md"));
    form.append("files", "pasted text");
    const response = new Response(form);
    const request = new Request("http://arena.test/", {
      method: "POST",
      headers: response.headers,
      body: response.body,
      duplex: "half",
    } as RequestInit);
    const input = (await readUploadBody(request)) as Record<string, unknown>;
    expect(input).toMatchObject(METADATA);
    expect(input.artifacts).toEqual([
      { tool: "llama-benchy", test: "chat", fileName: "chat _.md", content: CHAT },
      { tool: "summary", test: undefined, fileName: "pasted", content: "pasted text" },
    ]);
  });

  it("refuses a body over the byte cap while reading it, declared or not", async () => {
    const big = new Uint8Array(UPLOAD_CAPS.bodyBytes + 1).fill(0x20);
    const { request, pulledBytes } = streamedRequest(big, "application/json");
    const error = await refusal(readUploadBody(request));
    expect(error).toBeInstanceOf(InputTooLargeError);
    expect(error.message).toBe("The body is larger than the limit of 16 MiB (upload cap bodyBytes).");
    expect(pulledBytes()).toBeLessThanOrEqual(UPLOAD_CAPS.bodyBytes + 65_536);
    const declared = new Request("http://arena.test/", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(UPLOAD_CAPS.bodyBytes + 1) },
      body: "{}",
    });
    expect(await refusal(readUploadBody(declared))).toBeInstanceOf(InputTooLargeError);
  });

  it("refuses a JSON body nested 100,000 levels deep as a 400 naming the body", async () => {
    const body = "[".repeat(100_000) + "]".repeat(100_000);
    const error = await refusal(
      readUploadBody(
        new Request("http://arena.test/", { method: "POST", body, headers: { "content-type": "application/json" } }),
      ),
    );
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).issues).toEqual([
      { path: "(body)", message: "Not valid JSON: JSON nested more than 64 levels deep" },
    ]);
  });

  it("refuses a broken multipart body and a missing boundary as unreadable", async () => {
    for (const [body, type] of [
      ["not a multipart body", `multipart/form-data; boundary=${BOUNDARY}`],
      [
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="manifest"\r\n\r\n{}`,
        `multipart/form-data; boundary=${BOUNDARY}`,
      ],
      ["anything", "multipart/form-data"],
    ] as const) {
      const error = await refusal(
        readUploadBody(new Request("http://arena.test/", { method: "POST", body, headers: { "content-type": type } })),
      );
      expect(error, body).toBeInstanceOf(BundleError);
      expect((error as BundleError).issues, body).toEqual([
        { path: "(body)", message: "Not a readable multipart/form-data body." },
      ]);
    }
  });
});
