/**
 * Cost per million tokens and tokens per joule on the leaderboard, from the catalogue's price and
 * board power (docs/methodology.md#cost): a contributor's stated price changes nothing until an
 * admin accepts it; then the hardware's runs show both figures, sort by them and pass the price
 * filter; runs whose hardware has no price show none, and sort last. The hardware's page shows
 * the price and power with their sources, or says what their absence means.
 */
import { readFileSync } from "node:fs";
import { prerender } from "react-dom/static";
import { beforeEach, describe, expect, it } from "vitest";
import { renderHardwarePage } from "@/app/[locale]/(public)/hardware/[slug]/hardware-page";
import { acceptProposal } from "@/lib/catalogue/mutations";
import { computeCostPerMillionTokens, DEFAULT_ASSUMPTIONS } from "@/lib/cost/compute";
import { db } from "@/lib/db";
import { listLeaderboard, type LeaderboardRow } from "@/lib/leaderboard/data";
import { parseLeaderboardSearch } from "@/lib/leaderboard/schema";
import { importRunBundle } from "@/lib/uploads/import";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";
import { must } from "@/tests/support/must";
import { createTestUser } from "@/tests/support/users";
import { withProviders } from "@/tests/support/providers";

const url = process.env.DATABASE_URL!;

const RTX_4090_FACTS = {
  priceUsd: 1599,
  priceSource: "NVIDIA launch price, https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/",
  priceAsOf: "2022-10-12",
  boardPowerW: 450,
  boardPowerSource: "NVIDIA RTX 4090 specifications: total graphics power 450 W",
};

/** Seed 000 (a full suite run) as another run on an RTX 4090, `speed` times as fast. */
function cloneSeed000OnRtx4090(speed: number, hardware: object = {}) {
  const bundle = JSON.parse(readFileSync("prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", "utf8"));
  bundle.hardware = {
    name: "RTX 4090",
    accelerator: "NVIDIA RTX 4090",
    memoryGB: 24,
    memoryKind: "discrete",
    bandwidthGBs: 1008,
    ...hardware,
  };
  bundle.measuredAt = `2026-09-${String(10 + speed).padStart(2, "0")}`;
  for (const test of bundle.artifacts[0].content.tests) {
    for (const m of test.measurements) if (m.perUserTps != null) m.perUserTps *= speed;
  }
  return bundle;
}

const list = (search: Record<string, string> = {}) => listLeaderboard(parseLeaderboardSearch(search));
const row = (rows: LeaderboardRow[], runId: string) =>
  must(
    rows.find((r) => r.runId === runId),
    runId,
  );

let ids: { seed000: string; fast4090: string; proposing4090: string };
let adminId: string;

beforeEach(async () => {
  await truncateAll(url);
  const [seed000] = await seedRuns();
  const fast4090 = (await importRunBundle(cloneSeed000OnRtx4090(2), { contributorId: null })).id;
  const contributor = await createTestUser("contributor");
  adminId = (await createTestUser("admin")).id;
  const proposing4090 = (
    await importRunBundle(cloneSeed000OnRtx4090(1, RTX_4090_FACTS), { contributorId: contributor.id })
  ).id;
  ids = { seed000: must(seed000, "seed 000"), fast4090, proposing4090 };
});

/** A hardware page's whole HTML, in English, without React's text separators. */
async function renderHardware(slug: string) {
  const { prelude } = await prerender(withProviders(await renderHardwarePage(slug, 1, "en")));
  return (await new Response(prelude).text()).replaceAll("<!-- -->", "");
}

describe("cost and energy on the leaderboard", () => {
  it("shows no cost without a price, and tokens/J only with a cited board power, as an estimate", async () => {
    const { rows } = await list();
    expect(rows.every((r) => r.costPerMTokUsd === null)).toBe(true);
    // The seed's DGX Spark carries its 240 W system power: tokens/J estimated from it.
    const seed = row(rows, ids.seed000);
    expect(seed).toMatchObject({ powerW: 240, powerMeasured: false, priceUsd: null });
    expect(seed.tokensPerJoule).toBeCloseTo(must(seed.throughputTps, "throughput") / 240, 9);
    // The contributor's price and power for the RTX 4090 are proposals: nothing changed yet.
    for (const runId of [ids.fast4090, ids.proposing4090]) {
      expect(row(rows, runId)).toMatchObject({ priceUsd: null, powerW: null, tokensPerJoule: null });
    }
    const hardware = await db.hardware.findUniqueOrThrow({ where: { slug: "rtx-4090" } });
    expect(hardware).toMatchObject({ priceUsd: null, boardPowerW: null, priceSource: null });
  });

  it("with price and power accepted, shows cost per M tokens and tokens/J, sorts and filters by them", async () => {
    const proposals = await db.catalogueProposal.findMany({
      where: { runId: ids.proposing4090, field: { in: ["priceUsd", "priceAsOf", "boardPowerW"] } },
      select: { id: true, field: true, state: true },
    });
    expect(proposals.map((p) => [p.field, p.state]).sort()).toEqual([
      ["boardPowerW", "pending"],
      ["priceAsOf", "pending"],
      ["priceUsd", "pending"],
    ]);
    for (const proposal of proposals)
      expect(await acceptProposal(adminId, proposal.id)).toMatchObject({ status: "ok" });
    const hardware = await db.hardware.findUniqueOrThrow({ where: { slug: "rtx-4090" } });
    expect(hardware).toMatchObject({
      priceUsd: 1599,
      priceSource: RTX_4090_FACTS.priceSource,
      priceAsOf: "2022-10-12",
      boardPowerW: 450,
      boardPowerSource: RTX_4090_FACTS.boardPowerSource,
    });
    const audit = await db.auditLog.findMany({ where: { action: "catalogue.accept" }, select: { details: true } });
    expect(audit.map((entry) => (entry.details as { field: string }).field).sort()).toEqual([
      "boardPowerW",
      "priceAsOf",
      "priceUsd",
    ]);

    const { rows } = await list();
    for (const runId of [ids.fast4090, ids.proposing4090]) {
      const r = row(rows, runId);
      const throughput = must(r.throughputTps, "throughput");
      expect(r).toMatchObject({ priceUsd: 1599, powerW: 450, powerMeasured: false });
      expect(r.tokensPerJoule).toBeCloseTo(throughput / 450, 9);
      expect(r.costPerMTokUsd).toBeCloseTo(
        must(
          computeCostPerMillionTokens({ tokensPerSecond: throughput, priceUsd: 1599, watts: 450 }, DEFAULT_ASSUMPTIONS),
          "cost",
        ),
        9,
      );
    }
    // The DGX Spark has power but no price: tokens/J yes, cost "—".
    expect(row(rows, ids.seed000).costPerMTokUsd).toBeNull();

    // Cheapest first: the faster RTX 4090 run, then the other; runs without a cost last.
    const byCost = (await list({ sort: "cost" })).rows.map((r) => r.runId);
    expect(byCost.slice(0, 2)).toEqual([ids.fast4090, ids.proposing4090]);
    expect((await list({ sort: "cost" })).rows.slice(2).every((r) => r.costPerMTokUsd === null)).toBe(true);
    const dearestFirst = (await list({ sort: "cost", dir: "desc" })).rows.map((r) => r.runId);
    expect(dearestFirst.slice(0, 2)).toEqual([ids.proposing4090, ids.fast4090]);
    // Most tokens per joule first, the runs without a power last.
    const byEnergy = (await list({ sort: "tokensPerJoule" })).rows;
    const energies = byEnergy.map((r) => r.tokensPerJoule);
    const known = energies.filter((value): value is number => value !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(energies.slice(known.length).every((value) => value === null)).toBe(true);
    expect(known).toHaveLength(3);

    // The assumptions change the cost: eight hours a day costs more per token than around the clock.
    const office = row((await list({ hours: "8" })).rows, ids.fast4090);
    expect(must(office.costPerMTokUsd, "cost")).toBeGreaterThan(must(row(rows, ids.fast4090).costPerMTokUsd, "cost"));

    // The price filter keeps runs whose hardware has a price at most the one given.
    expect(new Set((await list({ maxPrice: "2000" })).rows.map((r) => r.runId))).toEqual(
      new Set([ids.fast4090, ids.proposing4090]),
    );
    expect((await list({ maxPrice: "1000" })).total).toBe(0);
  });

  it("are shown on the hardware page with their sources once accepted, and their absence explained", async () => {
    const before = await renderHardware("rtx-4090");
    expect(before).toContain("No cited price: cost per million tokens shows —");
    expect(before).toContain("No cited board power");
    const proposals = await db.catalogueProposal.findMany({
      where: { runId: ids.proposing4090 },
      select: { id: true },
    });
    for (const proposal of proposals) await acceptProposal(adminId, proposal.id);
    const after = await renderHardware("rtx-4090");
    expect(after).toContain("$1,599 for the whole entry, as of 2022-10-12. Source: NVIDIA launch price, ");
    expect(after).toContain(
      '<a href="https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/" rel="nofollow noopener">',
    );
    expect(after).toContain(`450 W for the whole entry. Source: ${RTX_4090_FACTS.boardPowerSource}`);
    expect(after).toContain('href="/leaderboard?hardware=rtx-4090&amp;sort=cost"');
  });
});
