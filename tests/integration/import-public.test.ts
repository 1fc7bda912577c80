/**
 * Issue 27's acceptance on a fresh database with the shipped catalogue: `import-public` of
 * ../shared/real-world stores at least 25 runs on at least 15 machines, each linking its source
 * and author; every machine lands on a catalogue entry (no row but the catalogue's and its
 * systems, no hardware proposal) with its bandwidth; a second import adds nothing.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getRunApi } from "@/app/api/v1/runs/[id]/route";
import { loadCuratedCatalogue, readCuratedCatalogue } from "@/lib/catalogue/load-curated";
import { db } from "@/lib/db";
import { importPublicFolder, type PublicImport } from "@/lib/uploads/import-public";
import { truncateAll } from "@/tests/support/database";

const FOLDER = path.resolve(process.cwd(), "../shared/real-world");
const catalogue = readCuratedCatalogue();
let first: PublicImport[] = [];

beforeAll(async () => {
  await truncateAll(process.env.DATABASE_URL ?? "");
  await loadCuratedCatalogue(catalogue);
  first = await importPublicFolder(FOLDER);
}, 600_000);

describe.skipIf(!existsSync(FOLDER))("import-public of the published results", () => {
  it("stores at least 25 runs on at least 15 machines, and says why the one refused file is", async () => {
    const refused = first.filter((outcome) => outcome.status === "refused");
    expect(refused.map((outcome) => outcome.file)).toEqual(["er0080-vllm-0.25.1-all-requests-failed.json"]);
    expect(JSON.stringify(refused[0])).toContain("completed: 0");
    const runs = await db.run.findMany({ select: { hardwareId: true, provenance: true, source: true } });
    const machines = new Set(runs.map((run) => run.hardwareId)).size;
    console.log(`[import-public] ${first.length} files: ${runs.length} runs on ${machines} machines`);
    expect(runs.length).toBeGreaterThanOrEqual(25);
    expect(machines).toBeGreaterThanOrEqual(15);
    for (const run of runs) {
      expect(run.provenance).toBe("imported");
      expect(run.source).toMatch(/^https:\/\/github\.com\//);
    }
  });

  it("lands every machine on the catalogue: no other hardware row, no hardware proposal, bandwidth known", async () => {
    const slugs = new Set(catalogue.hardware.map((entry) => entry.slug));
    const rows = await db.hardware.findMany({
      where: { runs: { some: {} } },
      select: { slug: true, bandwidthGBs: true, memoryGB: true, count: true, base: { select: { slug: true } } },
    });
    for (const row of rows) {
      // one accelerator: the catalogue's entry; several: a system made from it
      expect(slugs.has(row.count > 1 ? (row.base?.slug ?? "") : row.slug), row.slug).toBe(true);
      expect(row.bandwidthGBs, row.slug).toBeGreaterThan(0);
    }
    expect(await db.hardware.count({ where: { curated: false } })).toBe(0);
    expect(await db.catalogueProposal.count({ where: { targetType: "hardware", state: "pending" } })).toBe(0);
    expect(rows.find((row) => row.slug === "2x-radeon-rx-7900-xtx")).toMatchObject({ count: 2, memoryGB: 48 });
  });

  it("says on the run which printed name found which entry, and who measured it where", async () => {
    const run = await db.run.findFirstOrThrow({
      where: { hardware: { slug: "rtx-3080-10gb" } },
      select: { id: true },
    });
    const response = await getRunApi(new Request(`http://arena.test/api/v1/runs/${run.id}`), {
      params: Promise.resolve({ id: run.id }),
    } as never);
    const document = await response.json();
    expect(document.provenance).toMatchObject({
      kind: "imported",
      source: expect.stringContaining("github.com/khunguraharman"),
      author: "khunguraharman",
    });
    expect(document.catalogueMatch.hardware).toMatchObject({ entry: "rtx-3080-10gb", printed: "RTX 3080" });
    expect(document.hardware.bandwidthGBs).toBe(760);
  });

  it("reads a Mac's own memory apart from its chip's entry", async () => {
    const run = await db.run.findFirstOrThrow({
      where: { hardware: { slug: "apple-m4" } },
      select: { machineMemoryGB: true },
    });
    expect(run.machineMemoryGB).toBe(16);
  });

  it("adds nothing when run again", async () => {
    const before = await db.run.count();
    const again = await importPublicFolder(FOLDER);
    expect(await db.run.count()).toBe(before);
    expect(again.filter((outcome) => outcome.status === "imported")).toEqual([]);
    expect(again.filter((outcome) => outcome.status === "already there").length).toBe(
      first.filter((outcome) => outcome.status === "imported").length,
    );
  });
});
