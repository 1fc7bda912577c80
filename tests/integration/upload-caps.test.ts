import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/v1/runs/route";
import { db } from "@/lib/db";
import { UPLOAD_CAPS } from "@/lib/ingest/caps";
import { countRows, truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";

const url = process.env.DATABASE_URL!;
const CHAT = readFileSync("tests/fixtures/llama-benchy/chat-c1-5-10.md", "utf8");
const BOUNDARY = "----arena-caps-boundary";

const manifest = {
  schemaVersion: 1,
  model: { name: "Qwen3.5-9B", org: "Alibaba", paramsB: 9, architecture: "dense", precision: "FP8" },
  hardware: { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" },
  engine: { name: "vllm", version: "0.26.0" },
  launchCommand: "vllm serve Qwen/Qwen3.5-9B-FP8",
  measuredAt: "2026-11-20",
};

function decodeCells(count: number, fields: Record<string, unknown> = {}) {
  return Array.from({ length: count }, (_, index) => ({
    phase: "decode",
    contextTokens: Math.floor(index / 100) * 1024,
    concurrency: (index % 100) + 1,
    status: "valid",
    totalTps: 100,
    perRequestTps: 50,
    ...fields,
  }));
}

const matrixBundle = (cells: unknown[]) => ({
  ...manifest,
  artifacts: [{ tool: "summary", content: { matrix: { meta: {}, cells } } }],
});

function post(token: string, body: BodyInit, contentType: string) {
  return POST(
    new Request("http://arena.test/api/v1/runs", {
      method: "POST",
      headers: { "content-type": contentType, authorization: `Bearer ${token}` },
      body,
    }),
    { params: Promise.resolve({}) } as never,
  );
}

const postJson = (token: string, body: unknown) => post(token, JSON.stringify(body), "application/json");

beforeEach(async () => {
  await truncateAll(url);
});

describe("POST /api/v1/runs under the upload caps", () => {
  it("stores a run at the matrix cell cap", async () => {
    const { token } = await createTestUser();
    const response = await postJson(token, matrixBundle(decodeCells(UPLOAD_CAPS.matrixCellsPerRun)));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await db.matrixCell.count({ where: { runId: id } })).toBe(UPLOAD_CAPS.matrixCellsPerRun);
  });

  it("refuses every upload over a cap with 413 or 400 naming it, a small answer, and no row written", async () => {
    const { token } = await createTestUser();
    await postJson(token, { ...manifest, artifacts: [{ tool: "llama-benchy", content: CHAT }] });
    const before = await countRows(url);
    const tinyParts = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"\r\n\r\nx\r\n`.repeat(154_000);
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
    const chat = [{ tool: "llama-benchy", content: CHAT }];
    const send = {
      tinyParts: () => post(token, `${tinyParts}--${BOUNDARY}--\r\n`, multipart),
      bigBody: () => post(token, `{"x":"${"a".repeat(UPLOAD_CAPS.bodyBytes)}"}`, "application/json"),
      manyArtifacts: () => postJson(token, { ...manifest, artifacts: Array.from({ length: 201 }, () => chat[0]) }),
      manyCells: () => postJson(token, matrixBundle(decodeCells(UPLOAD_CAPS.matrixCellsPerRun + 1))),
      hugeInteger: () => postJson(token, matrixBundle(decodeCells(1, { completedRequests: 1e12 }))),
      nestedText: () =>
        postJson(token, { ...manifest, artifacts: [{ tool: "vllm-bench-serve", content: `{"completed": ${deep}}` }] }),
      longCommand: () => postJson(token, { ...manifest, launchCommand: "v".repeat(20_001), artifacts: chat }),
      nul: () => postJson(token, { ...manifest, engine: { ...manifest.engine, build: "a\u0000b" }, artifacts: chat }),
    };
    const cases: Array<[string, () => Promise<Response>, number, string, RegExp]> = [
      ["154,000 tiny multipart parts", send.tinyParts, 413, "(body)", /multipartParts/],
      ["a body over 16 MiB", send.bigBody, 413, "(body)", /bodyBytes/],
      ["201 artifacts", send.manyArtifacts, 400, "artifacts", /upload cap artifacts/],
      ["5,001 matrix cells", send.manyCells, 400, "artifacts.0.content (matrix.cells)", /matrixCellsPerRun/],
      ["1e12 as int", send.hugeInteger, 400, "artifacts.0.content (matrix.cells[0].completedRequests)", /2147483647/],
      ["artifact text nested 100,000 levels", send.nestedText, 400, "artifacts.0.content", /nested more than 64/],
      ["a launch command over 20,000 characters", send.longCommand, 400, "launchCommand", /20000/],
      ["a NUL character", send.nul, 400, "engine.build", /NUL/],
    ];
    for (const [name, send, status, path, message] of cases) {
      const started = performance.now();
      const response = await send();
      const elapsedMs = performance.now() - started;
      const text = await response.text();
      expect(response.status, name).toBe(status);
      expect(text.length, name).toBeLessThan(5_000);
      const body = JSON.parse(text) as { issues: Array<{ path: string; message: string }> };
      expect(body.issues[0]?.path, name).toBe(path);
      expect(body.issues[0]?.message, name).toMatch(message);
      expect(elapsedMs, name).toBeLessThan(5_000);
    }
    expect(await countRows(url)).toEqual(before);
  });
});
