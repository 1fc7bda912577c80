/**
 * An admin's edit of a curated catalogue entry on /admin/catalogue (issue 27), through the real
 * server action with a real Auth.js session cookie and real PostgreSQL: the column changes, it is
 * listed in `editedFacts`, an audit row records it, the runs on the entry are recomputed, and the
 * next load of the shipped catalogue keeps the admin's value. Others are refused; a bad value is
 * named and changes nothing.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test", "x-forwarded-proto": "http", cookie: session.cookie }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
// Outside a Next.js request there is no page cache to revalidate.
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { editHardwareAction, editModelAction } from "@/app/[locale]/admin/actions";
import CatalogueAdminPage from "@/app/[locale]/admin/catalogue/page";
import { loadCuratedCatalogue } from "@/lib/catalogue/load-curated";
import { db } from "@/lib/db";
import { createSessionCookie, listAuditRows } from "@/tests/support/catalogue-fixture";
import { countRows } from "@/tests/support/database";
import { setUpCast, type Cast, type Party } from "@/tests/support/review-fixture";
import { formData, outcome } from "@/tests/support/server-actions";
import { withProviders } from "@/tests/support/providers";

const url = process.env.DATABASE_URL!;
const SLUG = "rtx-4090";
let cast: Cast;

async function signInAs(party: Party) {
  session.cookie = party === "anonymous" ? "" : await createSessionCookie(cast.users[party].id);
}

/** The hardware edit form as the page fills it in: every fact with its stored value, some changed. */
async function hardwareForm(change: Record<string, string>) {
  const entry = await db.hardware.findUniqueOrThrow({ where: { slug: SLUG } });
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return formData({
    slug: SLUG,
    memoryGB: text(entry.memoryGB),
    memoryType: text(entry.memoryType),
    bandwidthGBs: text(entry.bandwidthGBs),
    boardPowerW: text(entry.boardPowerW),
    priceUsd: text(entry.priceUsd),
    priceAsOf: text(entry.priceAsOf),
    priceSource: text(entry.priceSource),
    specSource: text(entry.specSource),
    aliases: entry.aliases.join("\n"),
    ...change,
  });
}

const entryRow = () =>
  db.hardware.findUniqueOrThrow({
    where: { slug: SLUG },
    select: { bandwidthGBs: true, editedFacts: true, factsAsOf: true, priceUsd: true, aliases: true },
  });

const ceilings = async () =>
  (
    await db.runFigures.findMany({
      where: { hardwareSlug: SLUG },
      select: { runId: true, decodeCeilingTps: true },
      orderBy: { runId: "asc" },
    })
  ).map((row) => ({ ...row, decodeCeilingTps: row.decodeCeilingTps === null ? null : Number(row.decodeCeilingTps) }));

beforeAll(async () => {
  session.cookie = "";
  cast = await setUpCast(url);
  await loadCuratedCatalogue();
});

describe("who may edit the catalogue", () => {
  it("refuses everyone but an admin, and changes nothing", async () => {
    const before = { counts: await countRows(url), entry: await entryRow() };
    const refusals = { anonymous: "signin", contributorA: "notFound", suspended: "signin" } as const;
    for (const [party, refusal] of Object.entries(refusals)) {
      await signInAs(party as Party);
      const form = await hardwareForm({ bandwidthGBs: "1" });
      expect(await outcome(() => editHardwareAction({}, form)), party).toBe(refusal);
      expect(await outcome(() => editModelAction({}, formData({ slug: "qwen3-8b", paramsB: "1" }))), party).toBe(
        refusal,
      );
    }
    expect({ counts: await countRows(url), entry: await entryRow() }).toEqual(before);
  });
});

describe("a bad value", () => {
  it("is named on its field and changes nothing", async () => {
    await signInAs("admin");
    const before = { counts: await countRows(url), entry: await entryRow(), ceilings: await ceilings() };
    const state = await editHardwareAction({}, await hardwareForm({ bandwidthGBs: "-5", priceAsOf: "yesterday" }));
    expect(state.fieldErrors).toEqual({
      bandwidthGBs: "Enter the bandwidth in GB/s: a number above 0, at most 100000, or leave it empty.",
      priceAsOf: "Write the day as YYYY-MM-DD, or leave it empty.",
    });
    expect(state.message).toBeUndefined();
    const japanese = await editHardwareAction({}, await hardwareForm({ locale: "ja", bandwidthGBs: "abc" }));
    expect(japanese.fieldErrors?.bandwidthGBs).toContain("帯域幅");
    expect({ counts: await countRows(url), entry: await entryRow(), ceilings: await ceilings() }).toEqual(before);
  });
});

describe("an admin's edit", () => {
  it("writes the fact, marks it edited, audits it, recomputes the runs and outlives a reload", async () => {
    await signInAs("admin");
    const before = await entryRow();
    expect(before.bandwidthGBs).toBe(1008);
    expect(before.editedFacts).toEqual([]);
    const ceilingsBefore = await ceilings();
    expect(ceilingsBefore.length, "runs on the RTX 4090").toBeGreaterThan(0);
    expect(ceilingsBefore.every((run) => run.decodeCeilingTps !== null)).toBe(true);

    const state = await editHardwareAction({}, await hardwareForm({ bandwidthGBs: "504" }));
    expect(state.error).toBeUndefined();
    expect(state.fieldErrors).toBeUndefined();
    expect(state.message).toBe(
      `Saved: Memory bandwidth (GB/s). ` +
        `${ceilingsBefore.length === 1 ? "1 run" : `${ceilingsBefore.length} runs`} recomputed.`,
    );

    const after = await entryRow();
    expect(after.bandwidthGBs).toBe(504);
    expect(after.editedFacts).toEqual(["bandwidthGBs"]);
    expect(after.factsAsOf).toBe(new Date().toISOString().slice(0, 10));
    expect(after.priceUsd).toBe(before.priceUsd);

    // Half the bandwidth, half the ceiling of single-request decode.
    const ceilingsAfter = await ceilings();
    for (const [index, run] of ceilingsAfter.entries()) {
      const was = ceilingsBefore[index]!.decodeCeilingTps!;
      expect(run.decodeCeilingTps, run.runId).toBeCloseTo(was / 2, 1);
    }

    const audit = await listAuditRows("catalogue.edit");
    expect(audit).toEqual([
      {
        actorId: cast.users.admin.id,
        targetId: SLUG,
        reason: null,
        details: {
          target: `hardware ${SLUG}`,
          slug: SLUG,
          changes: { bandwidthGBs: { from: 1008, to: 504 } },
          runsRecomputed: ceilingsBefore.length,
        },
      },
    ]);

    // The next start's load of the shipped catalogue leaves the admin's value.
    await loadCuratedCatalogue();
    expect((await entryRow()).bandwidthGBs).toBe(504);
    expect(await ceilings()).toEqual(ceilingsAfter);

    // Saving the same form again changes nothing and writes no audit row.
    expect(await editHardwareAction({}, await hardwareForm({}))).toEqual({ message: "Nothing changed." });
    expect(await listAuditRows("catalogue.edit")).toHaveLength(1);
  });

  it("a price edited keeps its day and source from the shipped ones too", async () => {
    await signInAs("admin");
    const state = await editHardwareAction(
      {},
      await hardwareForm({ priceUsd: "1999", priceAsOf: "2026-11-01", aliases: "RTX 4090\n4090\n\nRTX 4090" }),
    );
    expect(state.message).toMatch(/^Saved: /);
    await loadCuratedCatalogue();
    const entry = await db.hardware.findUniqueOrThrow({ where: { slug: SLUG } });
    expect(entry.priceUsd).toBe(1999);
    expect(entry.priceAsOf).toBe("2026-11-01");
    expect(entry.aliases).toEqual(["RTX 4090", "4090"]);
    expect([...entry.editedFacts].sort()).toEqual(
      ["aliases", "bandwidthGBs", "priceAsOf", "priceSource", "priceUsd"].sort(),
    );
  });

  it("the catalogue page lists the entry with its source and its edited facts", async () => {
    await signInAs("admin");
    const page = await CatalogueAdminPage({ searchParams: Promise.resolve({ q: "4090" }) });
    const html = renderToStaticMarkup(withProviders(page));
    expect(html).toContain('href="/hardware/rtx-4090"');
    expect(html).toContain('href="https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/"');
    expect(html).toContain('href="/admin/catalogue/hardware/rtx-4090"');
    expect(html).toContain("edited: ");
    expect(html).not.toContain('href="/models/');
  });
});
