import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BundleError, parseRunBundle } from "@/lib/runs/prepare";
import { readUploadBody } from "@/lib/uploads/body";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), "utf8");
const bytes = (text: string) => new TextEncoder().encode(text);

const METADATA = {
  schemaVersion: 1,
  model: { name: "Qwen3.5-9B", org: "Alibaba", paramsB: 9, architecture: "dense", precision: "BF16" },
  hardware: { name: "DGX Spark", accelerator: "NVIDIA GB10", memoryGB: 128, memoryKind: "unified", bandwidthGBs: 273 },
  engine: { name: "vllm", version: "0.26.0" },
  launchCommand: "vllm serve Qwen/Qwen3.5-9B --max-model-len 131072",
  measuredAt: "2026-08-07",
};
const CHAT = fixture("llama-benchy/chat-c1-5-10.md");
const BUNDLE = { ...METADATA, artifacts: [{ tool: "llama-benchy", test: "chat", content: CHAT }] };

/** An upload request with this body, read as the upload and preview routes read theirs. */
function readBody(body: Uint8Array, contentType: string): Promise<unknown> {
  const headers = contentType ? { "content-type": contentType } : undefined;
  const request = new Request("http://arena.test/api/v1/runs", {
    method: "POST",
    headers,
    body: body as Uint8Array<ArrayBuffer>,
  });
  return readUploadBody(request);
}

/** The bytes and content type a browser or `curl -F` sends for this form. */
async function multipart(form: FormData): Promise<[Uint8Array, string]> {
  const response = new Response(form);
  return [new Uint8Array(await response.arrayBuffer()), response.headers.get("content-type") ?? ""];
}

async function bundleError(promise: Promise<unknown>): Promise<BundleError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof BundleError) return error;
  throw new Error(`expected a BundleError, got ${String(error)}`);
}

describe("readUploadBody: JSON", () => {
  it("reads a JSON bundle", async () => {
    expect(await readBody(bytes(JSON.stringify(BUNDLE)), "application/json; charset=utf-8")).toEqual(BUNDLE);
  });

  it("names the line of a syntax error", async () => {
    const text = '{\n  "schemaVersion": 1,\n  "model": { "name": "Qwen3.5-9B" \n  "engine": {}\n}';
    const error = await bundleError(readBody(bytes(text), "application/json"));
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0].path).toBe("(body) (line 4)");
    expect(error.issues[0].message).toMatch(/^Not valid JSON: .*line 4/);
  });

  it("reads Python's NaN as null, so the schema rejects the figure instead of storing it", async () => {
    const text = JSON.stringify(BUNDLE).replace('"paramsB":9', '"paramsB":NaN');
    const body = (await readBody(bytes(text), "application/json")) as typeof BUNDLE;
    expect(body.model.paramsB).toBeNull();
    const error = (() => {
      try {
        parseRunBundle(body);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).issues.map((issue) => issue.path)).toEqual(["model.paramsB"]);
  });

  it("refuses a body that is neither JSON nor multipart", async () => {
    const error = await bundleError(readBody(bytes(CHAT), "text/markdown"));
    expect(error.issues).toEqual([
      { path: "(content-type)", message: "Send application/json or multipart/form-data." },
    ]);
  });
});

describe("readUploadBody: multipart/form-data", () => {
  it("reads a whole bundle sent as the `bundle` field", async () => {
    const form = new FormData();
    form.set("bundle", new File([JSON.stringify(BUNDLE)], "run.json", { type: "application/json" }));
    expect(await readBody(...(await multipart(form)))).toEqual(BUNDLE);
  });

  it("assembles a `manifest` and raw `files` into a bundle", async () => {
    const sweep = fixture("vllm-bench-serve/capacity-sweep.jsonl");
    const form = new FormData();
    form.set("manifest", JSON.stringify({ ...METADATA, files: { "chat-c1-5-10.md": { test: "chat" } } }));
    form.append("files", new File([CHAT], "chat-c1-5-10.md"));
    form.append("files", new File([sweep], "results/capacity-sweep.jsonl"));
    form.append("files", fixture("vllm-bench-serve/monday-peak.json"));
    const body = (await readBody(...(await multipart(form)))) as { artifacts: unknown[] };
    expect(body).toMatchObject(METADATA);
    expect(body.artifacts).toEqual([
      { tool: "llama-benchy", test: "chat", fileName: "chat-c1-5-10.md", content: CHAT },
      { tool: "vllm-bench-serve", test: undefined, fileName: "capacity-sweep.jsonl", content: sweep },
      {
        tool: "vllm-bench-serve",
        test: undefined,
        fileName: "pasted",
        content: fixture("vllm-bench-serve/monday-peak.json"),
      },
    ]);
  });

  it("names the manifest field when its JSON is broken", async () => {
    const form = new FormData();
    form.set("manifest", '{"schemaVersion": 1,\n"model": }');
    form.append("files", new File([CHAT], "chat.md"));
    const error = await bundleError(readBody(...(await multipart(form))));
    expect(error.issues.map((issue) => issue.path)).toEqual(["manifest (line 2)"]);
  });

  it("asks for a manifest or a bundle when the form has neither", async () => {
    const form = new FormData();
    form.append("files", new File([CHAT], "chat.md"));
    const error = await bundleError(readBody(...(await multipart(form))));
    expect(error.issues.map((issue) => issue.path)).toEqual(["manifest"]);
  });

  it("refuses a multipart body that cannot be read", async () => {
    const error = await bundleError(readBody(bytes("not a multipart body"), "multipart/form-data; boundary=xyz"));
    expect(error.issues).toEqual([{ path: "(body)", message: "Not a readable multipart/form-data body." }]);
  });
});
