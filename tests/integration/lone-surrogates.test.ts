/**
 * A lone UTF-16 surrogate (`"\ud800"` in JSON) in a bundle or any JSON body: refused with 400
 * naming the field, and nothing stored (it used to reach PostgreSQL and answer 500).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { POST as review } from "@/app/api/v1/admin/runs/[id]/review/route";
import { POST as upload } from "@/app/api/v1/runs/route";
import { countRows, truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";

const url = process.env.DATABASE_URL!;

const manifest = {
  schemaVersion: 1,
  model: { name: "Qwen3.5-9B", org: "Alibaba", paramsB: 9, architecture: "dense", precision: "FP8" },
  hardware: { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" },
  engine: { name: "vllm", version: "0.26.0" },
  launchCommand: "vllm serve Qwen/Qwen3.5-9B-FP8",
  measuredAt: "2026-11-20",
};
const artifact = { tool: "llama-benchy", content: "| model | test | t/s |\n|---|---|---|\n| q | pp2048 | 1 |\n" };

/** JSON text with a lone surrogate escape in place of the marker, as a client can send it. */
const withLoneSurrogate = (value: unknown) => JSON.stringify(value).replace("MARK", "\\ud800");

const post = (token: string, body: string | FormData, contentType?: string) =>
  upload(
    new Request("http://arena.test/api/v1/runs", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, ...(contentType ? { "content-type": contentType } : {}) },
      body,
    }),
  );

beforeEach(async () => {
  await truncateAll(url);
});

describe("lone surrogates", () => {
  it("refuses a bundle with a lone \\ud800 in a field with 400 naming it, storing nothing", async () => {
    const { token } = await createTestUser();
    const bundle = { ...manifest, model: { ...manifest.model, name: "QwenMARK" }, artifacts: [artifact] };
    const response = await post(token, withLoneSurrogate(bundle), "application/json");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues[0]?.path).toContain("model.name");
    expect(body.issues[0]?.message).toMatch(/lone UTF-16 surrogate/);
    expect((await countRows(url)).Run ?? 0).toBe(0);
    expect((await countRows(url)).Model ?? 0).toBe(0);
  });

  it("refuses one in a multipart manifest and in a key, naming the part", async () => {
    const { token } = await createTestUser();
    const form = new FormData();
    form.set("manifest", withLoneSurrogate({ ...manifest, notes: "MARK" }));
    form.append("files", new Blob([artifact.content]), "bench.md");
    const response = await post(token, form);
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: { path: string }[] };
    expect(issues[0]?.path).toMatch(/^manifest .*notes/);
    const keyed = await post(
      token,
      withLoneSurrogate({ ...manifest, artifacts: [artifact], MARK: 1 }),
      "application/json",
    );
    expect(keyed.status).toBe(400);
    expect((await countRows(url)).Run ?? 0).toBe(0);
  });

  it("refuses one in any JSON body read by the route pipeline, naming the field", async () => {
    const admin = await createTestUser("admin");
    const response = await review(
      new Request("http://arena.test/api/v1/admin/runs/r1/review", {
        method: "POST",
        headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
        body: withLoneSurrogate({ verdict: "failed", note: "badMARK" }),
      }),
      { params: Promise.resolve({ id: "r1" }) },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(body.issues).toEqual([{ path: "note", message: expect.stringMatching(/lone UTF-16 surrogate/) }]);
  });
});
