/**
 * A GPU named as a tool prints it ("NVIDIA GeForce RTX 4090") joins the catalogue's entry for
 * that card ("RTX 4090") instead of becoming a silent duplicate; a card the catalogue does not
 * hold is created (or proposed, for a contributor's upload) as before.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importRunBundle } from "@/lib/uploads/import";
import { bundleWith } from "@/tests/support/catalogue-fixture";
import { truncateAll } from "@/tests/support/database";

const RTX_4090 = { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" as const };

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL ?? "");
});

describe("hardware named as the tools print it", () => {
  it("joins the catalogue entry of the same card, under the catalogue's name", async () => {
    const first = await importRunBundle(bundleWith({}, RTX_4090), { contributorId: null });
    const printed = { ...RTX_4090, name: "NVIDIA GeForce RTX 4090", accelerator: "NVIDIA GeForce RTX 4090" };
    const second = await importRunBundle(bundleWith({}, printed), { contributorId: null, trusted: true });
    const runs = await db.run.findMany({
      where: { id: { in: [first.id, second.id] } },
      select: { hardware: { select: { slug: true, name: true } } },
    });
    expect(runs.map((run) => run.hardware)).toEqual([
      { slug: "rtx-4090", name: "RTX 4090" },
      { slug: "rtx-4090", name: "RTX 4090" },
    ]);
    expect(await db.hardware.count()).toBe(1);
  });

  it("keeps another card of the same family apart", async () => {
    await importRunBundle(bundleWith({}, RTX_4090), { contributorId: null });
    const d = { ...RTX_4090, name: "NVIDIA GeForce RTX 4090 D", accelerator: "NVIDIA GeForce RTX 4090 D" };
    await importRunBundle(bundleWith({}, d), { contributorId: null });
    expect(
      (await db.hardware.findMany({ select: { slug: true }, orderBy: { slug: "asc" } })).map((h) => h.slug),
    ).toEqual(["nvidia-geforce-rtx-4090-d", "rtx-4090"]);
  });
});
