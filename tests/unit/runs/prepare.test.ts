import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseRunBundle, prepareRun, sanitizeFileName } from "@/lib/runs/prepare";
import { REDACTED } from "@/lib/runs/redact";
import { buildBundle, CHAT_OUTPUT, catchBundleError, readFixture } from "@/tests/support/run-bundle";

const seed = (file: string): unknown =>
  JSON.parse(readFileSync(path.resolve(__dirname, "../../../prisma/seed", file), "utf8"));

const MATRIX = readFixture("llm-inference-bench/matrix-qwen3.5-9b-gap-and-loop.json");
const SHAREGPT = readFixture("vllm-bench-serve/sharegpt-detailed.json");

const prepare = (input: unknown) => prepareRun(parseRunBundle(input));

describe("parseRunBundle", () => {
  it("names every offending field", () => {
    const error = catchBundleError(() =>
      parseRunBundle(buildBundle({ model: { ...buildBundle().model, paramsB: -9 }, artifacts: [] })),
    );
    expect(error.issues.map((issue) => issue.path)).toEqual(["model.paramsB", "artifacts"]);
    expect(error.message).toContain("model.paramsB: ");
  });

  it("reads the measurement date", () => {
    expect(parseRunBundle(buildBundle()).measuredAt?.toISOString()).toBe("2026-08-07T00:00:00.000Z");
  });
});

describe("prepareRun: content hash", () => {
  it("is the same for the same bundle", () => {
    expect(prepare(buildBundle()).contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(prepare(buildBundle()).contentHash).toBe(prepare(buildBundle()).contentHash);
  });

  it("changes when a figure changes", () => {
    const changed = CHAT_OUTPUT.replace("|   123.38 ± 0.21 |", "|   124.38 ± 0.21 |");
    expect(changed).not.toBe(CHAT_OUTPUT);
    const original = prepare(buildBundle());
    const edited = prepare(
      buildBundle({ artifacts: [{ tool: "llama-benchy", fileName: "chat-c1-5-10.md", content: changed }] }),
    );
    expect(edited.contentHash).not.toBe(original.contentHash);
    expect(edited.artifacts[0]!.sha256).not.toBe(original.artifacts[0]!.sha256);
  });

  it("changes when the hardware changes", () => {
    const other = buildBundle({ hardware: { ...buildBundle().hardware, bandwidthGBs: 276 } });
    expect(prepare(other).contentHash).not.toBe(prepare(buildBundle()).contentHash);
  });

  it("is computed from the redacted launch command: the secret is neither stored nor hashed", () => {
    const command = (key: string) =>
      `HF_TOKEN=hf_${key} vllm serve Qwen/Qwen3.5-9B --api-key ${key} --max-num-batched-tokens 32768`;
    const first = prepare(buildBundle({ launchCommand: command("first-secret") }));
    const second = prepare(buildBundle({ launchCommand: command("second-secret") }));
    expect(first.launchCommand).toBe(
      `HF_TOKEN=${REDACTED} vllm serve Qwen/Qwen3.5-9B --api-key ${REDACTED} --max-num-batched-tokens 32768`,
    );
    expect(second.contentHash).toBe(first.contentHash);
  });
});

describe("prepareRun: what is stored", () => {
  it("keeps seed 003's launch command as written (its key is already redacted, its figures stay)", () => {
    const input = seed("003-qwen3-5-4b-bf16-h200-nvl.json") as { launchCommand: string };
    expect(prepare(input).launchCommand).toBe(input.launchCommand);
  });

  it("maps the rungs onto the suite and names the slugs", () => {
    const prepared = prepare(buildBundle());
    expect(prepared.artifacts).toHaveLength(1);
    expect(prepared.artifacts[0]).toMatchObject({
      tool: "llama-benchy",
      format: "md",
      fileName: "chat-c1-5-10.md",
      toolVersion: "0.4.0",
    });
    expect(new Set(prepared.artifacts[0]!.measurements.map((m) => m.testKey))).toEqual(new Set(["chat"]));
    expect(prepared.slugs).toEqual({
      organization: "alibaba",
      model: "qwen3-5-9b",
      variant: "bf16",
      hardware: "dgx-spark",
    });
    expect(prepared.benchmarkTools).toEqual([{ name: "llama-benchy", version: "0.4.0" }]);
  });

  it("stores artifact text redacted", () => {
    const withKey = SHAREGPT.replace(
      '"backend": "openai-chat"',
      '"backend": "openai-chat", "api_key": "sk-live-0123456789abcdefghijkl"',
    );
    const prepared = prepare(buildBundle({ artifacts: [{ tool: "vllm-bench-serve", content: withKey }] }));
    expect(prepared.artifacts[0]!.content).not.toContain("sk-live-0123456789abcdefghijkl");
    expect(prepared.artifacts[0]!.content).toContain(`"api_key": "${REDACTED}"`);
  });

  it("turns vLLM's generated_texts (--save-detailed) into sanity samples, three per artifact", () => {
    const texts = (JSON.parse(SHAREGPT) as { generated_texts: string[] }).generated_texts;
    expect(texts.length).toBeGreaterThan(3);
    const prepared = prepare(
      buildBundle({ artifacts: [{ tool: "vllm-bench-serve", fileName: "sharegpt-detailed.json", content: SHAREGPT }] }),
    );
    expect(prepared.sanity.map((sample) => sample.output)).toEqual(texts.slice(0, 3));
    expect(prepared.sanity.map((sample) => sample.position)).toEqual([0, 1, 2]);
    for (const sample of prepared.sanity) {
      expect(sample.testKey).toBe("sharegpt");
      expect(sample.prompt).toContain("sharegpt-detailed.json");
    }
  });

  it("puts the uploader's own sanity samples first, redacted", () => {
    const prepared = prepare(
      buildBundle({
        sanity: [{ test: "chat", prompt: "Say hi (key hf_AbCdEfGhIjKlMnOpQrStUvWx)", output: "Hi!" }],
        artifacts: [{ tool: "vllm-bench-serve", fileName: "sharegpt-detailed.json", content: SHAREGPT }],
      }),
    );
    expect(prepared.sanity).toHaveLength(4);
    expect(prepared.sanity[0]).toEqual({
      position: 0,
      testKey: "chat",
      prompt: `Say hi (key ${REDACTED})`,
      output: "Hi!",
    });
  });
});

describe("prepareRun: rejections", () => {
  it("rejects a matrix cell measured twice, naming the matrix", () => {
    const error = catchBundleError(() =>
      prepare(
        buildBundle({
          artifacts: [
            { tool: "llm-inference-bench", content: MATRIX },
            { tool: "llm-inference-bench", content: MATRIX },
          ],
        }),
      ),
    );
    expect(error.issues).toEqual([
      { path: "artifacts.1.content (matrix)", message: "matrix cell prefill at context 8192 x 1 appears twice" },
    ]);
  });

  it("accepts the same matrix once", () => {
    const prepared = prepare(buildBundle({ artifacts: [{ tool: "llm-inference-bench", content: MATRIX }] }));
    expect(prepared.artifacts[0]!.matrixCells.length).toBeGreaterThan(0);
    expect(prepared.matrixMeta).toMatchObject({ decodeMode: "duration", prefillMode: "integrated_decode_scout" });
  });

  it("names the artifact and line of a file that does not parse", () => {
    const error = catchBundleError(() =>
      prepare(
        buildBundle({
          artifacts: [
            { tool: "llama-benchy", content: CHAT_OUTPUT },
            { tool: "vllm-bench-serve", content: '{"date": "x",\n oops}' },
          ],
        }),
      ),
    );
    expect(error.issues.map((issue) => issue.path)).toEqual(["artifacts.1.content (line 2)"]);
  });
});

describe("sanitizeFileName", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\results\\chat.md", "chat.md"],
    ["results/run 1.json", "run 1.json"],
    [".env", "env"],
    ["chat<c10>|x.md", "chat_c10__x.md"],
    ["../", "artifact"],
    ["", "artifact"],
  ])("%s -> %s", (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it("caps a name at 255 characters", () => {
    expect(sanitizeFileName(`${"a".repeat(300)}.json`)).toHaveLength(255);
  });
});
