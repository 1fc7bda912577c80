import { describe, expect, it } from "vitest";
import { assembleBundle } from "@/lib/runs/assemble";
import { parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import { BUNDLE_METADATA, catchBundleError, readFixture } from "@/tests/support/run-bundle";

const CHAT = { name: "chat-c1-5-10.md", text: readFixture("llama-benchy/chat-c1-5-10.md") };
const SWEEP = { name: "capacity-sweep.jsonl", text: readFixture("vllm-bench-serve/capacity-sweep.jsonl") };

describe("assembleBundle", () => {
  it("turns a manifest and raw files into a bundle with each file's tool recognised", () => {
    const bundle = assembleBundle(BUNDLE_METADATA, [CHAT, SWEEP]);
    expect(bundle).toEqual({
      ...BUNDLE_METADATA,
      artifacts: [
        { tool: "llama-benchy", test: undefined, fileName: "chat-c1-5-10.md", content: CHAT.text },
        { tool: "vllm-bench-serve", test: undefined, fileName: "capacity-sweep.jsonl", content: SWEEP.text },
      ],
    });
    // The result is what the importer accepts.
    const prepared = prepareRun(parseRunBundle(bundle));
    expect(prepared.artifacts.map((a) => a.measurements[0]?.testKey)).toEqual(["chat", "capacity-sweep"]);
  });

  it("applies the manifest's hints (tool and test) by file name, and keeps artifacts it already lists", () => {
    // No tool is recognisable in "notes.txt": only the hint can name it.
    const listed = { tool: "summary", content: { tests: [] } };
    const bundle = assembleBundle(
      {
        ...BUNDLE_METADATA,
        artifacts: [listed],
        files: {
          "notes.txt": { tool: "llama-benchy", test: "chat" },
          "capacity-sweep.jsonl": { test: "capacity-sweep" },
        },
      },
      [{ name: "notes.txt", text: "pasted from the terminal" }, SWEEP],
    );
    expect(bundle).not.toHaveProperty("files");
    expect(bundle.artifacts).toEqual([
      listed,
      { tool: "llama-benchy", test: "chat", fileName: "notes.txt", content: "pasted from the terminal" },
      { tool: "vllm-bench-serve", test: "capacity-sweep", fileName: "capacity-sweep.jsonl", content: SWEEP.text },
    ]);
  });

  it("sanitises file names, and finds the hint under the original name", () => {
    const bundle = assembleBundle({ ...BUNDLE_METADATA, files: { "../../etc/passwd": { test: "chat" } } }, [
      { name: "../../etc/passwd", text: CHAT.text },
    ]);
    expect(bundle.artifacts).toEqual([{ tool: "llama-benchy", test: "chat", fileName: "passwd", content: CHAT.text }]);
    const windows = assembleBundle(BUNDLE_METADATA, [{ name: "C:\\runs\\chat <c10>.md", text: CHAT.text }]);
    expect((windows.artifacts as Array<{ fileName: string }>)[0]!.fileName).toBe("chat _c10_.md");
  });

  it("rejects an unknown tool and an unknown test, naming each file", () => {
    const error = catchBundleError(() =>
      assembleBundle(
        {
          ...BUNDLE_METADATA,
          files: { "chat-c1-5-10.md": { tool: "llama-perplexity" }, "capacity-sweep.jsonl": { test: "capacity" } },
        },
        [CHAT, SWEEP],
      ),
    );
    expect(error.issues).toEqual([
      { path: "files.0 (chat-c1-5-10.md)", message: expect.stringContaining('Unknown tool "llama-perplexity"') },
      { path: "files.1 (capacity-sweep.jsonl).test", message: 'Unknown suite test "capacity".' },
    ]);
  });

  it("rejects a file whose tool it cannot recognise, naming the file", () => {
    const error = catchBundleError(() =>
      assembleBundle(BUNDLE_METADATA, [CHAT, { name: "../notes.txt", text: "it was fast" }]),
    );
    expect(error.issues).toEqual([
      { path: "files.1 (notes.txt)", message: expect.stringContaining("name its tool in the manifest") },
    ]);
  });

  it.each([
    ["null", null],
    ["an array", [BUNDLE_METADATA]],
    ["a string", "Qwen3.5-9B"],
  ])("rejects a manifest that is %s", (_case, manifest) => {
    expect(catchBundleError(() => assembleBundle(manifest, [CHAT])).issues).toEqual([
      { path: "manifest", message: "Expected a JSON object with the run's metadata." },
    ]);
  });
});
