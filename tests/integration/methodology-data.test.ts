/**
 * The methodology page's worked example, read from the stored seed-000 run: the page is
 * rendered as Next renders it on the server and the test reads what a visitor would read,
 * so the page's own glue between the database and the rules is under test too.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import MethodologyPage from "@/app/[locale]/(public)/methodology/page";
import { db } from "@/lib/db";
import { getSeedContentHash } from "@/lib/methodology/data";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";
import { withProviders } from "@/tests/support/providers";

const url = process.env.DATABASE_URL!;

beforeEach(async () => {
  await truncateAll(url);
});

/** The page's text as a visitor reads it: tags dropped, entities decoded, white space folded. */
async function readMethodologyPage(): Promise<{ html: string; text: string }> {
  const html = renderToStaticMarkup(withProviders(await MethodologyPage()));
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
  return { html, text };
}

const seedRunId = async () =>
  (await db.run.findUniqueOrThrow({ where: { contentHash: getSeedContentHash()! }, select: { id: true } })).id;

describe("the methodology page's worked example", () => {
  it("says the example is unavailable while no seed run is stored", async () => {
    const { text } = await readMethodologyPage();
    expect(text).toContain("The worked example is unavailable: seed run 000 (Qwen3.5-9B, BF16, on a DGX Spark)");
    expect(text).not.toContain("Worked example · seed 000");
  });

  it("works through the stored seed-000 run, from its test scores to the score 60.5", async () => {
    await seedRuns();
    const { html, text } = await readMethodologyPage();
    expect(html).toContain(`href="/runs/${await seedRunId()}"`);
    expect(text).toContain("Every step matches the stored figures");
    expect(text).toContain("Figures stored under rules version 1");
    expect(text).toContain("Score 60.5");
    expect(text).toContain("S = 5.8951 / 11 = 0.5359 matches the stored figure");
    expect(text).toContain("Q = (0.825 + 0.817 + 0.656) / 3 = 0.766 matches the stored figure");
    expect(text).toContain("score = 100 × (0.3 × 0.766 + 0.7 × 0.5359) = 60.49 , rounded to 60.5.");
    expect(text).toContain("Stored score: 60.5 matches the stored figure");
    expect(text).toContain("seed 000 is rank 1 among the listed runs today");
    expect(text).not.toContain("differs from the stored figure");
  });

  it("shows the score stored in the database, and marks that the rules give another", async () => {
    await seedRuns();
    await db.runFigures.update({ where: { runId: await seedRunId() }, data: { score: 61.0 } });
    const { text } = await readMethodologyPage();
    expect(text).toContain("Score 61.0");
    expect(text).toContain("Stored score: 61.0 differs from the stored figure: the rules give 60.5");
    expect(text).toContain("The stored score (61.0) is not what the stored figures give under rules version 1 (60.5).");
    expect(text).toContain("Some stored figures differ from the rules: marked below");
    expect(text).not.toContain("Every step matches the stored figures");
  });

  it("falls back to the best-scored run of the seed's model when the content no longer matches", async () => {
    await seedRuns();
    const id = await seedRunId();
    await db.run.update({ where: { id }, data: { contentHash: "changed" } });
    const { html, text } = await readMethodologyPage();
    expect(html).toContain(`href="/runs/${id}"`);
    expect(text).toContain("Stored score: 60.5 matches the stored figure");
  });

  it("does not work through a hidden run", async () => {
    await seedRuns();
    await db.runFigures.update({ where: { runId: await seedRunId() }, data: { listed: false } });
    const { text } = await readMethodologyPage();
    expect(text).toContain("The worked example is unavailable");
    expect(text).not.toContain("Worked example · seed 000");
  });
});
