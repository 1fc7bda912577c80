import { describe, expect, it } from "vitest";
import { BundleError, parseRunBundle } from "@/lib/runs/prepare";
import { readUploadBody } from "@/lib/uploads/body";
import { BUNDLE_METADATA, CHAT_OUTPUT, readFixture } from "@/tests/support/run-bundle";

const bytes = (text: string) => new TextEncoder().encode(text);

const BUNDLE = { ...BUNDLE_METADATA, artifacts: [{ tool: "llama-benchy", test: "chat", content: CHAT_OUTPUT }] };

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
    expect(error.issues[0]!.path).toBe("(body) (line 4)");
    expect(error.issues[0]!.message).toMatch(/^Not valid JSON: .*line 4/);
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
    const error = await bundleError(readBody(bytes(CHAT_OUTPUT), "text/markdown"));
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
    const sweep = readFixture("vllm-bench-serve/capacity-sweep.jsonl");
    const form = new FormData();
    form.set("manifest", JSON.stringify({ ...BUNDLE_METADATA, files: { "chat-c1-5-10.md": { test: "chat" } } }));
    form.append("files", new File([CHAT_OUTPUT], "chat-c1-5-10.md"));
    form.append("files", new File([sweep], "results/capacity-sweep.jsonl"));
    form.append("files", readFixture("vllm-bench-serve/monday-peak.json"));
    const body = (await readBody(...(await multipart(form)))) as { artifacts: unknown[] };
    expect(body).toMatchObject(BUNDLE_METADATA);
    expect(body.artifacts).toEqual([
      { tool: "llama-benchy", test: "chat", fileName: "chat-c1-5-10.md", content: CHAT_OUTPUT },
      { tool: "vllm-bench-serve", test: undefined, fileName: "capacity-sweep.jsonl", content: sweep },
      {
        tool: "vllm-bench-serve",
        test: undefined,
        fileName: "pasted",
        content: readFixture("vllm-bench-serve/monday-peak.json"),
      },
    ]);
  });

  it("names the manifest field when its JSON is broken", async () => {
    const form = new FormData();
    form.set("manifest", '{"schemaVersion": 1,\n"model": }');
    form.append("files", new File([CHAT_OUTPUT], "chat.md"));
    const error = await bundleError(readBody(...(await multipart(form))));
    expect(error.issues.map((issue) => issue.path)).toEqual(["manifest (line 2)"]);
  });

  it("asks for a manifest or a bundle when the form has neither", async () => {
    const form = new FormData();
    form.append("files", new File([CHAT_OUTPUT], "chat.md"));
    const error = await bundleError(readBody(...(await multipart(form))));
    expect(error.issues.map((issue) => issue.path)).toEqual(["manifest"]);
  });

  it("refuses a multipart body that cannot be read", async () => {
    const error = await bundleError(readBody(bytes("not a multipart body"), "multipart/form-data; boundary=xyz"));
    expect(error.issues).toEqual([{ path: "(body)", message: "Not a readable multipart/form-data body." }]);
  });
});
