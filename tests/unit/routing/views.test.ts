/**
 * Each feature declares its views once (lib/routing/view-paths.ts `View`, listed in lib/views.ts):
 * proxy.ts builds a view's path from the declaration, and the view's page parses that path with
 * the same one, so the two cannot drift apart; no page parses a view path of its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseLeaderboardSearch } from "@/lib/leaderboard/search-params";
import { toViewPath, VIEWS } from "@/lib/views";

/** One address a visitor may open on each view's page, and what its page must read from the view's path. */
const SAMPLES: Record<string, { url: string; parsed: unknown }> = {
  "/leaderboard": {
    url: "/leaderboard?sort=throughput&hardware=dgx-spark",
    parsed: parseLeaderboardSearch(new URLSearchParams("hardware=dgx-spark&sort=throughput")),
  },
  "/measurements": { url: "/measurements?hardware=dgx-spark", parsed: "hardware=dgx-spark" },
  "/matrix-runs": { url: "/matrix-runs?hardware=dgx-spark", parsed: "hardware=dgx-spark" },
  "/planner": { url: "/planner?users=20", parsed: "users=20" },
  "/compare": { url: "/compare?runs=b,a", parsed: "runs=b%2Ca" },
  "/calculator": { url: "/calculator?model=m&hardware=h", parsed: "hardware=h&model=m" },
  "/models/:slug": { url: "/models/qwen3-5-9b?precision=awq-4-bit", parsed: ["awq-4-bit"] },
  "/models/:slug/history": {
    url: "/models/qwen3-5-9b/history?precision=bf16&hardware=dgx-spark",
    parsed: ["bf16", "dgx-spark"],
  },
  "/hardware/:slug": { url: "/hardware/dgx-spark?page=3", parsed: 3 },
  "/runs/:id": { url: "/runs/cabc123?page=2", parsed: 2 },
};

function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return listSources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the views of the public pages", () => {
  it("are each declared once", () => {
    const pages = VIEWS.map((view) => view.page);
    expect(new Set(pages).size).toBe(pages.length);
    expect(Object.keys(SAMPLES).sort()).toEqual([...pages].sort());
  });

  it("give their page back what the proxy put in the view's path", () => {
    for (const view of VIEWS) {
      const sample = SAMPLES[view.page];
      if (!sample) throw new Error(`no sample for ${view.page}`);
      const url = new URL(sample.url, "http://arena.test");
      const served = toViewPath(url.pathname, url.searchParams);
      expect(served, view.page).not.toBeNull();
      const segments = (served ?? "").slice(url.pathname.length + 1).split("/");
      // The paged views' path names its folder first (/hardware/<slug>/runs/<page>).
      const parsed = typeof sample.parsed === "number" ? view.parse(segments[1] ?? "") : view.parse(...segments);
      const read = parsed instanceof URLSearchParams ? parsed.toString() : parsed;
      expect(read, view.page).toEqual(sample.parsed);
    }
  });

  it("are parsed by their pages through the declaration, never by hand", () => {
    const app = path.join("app", "[locale]");
    const byHand = listSources(app).filter((file) =>
      /readViewQuery|parseRunsPage|findViewPath|base64url/.test(readFileSync(file, "utf8")),
    );
    expect(byHand).toEqual([]);
    const viewPages = listSources(app).filter((file) => file.endsWith(path.join("[view]", "page.tsx")));
    expect(viewPages.length).toBe(6);
    const unparsed = viewPages.filter((file) => !/defineViewPage\(\w+View, /.test(readFileSync(file, "utf8")));
    expect(unparsed).toEqual([]);
  });
});
