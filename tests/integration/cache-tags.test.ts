/**
 * What a change announces to every app server (lib/cache/data-version.ts notifyDataChanged): the
 * cache tags of the runs it touched, read in the same transaction, so that each server drops the
 * pages that show them and no other; "*" when the change is too big to name.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_CHANGED_CHANNEL, notifyDataChanged } from "@/lib/cache/data-version";
import { db } from "@/lib/db";
import { hideRun } from "@/lib/reviews/mutations";
import { importRunBundle } from "@/lib/uploads/import";
import { createTestUser } from "@/tests/support/users";
import { truncateAll } from "@/tests/support/database";

const seed = () => JSON.parse(readFileSync("prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", "utf8"));

let listener: pg.Client;
const payloads: string[] = [];

/** The payloads announced while `work` ran (delivered on commit). */
async function announced(work: () => Promise<unknown>): Promise<string[]> {
  const from = payloads.length;
  await work();
  const deadline = Date.now() + 2_000;
  while (payloads.length === from && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return payloads.slice(from);
}

beforeAll(async () => {
  await truncateAll(process.env.DATABASE_URL!);
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await listener.connect();
  listener.on("notification", (message) => payloads.push(message.payload ?? ""));
  await listener.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
});

afterAll(async () => {
  await listener?.end();
});

describe("the change notification behind the page cache", () => {
  it("names an uploaded run's tags: the run, model, organization, hardware, contributor, setup", async () => {
    const contributor = await createTestUser();
    let id = "";
    const [payload] = await announced(async () => {
      id = (await importRunBundle(seed(), { contributorId: contributor.id })).id;
    });
    expect(payload!.split(" ").sort()).toEqual(
      [
        "runs",
        "ranks",
        `run:${id}`,
        "model:qwen3-5-9b",
        "org:alibaba",
        "hardware:dgx-spark",
        `contributor:${contributor.handle}`,
        // The setup's peers show this run in their setup health and history (lib/insights).
        "setup:qwen3-5-9b/bf16@dgx-spark",
      ].sort(),
    );

    const admin = await createTestUser("admin");
    const [hidden] = await announced(() => hideRun(admin.id, id, "Copied figures"));
    expect(hidden!.split(" ")).toEqual(expect.arrayContaining(["runs", `run:${id}`, "model:qwen3-5-9b"]));
  });

  it("says everything changed for a change too big to name, or one that names no run", async () => {
    const many = Array.from({ length: 41 }, (_, i) => `run${i}`);
    expect(await announced(() => db.$transaction((tx) => notifyDataChanged(tx, many)))).toEqual(["*"]);
    expect(await announced(() => db.$transaction((tx) => notifyDataChanged(tx)))).toEqual(["*"]);
  });

  it("announces nothing for a change that rolls back", async () => {
    const payloadsBefore = payloads.length;
    await db
      .$transaction(async (tx) => {
        await notifyDataChanged(tx, ["run1"]);
        throw new Error("rolled back");
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(payloads.length).toBe(payloadsBefore);
  });
});
