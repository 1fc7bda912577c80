/**
 * The same measurement once (issue 26): a file a contributor stored before, uploaded again under
 * any names, is answered 409 naming the runs that hold it, and the preview says so before the
 * upload; another contributor's upload of the same bytes is stored, and the review queue marks it
 * "same file as run X".
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as previewRoute } from "@/app/api/v1/runs/preview/route";
import { POST } from "@/app/api/v1/runs/route";
import { db } from "@/lib/db";
import { listReviewQueue } from "@/lib/reviews/data";
import { truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";

const FILE = "qwen3-14b-rocm-b10743.json";
const text = readFileSync(`tests/fixtures/llama-bench/${FILE}`, "utf8");

const manifest = (name: string) => ({
  schemaVersion: 1,
  model: { name, org: "Alibaba", paramsB: 14.8, architecture: "dense", precision: "GGUF Q6_K" },
  hardware: {
    name: "2x RX 7900 XTX",
    count: 2,
    accelerator: "AMD Radeon RX 7900 XTX",
    memoryGB: 48,
    memoryKind: "discrete",
  },
  engine: { name: "llama.cpp", version: "b10743" },
  launchCommand: "llama-bench -m /models/Qwen3-14B-Q6_K.gguf -o json",
  measuredAt: "2026-11-20",
});

function send(route: typeof POST, token: string, name: string, accept = "application/json") {
  const form = new FormData();
  form.set("manifest", JSON.stringify(manifest(name)));
  form.append("files", new Blob([text]), FILE);
  const headers = { authorization: `Bearer ${token}`, accept };
  return route(new Request("http://arena.test/api/v1/runs", { method: "POST", headers, body: form }));
}

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL ?? "");
});

describe("the same file uploaded twice", () => {
  it("is a duplicate for its contributor whatever the typed names, in the answer and the preview", async () => {
    const { token } = await createTestUser();
    const first = await send(POST, token, "Qwen3-14B");
    const created = await first.json();
    expect(first.status).toBe(201);
    expect(created.runs).toEqual([
      expect.objectContaining({ id: created.id, model: "Qwen3-14B", precision: "GGUF Q6_K", status: "created" }),
    ]);

    const preview = await (await send(previewRoute, token, "qwen3 14b")).json();
    expect(preview.duplicateOf.map((run: { id: string }) => run.id)).toEqual([created.id]);

    const again = await send(POST, token, "qwen3 14b");
    const answer = await again.json();
    expect(again.status).toBe(409);
    expect(answer.error).toContain(`/runs/${created.id}`);
    expect(answer.runs.map((run: { id: string; status: string }) => [run.id, run.status])).toEqual([
      [created.id, "duplicate"],
    ]);
    expect(await db.run.count()).toBe(1);
    expect(await db.model.count({ where: { name: "qwen3 14b" } })).toBe(0);
  });

  it("is stored for another contributor, and the review queue marks it as the same file as the first run", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    const first = await (await send(POST, a.token, "Qwen3-14B")).json();
    const second = await send(POST, b.token, "Qwen3-14B-GGUF");
    expect(second.status).toBe(201);
    const stored = await second.json();
    const queue = await listReviewQueue();
    const byId = new Map(queue.runs.map((run) => [run.id, run.sameFileAs]));
    expect(byId.get(stored.id)).toEqual([first.id]);
    expect(byId.get(first.id)).toEqual([stored.id]);
  });

  it("answers upload.sh (Accept: text/plain) with a line per run, also for a duplicate", async () => {
    const { token } = await createTestUser();
    const created = await send(POST, token, "Qwen3-14B", "text/plain");
    expect(created.status).toBe(201);
    const [line] = (await created.text()).trim().split("\n");
    expect(line).toMatch(/^uploaded: http:\/\/arena\.test\/runs\/\w+ {2}Qwen3-14B {2}GGUF Q6_K/);
    const again = await send(POST, token, "Another", "text/plain");
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`already uploaded: ${line?.split(" ")[1]}`);
  });

  it("names a hardware entry's count once, in its name and address", async () => {
    const { token } = await createTestUser();
    expect((await send(POST, token, "Qwen3-14B")).status).toBe(201);
    const hardware = await db.hardware.findFirstOrThrow({ select: { name: true, slug: true, count: true } });
    expect(hardware).toEqual({ name: "RX 7900 XTX", slug: "2x-rx-7900-xtx", count: 2 });
  });
});
