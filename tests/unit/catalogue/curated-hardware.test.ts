/**
 * The curated hardware catalogue as shipped (prisma/catalogue/hardware.json): it parses, it is large
 * enough to match what uploads name, each entry is one accelerator, and the entries the seed runs
 * already use keep the facts the seed gives them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { curatedHardwareListSchema } from "@/lib/catalogue/curated";

const HARDWARE_FILE = path.join(process.cwd(), "prisma/catalogue/hardware.json");
const catalogue = () => curatedHardwareListSchema.parse(JSON.parse(readFileSync(HARDWARE_FILE, "utf8")));
const entry = (slug: string) => catalogue().find((hardware) => hardware.slug === slug);

describe("curated hardware catalogue", () => {
  it("parses with the schema and holds at least 150 entries", () => {
    expect(catalogue().length).toBeGreaterThanOrEqual(150);
  });

  it("gives every entry its own slug", () => {
    const slugs = catalogue().map((hardware) => hardware.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
  });

  it("describes one accelerator per entry, never a multi-GPU system", () => {
    const systems = catalogue().filter((hardware) => /^\d+\s*x/i.test(hardware.name));
    expect(systems.map((hardware) => hardware.name)).toEqual([]);
  });

  it("keeps the seed runs' hardware facts", () => {
    expect(entry("dgx-spark")).toMatchObject({
      name: "DGX Spark",
      memoryGB: 128,
      memoryKind: "unified",
      bandwidthGBs: 273,
      boardPowerW: 240,
    });
    expect(entry("dgx-spark")?.aliases).toEqual(expect.arrayContaining(["NVIDIA GB10", "GB10"]));
    expect(entry("h200-nvl")).toMatchObject({
      name: "H200 NVL",
      memoryGB: 141,
      memoryKind: "discrete",
      bandwidthGBs: 4800,
      boardPowerW: 600,
    });
    expect(entry("rtx-3090")).toMatchObject({
      name: "RTX 3090",
      memoryGB: 24,
      memoryKind: "discrete",
      bandwidthGBs: 936,
      boardPowerW: 350,
    });
  });
});
