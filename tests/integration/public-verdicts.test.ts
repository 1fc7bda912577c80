/**
 * Verdicts are public (issue 24): a run an admin failed, with a note, leaves every ranking (the
 * leaderboard page, API and CSV, the arena rank, the measurements leaderboard) and the first place
 * of the home page's latest runs, where it is still shown, last and marked with the verdict and
 * the note; its page and the API carry the verdict and the note; a passed run shows its mark.
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { beforeEach, describe, expect, it } from "vitest";
import RunPage from "@/app/[locale]/(public)/runs/[id]/page";
import { POST as reviewRoute } from "@/app/api/v1/admin/runs/[id]/review/route";
import { GET as getLeaderboardCsv } from "@/app/api/v1/leaderboard.csv/route";
import { GET as getLeaderboardJson } from "@/app/api/v1/leaderboard/route";
import { GET as getApiRun } from "@/app/api/v1/runs/[id]/route";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { RunList } from "@/components/run-list";
import { db } from "@/lib/db";
import { getRunRank, listLeaderboard } from "@/lib/leaderboard/data";
import { parseLeaderboardSearch } from "@/lib/leaderboard/schema";
import { rankRunsByMeasurement } from "@/lib/measurements/data";
import { parseMeasurementSearch } from "@/lib/measurements/search-params";
import { listLatestRuns } from "@/lib/runs/data";
import { runExportSchema } from "@/lib/runs/export-schema";
import { bundle, postAs, setUpCast, type Cast } from "@/tests/support/review-fixture";
import { withProviders } from "@/tests/support/providers";

const url = process.env.DATABASE_URL!;
const NOTE = "The chat answers repeat one token: the model produced no text.";
let cast: Cast;
/** A run faster than every seed run at chat, measured after all of them: first wherever it is ranked. */
let fast: string;

/** The chat fixture with every figure ten times the seed's: the fastest chat measurement there is. */
function fastBundle() {
  const chat = readFileSync("tests/fixtures/llama-benchy/chat-c1-5-10.md", "utf8").replace(
    /(\d+\.\d+) ± (\d+\.\d+)/g,
    (_match, mean: string, std: string) => `${(Number(mean) * 10).toFixed(2)} ± ${std}`,
  );
  return { ...bundle(), measuredAt: "2026-11-30", artifacts: [{ tool: "llama-benchy", content: chat }] };
}

const review = (id: string, body: object) => postAs(cast, reviewRoute, { id }, body, "admin");

async function leaderboardIds(search = "") {
  const { rows } = await listLeaderboard(parseLeaderboardSearch(new URLSearchParams(search)));
  return rows.map((row) => row.runId);
}

/** The measurements leaderboard of the test the fast run measured, best first. */
async function measurementRanking() {
  const measured = await db.measurement.findFirstOrThrow({
    where: { runId: fast, definition: { not: null }, testLabel: { not: null } },
    select: { definition: true, testLabel: true },
  });
  const query = parseMeasurementSearch(
    new URLSearchParams({ definition: measured.definition!, test: measured.testLabel! }),
  );
  return (await rankRunsByMeasurement(query))?.runs ?? [];
}

async function renderLatestRuns() {
  const runs = await listLatestRuns(10);
  const html = renderToStaticMarkup(withProviders(createElement(RunList, { runs, caption: "Latest runs" })));
  return { ids: runs.map((run) => run.runId), row: html.split("<tr>").find((tr) => tr.includes(`/runs/${fast}"`)) };
}

async function renderRunPage(id: string) {
  const { prelude } = await prerender(withProviders(await RunPage({ params: Promise.resolve({ id }) })));
  return new Response(prelude).text();
}

beforeEach(async () => {
  cast = await setUpCast(url);
  const created = await postAs(cast, uploadRoute, {}, fastBundle(), "contributorA");
  expect(created.status).toBe(201);
  fast = (await created.json()).id;
});

describe("a run an admin failed with a note", () => {
  it("leaves the leaderboard (page, API, CSV), the measurements ranking and the latest runs' first place", async () => {
    expect(await leaderboardIds()).toContain(fast);
    expect(await leaderboardIds("test=chat")).toContain(fast);
    expect((await measurementRanking())[0]).toMatchObject({ runId: fast, rank: 1 });
    expect((await renderLatestRuns()).ids[0]).toBe(fast);

    const response = await review(fast, { verdict: "failed", note: NOTE });
    expect(response.status).toBe(200);

    expect(await db.runFigures.findUniqueOrThrow({ where: { runId: fast }, select: { listed: true } })).toEqual({
      listed: false,
    });
    expect(await leaderboardIds()).not.toContain(fast);
    expect(await leaderboardIds("test=chat")).not.toContain(fast);
    const api = await getLeaderboardJson(new Request("http://arena.test/api/v1/leaderboard?test=chat"));
    expect(JSON.stringify(await api.json())).not.toContain(fast);
    const csv = await getLeaderboardCsv(new Request("http://arena.test/api/v1/leaderboard.csv"));
    expect(await csv.text()).not.toContain(fast);
    const ranking = await measurementRanking();
    expect(ranking.length).toBeGreaterThan(0);
    expect(ranking.map((run) => run.runId)).not.toContain(fast);

    // Still among the latest runs, but after every listed one, with the verdict and the note.
    const latest = await renderLatestRuns();
    expect(latest.ids[0]).not.toBe(fast);
    expect(latest.ids.at(-1)).toBe(fast);
    expect(latest.row).toContain("Sanity check failed");
    expect(latest.row).toContain(`Reviewer&#x27;s note: ${NOTE}`);
  });

  it("shows the verdict and the note in full on its page, without a rank, and in the API's answer", async () => {
    expect(await renderRunPage(fast)).toContain("Sanity check not reviewed yet");
    await review(fast, { verdict: "failed", note: NOTE });

    const page = await renderRunPage(fast);
    expect(page).toContain("Sanity check failed");
    expect(page).toContain(NOTE);
    expect(page).toContain("it is on no leaderboard or ranking");
    expect(page).not.toMatch(/>Rank \d+</);
    expect(await getRunRank(fast)).toEqual({ rank: null });
    expect(page).not.toContain("not reviewed yet");

    const answer = await getApiRun(new Request(`http://arena.test/api/v1/runs/${fast}`), {
      params: Promise.resolve({ id: fast }),
    });
    expect(answer.status).toBe(200);
    const body = runExportSchema.parse(await answer.json());
    expect(body.review).toMatchObject({ state: "failed", note: NOTE });
    expect(body.review.reviewedAt).not.toBeNull();
  });

  it("is listed and ranked again after a pass, marked as passed", async () => {
    await review(fast, { verdict: "failed", note: NOTE });
    const pass = await review(fast, { verdict: "passed", note: "Second look: the answers are text." });
    expect(pass.status).toBe(200);

    expect(await leaderboardIds()).toContain(fast);
    expect((await measurementRanking())[0]).toMatchObject({ runId: fast, rank: 1 });
    const latest = await renderLatestRuns();
    expect(latest.ids[0]).toBe(fast);
    expect(latest.row).toContain("Sanity check passed");
    expect(latest.row).not.toContain("Sanity check failed");
    const page = await renderRunPage(fast);
    expect(page).toContain("Sanity check passed");
    expect(page).toContain("Second look: the answers are text.");
    // The page reads its rank in the browser (components/run-rank-badge.tsx): the API has one again.
    expect((await getRunRank(fast))?.rank).toEqual(expect.any(Number));
  });
});
