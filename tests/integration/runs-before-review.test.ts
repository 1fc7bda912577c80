/**
 * Runs are listed as soon as they are uploaded, before an admin reviews their sanity check, and
 * marked as not reviewed yet wherever they are listed, as the reference page presents a review
 * state ("No admin has reviewed this run's sanity check (what the model answered) yet.).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { en } from "@/lib/i18n/messages";
import { beforeEach, describe, expect, it } from "vitest";
import { LeaderboardTable } from "@/app/[locale]/(public)/leaderboard/leaderboard-table";
import RunPage from "@/app/[locale]/(public)/runs/[id]/page";
import { POST as reviewRoute } from "@/app/api/v1/admin/runs/[id]/review/route";
import { RunList } from "@/components/run-list";
import { db } from "@/lib/db";
import { listLeaderboard } from "@/lib/leaderboard/data";
import { parseLeaderboardSearch } from "@/lib/leaderboard/schema";
import { listLatestRuns } from "@/lib/runs/data";
import { postAs, setUpCast, type Cast } from "@/tests/support/review-fixture";
import { withProviders } from "@/tests/support/providers";

const url = process.env.DATABASE_URL!;
let cast: Cast;

beforeEach(async () => {
  cast = await setUpCast(url);
});

/** A run's row as the leaderboard table renders it, or null when the run is not on the first page. */
async function renderLeaderboardRow(runId: string) {
  const filters = parseLeaderboardSearch(new URLSearchParams());
  const { rows } = await listLeaderboard(filters);
  const noop = () => {};
  const texts = en.Leaderboard;
  const props = { rows, test: null, filters, caption: "Board", selected: [], maxSelected: 4, texts };
  const table = renderToStaticMarkup(
    withProviders(createElement(LeaderboardTable, { ...props, onSort: noop, onToggle: noop })),
  );
  return table.split("<tr>").find((row) => row.includes(`/runs/${runId}"`)) ?? null;
}

async function renderLatestRunsRow(runId: string) {
  const list = renderToStaticMarkup(
    withProviders(createElement(RunList, { runs: await listLatestRuns(10), caption: "Latest runs" })),
  );
  return list.split("<tr>").find((row) => row.includes(`/runs/${runId}"`)) ?? null;
}

/** The run page's whole HTML, after every part that loads on its own (its charts) has loaded. */
async function renderRunPage(id: string) {
  const { prelude } = await prerender(withProviders(await RunPage({ params: Promise.resolve({ id }) })));
  return new Response(prelude).text();
}

describe("runs before review", () => {
  it("are listed at once, marked not reviewed yet on the leaderboard, in run lists and on the run page", async () => {
    const { runA } = cast;
    const figures = await db.runFigures.findUniqueOrThrow({ where: { runId: runA }, select: { listed: true } });
    expect(figures).toEqual({ listed: true });
    expect(await renderLeaderboardRow(runA)).toContain("Not reviewed yet");
    expect(await renderLatestRunsRow(runA)).toContain("Not reviewed yet");
    const page = await renderRunPage(runA);
    expect(page).toContain("Sanity check not reviewed yet");
    expect(page).toContain("No admin has reviewed this run&#x27;s sanity check");
  });

  it("lose the mark once an admin passes them", async () => {
    const { runA } = cast;
    const response = await postAs(cast, reviewRoute, { id: runA }, { verdict: "passed" }, "admin");
    expect(response.status).toBe(200);
    expect(await renderLeaderboardRow(runA)).not.toContain("Not reviewed yet");
    expect(await renderLatestRunsRow(runA)).not.toContain("Not reviewed yet");
    const page = await renderRunPage(runA);
    expect(page).toContain("Sanity check passed");
    expect(page).not.toContain("not reviewed yet");
  });
});
