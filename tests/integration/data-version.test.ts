import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDataVersionListener, getDataVersion, notifyDataChanged } from "@/lib/cache/data-version";
import { db } from "@/lib/db";
import { importRunBundle } from "@/lib/uploads/import";
import { truncateAll } from "@/tests/support/database";

const seed = () => JSON.parse(readFileSync("prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", "utf8"));

async function waitFor<T>(read: () => T, accept: (value: T) => boolean, timeoutMs = 4_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = read();
  }
  return value;
}

beforeAll(async () => {
  await truncateAll(process.env.DATABASE_URL!);
  process.env.ARENA_CACHE = "on";
});

afterAll(async () => {
  delete process.env.ARENA_CACHE;
  await closeDataVersionListener();
});

describe("the data version behind cached views", () => {
  it("changes when an upload commits, not when a write rolls back", async () => {
    getDataVersion();
    const before = await waitFor(getDataVersion, (value) => value !== null);
    expect(before).not.toBeNull();

    await db
      .$transaction(async (tx) => {
        await notifyDataChanged(tx);
        throw new Error("rolled back");
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(getDataVersion()).toBe(before);

    await importRunBundle(seed(), { contributorId: null });
    const after = await waitFor(getDataVersion, (value) => value !== before);
    expect(after).toBeGreaterThan(before!);
  });
});
