/**
 * What an upload says about its setup beyond the files (the host's CPU, RAM and OS, notes, the
 * sanity-check output) is stored on the run, bounded, and refused with a 400 naming the field when
 * too long; hardware facts far from the catalogue's are warned about in the preview and on the
 * stored run.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/v1/runs/route";
import { POST as PREVIEW } from "@/app/api/v1/runs/preview/route";
import { db } from "@/lib/db";
import { RUN_NOTES_CHARS } from "@/lib/runs/schema";
import { importRunBundle } from "@/lib/uploads/import";
import { countRows, truncateAll } from "@/tests/support/database";
import { buildBundle, readFixture } from "@/tests/support/run-bundle";
import { createTestUser } from "@/tests/support/users";

const url = process.env.DATABASE_URL!;

const RTX_4090 = { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" };

function post(route: typeof POST, body: unknown, token: string) {
  return route(
    new Request("http://arena.test/api/v1/runs", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );
}

const hostOf = (overrides: Record<string, unknown> = {}) => ({
  hardware: { ...RTX_4090, bandwidthGBs: 1008, cpu: "AMD Ryzen 9 7950X", ramGB: 64, os: "Ubuntu 24.04", ...overrides },
});

beforeEach(async () => {
  await truncateAll(url);
});

describe("the setup an upload states", () => {
  it("is stored on the run: CPU, RAM, OS, notes and the sanity-check output", async () => {
    const { token } = await createTestUser();
    const answer = await post(
      POST,
      buildBundle({
        ...hostOf(),
        notes: "Power limit 350 W.\nDriver 570.",
        sanity: [{ prompt: "What is 2 + 2?", output: "2 + 2 is 4." }],
      }),
      token,
    );
    expect(answer.status).toBe(201);
    const created = (await answer.json()) as { id: string; url: string; reviewState: string; listed: boolean };
    expect(created).toMatchObject({ url: `/runs/${created.id}`, reviewState: "pending", listed: true });
    const run = await db.run.findUniqueOrThrow({
      where: { id: created.id },
      select: {
        hostCpu: true,
        hostRamGB: true,
        hostOs: true,
        notes: true,
        sanity: { select: { prompt: true, output: true } },
      },
    });
    expect(run).toEqual({
      hostCpu: "AMD Ryzen 9 7950X",
      hostRamGB: 64,
      hostOs: "Ubuntu 24.04",
      notes: "Power limit 350 W.\nDriver 570.",
      sanity: [{ prompt: "What is 2 + 2?", output: "2 + 2 is 4." }],
    });
  });

  it.each([
    ["notes", { notes: "n".repeat(RUN_NOTES_CHARS + 1) }],
    ["hardware.cpu", hostOf({ cpu: "c".repeat(201) })],
    ["hardware.os", hostOf({ os: "o".repeat(201) })],
    ["hardware.ramGB", hostOf({ ramGB: -8 })],
    ["sanity.0.prompt", { sanity: [{ prompt: "", output: "an answer" }] }],
  ])("refuses %s out of bounds with a 400 naming it, storing nothing", async (field, overrides) => {
    const { token } = await createTestUser();
    const answer = await post(POST, buildBundle(overrides), token);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { issues: Array<{ path: string }> };
    expect(body.issues.map((issue) => issue.path)).toContain(field);
    expect((await countRows(url)).Run).toBe(0);
  });

  it("takes notes of exactly the cap", async () => {
    const { token } = await createTestUser();
    const answer = await post(POST, buildBundle({ notes: "n".repeat(RUN_NOTES_CHARS) }), token);
    expect(answer.status).toBe(201);
  });
});

describe("hardware facts against the catalogue", () => {
  /** The catalogue's RTX 4090: 24 GB and 1,008 GB/s, from an operator's import. */
  async function catalogueRtx4090() {
    await importRunBundle(buildBundle(hostOf()), { contributorId: null, trusted: true });
  }

  const chat = [{ tool: "llama-benchy", fileName: "chat.md", content: readFixture("llama-benchy/chat-c1-5-10.md") }];

  it("warns in the preview and on the stored run about an RTX 4090 with 32 GB or 2,000 GB/s", async () => {
    await catalogueRtx4090();
    const { token } = await createTestUser();
    const bundle = buildBundle({
      hardware: { ...RTX_4090, memoryGB: 32, bandwidthGBs: 2000 },
      launchCommand: "vllm serve Qwen/Qwen3.5-9B --max-model-len 8192",
      artifacts: chat,
    });
    const preview = (await (await post(PREVIEW, bundle, token)).json()) as { warnings: Array<{ code: string }> };
    const codes = ["memory-differs-from-catalogue", "bandwidth-differs-from-catalogue"];
    expect(preview.warnings.map((warning) => warning.code)).toEqual(expect.arrayContaining(codes));

    const created = (await (await post(POST, bundle, token)).json()) as { id: string };
    const run = await db.run.findUniqueOrThrow({ where: { id: created.id }, select: { warnings: true } });
    const stored = run.warnings as Array<{ code: string; message: string }>;
    expect(stored.map((warning) => warning.code)).toEqual(expect.arrayContaining(codes));
    expect(stored.find((warning) => warning.code === codes[0])?.message).toContain("has 24 GB");
  });

  it("says nothing when the facts agree with the catalogue, or the hardware is new to it", async () => {
    const { token } = await createTestUser();
    const newcomer = buildBundle({ hardware: { ...RTX_4090, memoryGB: 32 }, artifacts: chat });
    const first = (await (await post(PREVIEW, newcomer, token)).json()) as { warnings: Array<{ code: string }> };
    expect(first.warnings.map((warning) => warning.code)).not.toContain("memory-differs-from-catalogue");

    await truncateAll(url);
    await catalogueRtx4090();
    const { token: again } = await createTestUser();
    const agreeing = buildBundle({ hardware: { ...RTX_4090, bandwidthGBs: 1000 }, artifacts: chat });
    const preview = (await (await post(PREVIEW, agreeing, again)).json()) as { warnings: Array<{ code: string }> };
    expect(preview.warnings.filter((warning) => warning.code.endsWith("-from-catalogue"))).toEqual([]);
  });
});
