import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/v1/runs/route";
import { revokeApiToken } from "@/lib/accounts/mutations";
import { db } from "@/lib/db";
import { MAX_UPLOAD_BYTES } from "@/lib/ingest/caps";
import { countRows, truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";

const url = process.env.DATABASE_URL!;
const fixture = (file: string) => readFileSync(`tests/fixtures/${file}`, "utf8");

const manifest = {
  schemaVersion: 1,
  model: {
    name: "Qwen3.5-9B",
    org: "Alibaba",
    paramsB: 9,
    architecture: "dense",
    precision: "FP8",
    hfRepo: "Qwen/Qwen3.5-9B",
  },
  hardware: {
    name: "RTX 4090",
    accelerator: "NVIDIA RTX 4090",
    memoryGB: 24,
    memoryKind: "discrete",
    bandwidthGBs: 1008,
  },
  engine: { name: "vllm", version: "0.26.0" },
  launchCommand: "vllm serve Qwen/Qwen3.5-9B-FP8 --hf-token hf_abcdefghijklmnopqrstuvwxyz0123",
  measuredAt: "2026-11-20",
};

function bundleWith(
  artifacts: Array<{ tool: string; content: unknown; test?: string; fileName?: string }>,
  extra = {},
) {
  return { ...manifest, ...extra, artifacts };
}

function postJson(body: unknown, token?: string, raw?: string) {
  return POST(
    new Request("http://arena.test/api/v1/runs", {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: raw ?? JSON.stringify(body),
    }),
  );
}

function postFiles(files: Array<[string, string]>, token: string, metadata: unknown = manifest) {
  const form = new FormData();
  form.set("manifest", JSON.stringify(metadata));
  for (const [name, text] of files) form.append("files", new Blob([text]), name);
  return POST(
    new Request("http://arena.test/api/v1/runs", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}

async function getRun(id: string) {
  return db.run.findUniqueOrThrow({
    where: { id },
    select: {
      launchCommand: true,
      contributorId: true,
      measurements: true,
      matrixCells: true,
      figures: { select: { rulesVersion: true } },
    },
  });
}

beforeEach(async () => {
  await truncateAll(url);
});

describe("POST /api/v1/runs", () => {
  it("takes each tool's real output, as JSON bundle and as multipart files, and stores its figures", async () => {
    const { token, id: userId } = await createTestUser();
    const cases: Array<[string, Array<[string, string]>, (run: Awaited<ReturnType<typeof getRun>>) => void]> = [
      [
        "llama-benchy markdown",
        [["chat.md", fixture("llama-benchy/chat-c1-5-10.md")]],
        (run) => {
          const c10 = run.measurements.find((m) => m.testKey === "chat" && m.concurrency === 10)!;
          expect(c10.perUserTps).toBeCloseTo(12.51, 2);
          expect(c10.ttftMeanMs).toBeCloseTo(1820.47, 1);
        },
      ],
      [
        "llama-benchy JSON",
        [["rag.json", fixture("llama-benchy/rag-8k-c5-10-20.json")]],
        (run) => {
          expect(
            run.measurements
              .filter((m) => m.testKey === "rag-8k")
              .map((m) => m.concurrency)
              .sort((a, b) => a! - b!),
          ).toEqual([5, 10, 20]);
        },
      ],
      [
        "vllm bench serve JSON",
        [["07.json", fixture("vllm-bench-serve/office-baseline-metadata.json")]],
        (run) => {
          const m = run.measurements.find((row) => row.testKey === "office-baseline")!;
          expect(m.requestRate).toBe(0.3);
          expect(m.perUserTps).toBeGreaterThan(0);
        },
      ],
      [
        "legacy vllm JSON",
        [["legacy.json", fixture("vllm-bench-serve/legacy-smoke-inf.json")]],
        (run) => {
          expect(run.measurements[0]!.requestRate).toBeNull(); // "inf"
        },
      ],
      [
        "llm-inference-bench JSON",
        [["matrix.json", fixture("llm-inference-bench/matrix-qwen3.5-9b-gap-and-loop.json")]],
        (run) => {
          expect(run.matrixCells.length).toBeGreaterThan(0);
          expect(run.matrixCells.some((cell) => cell.status === "over_capacity")).toBe(true);
        },
      ],
      [
        "llama-bench markdown of an older build, no tool named",
        [["bench.md", fixture("llama-bench/llama-7b-metal-2023.md")]],
        (run) => {
          expect(run.measurements.length).toBeGreaterThan(0);
          expect(run.measurements.every((m) => m.definition?.startsWith("llama-bench:") && m.testLabel)).toBe(true);
        },
      ],
      [
        "llama-bench SQL",
        [["bench.sql", fixture("llama-bench/mistral-7b-vulkan-2024.sql")]],
        (run) => expect(run.measurements.some((m) => m.testLabel?.startsWith("tg"))).toBe(true),
      ],
      [
        "llama-batched-bench JSON Lines",
        [["batched.jsonl", fixture("llama-batched-bench/llama-8b-jsonl.jsonl")]],
        (run) => expect(run.measurements.every((m) => m.definition?.startsWith("llama-batched-bench"))).toBe(true),
      ],
      [
        "a llama-benchy depth sweep to 200k",
        [["sweep.md", fixture("llama-benchy/depth-sweep-pp2048-tg480.md")]],
        (run) => expect(run.measurements.map((m) => m.depth).sort((a, b) => a! - b!)).toHaveLength(10),
      ],
    ];
    for (const [name, files, check] of cases) {
      const response = await postFiles(files, token, {
        ...manifest,
        measuredAt: `2026-11-${10 + cases.findIndex((c) => c[0] === name)}`,
      });
      expect(response.status, name).toBe(201);
      const body = await response.json();
      expect(body.url).toBe(`/runs/${body.id}`);
      const run = await getRun(body.id);
      expect(run.contributorId).toBe(userId);
      expect(run.launchCommand).toBe("vllm serve Qwen/Qwen3.5-9B-FP8 --hf-token <redacted>");
      expect(run.figures?.rulesVersion).toBe(1);
      check(run);
    }
  });

  it("answers 409 with the first run's id when the same content comes again, and stores it once", async () => {
    const { token } = await createTestUser();
    const files: Array<[string, string]> = [["chat.md", fixture("llama-benchy/chat-c1-5-10.md")]];
    const first = await (await postFiles(files, token)).json();
    const again = await postFiles(files, token);
    expect(again.status).toBe(409);
    expect((await again.json()).id).toBe(first.id);
    expect(await db.run.count()).toBe(1);
  });

  it("rejects every bad input with the right status, names the field, and leaves every table as it was", async () => {
    const { token, tokenId, id: userId } = await createTestUser();
    const good = bundleWith([{ tool: "llama-benchy", content: fixture("llama-benchy/chat-c1-5-10.md") }]);
    await postJson(good, token);
    const before = await countRows(url);

    const expectations: Array<[string, () => Promise<Response>, number, string | null]> = [
      ["malformed JSON", () => postJson(null, token, '{"schemaVersion": 1, "model": {'), 400, "(body)"],
      [
        "a wrong type",
        () => postJson({ ...good, model: { ...good.model, paramsB: "nine" } }, token),
        400,
        "model.paramsB",
      ],
      [
        "a negative figure",
        () => postJson({ ...good, hardware: { ...good.hardware, memoryGB: -24 } }, token),
        400,
        "hardware.memoryGB",
      ],
      [
        "NaN as a figure",
        () => postJson(null, token, JSON.stringify(good).replace('"paramsB":9', '"paramsB":NaN')),
        400,
        "model.paramsB",
      ],
      [
        "a negative figure in a tool's output",
        () =>
          postJson(
            bundleWith([
              { tool: "summary", content: { tests: [{ test: "chat", measurements: [{ perUserTps: -1 }] }] } },
            ]),
            token,
          ),
        400,
        "artifacts.0.content",
      ],
      [
        "an unknown test id",
        () => postJson(bundleWith([{ tool: "llama-benchy", test: "chit-chat", content: "x" }]), token),
        400,
        "artifacts.0.test",
      ],
      [
        "garbage tool output",
        () => postJson(bundleWith([{ tool: "vllm-bench-serve", content: "{ not json" }]), token),
        400,
        "artifacts.0.content",
      ],
      ["no token", () => postJson(good), 401, null],
      ["an unknown token", () => postJson(good, "arena_not-a-real-token"), 401, null],
      ["a duplicate", () => postJson(good, token), 409, null],
      ["an oversize body", () => postJson(null, token, `{"x":"${"a".repeat(MAX_UPLOAD_BYTES)}"}`), 413, null],
    ];
    for (const [name, send, status, path] of expectations) {
      const response = await send();
      expect(response.status, name).toBe(status);
      const body = await response.json();
      expect(typeof body.error, name).toBe("string");
      if (path) expect(body.issues.map((issue: { path: string }) => issue.path).join(" "), name).toContain(path);
    }
    expect(await revokeApiToken(userId, tokenId)).toBe(true);
    const revoked = await postJson({ ...good, measuredAt: "2026-01-01" }, token);
    expect(revoked.status).toBe(401);
    const after = await countRows(url);
    expect({ ...after, ApiToken: before.ApiToken }).toEqual(before);
  });
});
