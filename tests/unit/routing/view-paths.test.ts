import { describe, expect, it } from "vitest";
import { parseRunsPage, readViewQuery } from "@/lib/routing/view-paths";
import { toViewPath } from "@/lib/views";
import { parseLeaderboardSearch } from "@/lib/leaderboard/search-params";

const path = (pathname: string, search: string) => toViewPath(pathname, new URLSearchParams(search));

describe("the path a view of a public page is served from", () => {
  it("gives equivalent leaderboard URLs one view, and the default view none", () => {
    const view = path("/leaderboard", "sort=throughput&hardware=dgx-spark");
    expect(view).toBe(path("/leaderboard", "hardware=dgx-spark&sort=throughput&dir=desc&page=1"));
    expect(view).not.toBe(path("/leaderboard", "sort=throughput&dir=asc&hardware=dgx-spark"));
    // Defaults, unknown keys and bad values name the default view: /leaderboard itself.
    expect(path("/leaderboard", "sort=score&dir=desc&page=1")).toBeNull();
    expect(path("/leaderboard", "utm_source=forum&page=-3&sort=nonsense")).toBeNull();
  });

  it("hands the view's page the filters the URL names, in a segment nothing re-encodes", () => {
    const search = "q=qwen 3/5 %&minParams=7&test=chat&page=2";
    const view = path("/leaderboard", search)!;
    const segment = view.slice("/leaderboard/".length);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseLeaderboardSearch(readViewQuery(segment))).toEqual(parseLeaderboardSearch(new URLSearchParams(search)));
  });

  it("keeps the compare and calculator inputs, in one order, without Next.js's own parameter", () => {
    const compare = path("/compare", "runs=b,a&_rsc=x1")!;
    expect(readViewQuery(compare.slice("/compare/".length)).get("runs")).toBe("b,a");
    expect(path("/calculator", "model=m&hardware=h")).toBe(path("/calculator", "hardware=h&model=m&_rsc=zz"));
    expect(path("/compare", "_rsc=x1")).toBeNull();
  });

  it("gives one planner question one view, defaults and bad values left out", () => {
    const view = path("/planner", "users=20&context=8192&ttft=2&speed=20&kwh=0.3")!;
    expect(view).toBe(path("/planner", "kwh=0.3&speed=20&users=20&_rsc=x1&rank=cost"));
    expect(readViewQuery(view.slice("/planner/".length)).toString()).toBe("users=20&kwh=0.3");
    expect(path("/planner", "users=10&context=8192&ttft=abc&years=0")).toBeNull();
  });

  it("gives the matrix runs' filters one view in one order, and drops what is not a slug", () => {
    const view = path("/matrix-runs", "model=qwen3-5-9b&hardware=dgx-spark")!;
    expect(view).toBe(path("/matrix-runs", "hardware=dgx-spark&model=qwen3-5-9b&_rsc=x1"));
    expect(readViewQuery(view.slice("/matrix-runs/".length)).toString()).toBe("hardware=dgx-spark&model=qwen3-5-9b");
    expect(path("/matrix-runs", "hardware=../admin&model=")).toBeNull();
    expect(path("/matrix-runs", "utm_source=forum")).toBeNull();
  });

  it("serves a further page of a hardware's runs from its path, the first from the page itself", () => {
    expect(path("/hardware/dgx-spark", "page=2")).toBe("/hardware/dgx-spark/runs/2");
    expect(path("/hardware/dgx-spark", "page=1")).toBeNull();
    expect(path("/hardware/dgx-spark", "page=02")).toBeNull();
    expect(path("/hardware/dgx-spark", "page=-3")).toBeNull();
    expect(path("/hardware/dgx-spark", "page=../../admin")).toBeNull();
    expect(path("/hardware", "page=2")).toBeNull();
    expect(parseRunsPage("7")).toBe(7);
    expect(parseRunsPage("0")).toBeNull();
    expect(parseRunsPage("1e3")).toBeNull();
  });

  it("serves a further page of a run's measurements from its path; a bad page number is the first page", () => {
    expect(path("/runs/cabc123", "page=3")).toBe("/runs/cabc123/measurements/3");
    expect(path("/runs/cabc123", "page=3&_rsc=x1")).toBe("/runs/cabc123/measurements/3");
    expect(path("/runs/cabc123", "page=1")).toBeNull();
    expect(path("/runs/cabc123", "page=abc")).toBeNull();
    expect(path("/runs/cabc123", "page=100000")).toBeNull();
    expect(path("/runs/cabc123/matrix", "page=2")).toBeNull();
  });

  it("serves a model's precision from its path, and leaves other pages alone", () => {
    expect(path("/models/qwen3-5-9b", "precision=awq-4-bit")).toBe("/models/qwen3-5-9b/awq-4-bit");
    expect(path("/models/qwen3-5-9b", "other=1")).toBeNull();
    expect(path("/models/qwen3-5-9b", "precision=../admin")).toBeNull();
    expect(path("/models", "precision=bf16")).toBeNull();
    expect(path("/runs/abc", "utm_source=forum")).toBeNull();
  });

  it("serves a setup's history from a path naming its precision and hardware, both slugs or neither", () => {
    expect(path("/models/qwen3-5-9b/history", "precision=bf16&hardware=dgx-spark")).toBe(
      "/models/qwen3-5-9b/history/bf16/dgx-spark",
    );
    expect(path("/models/qwen3-5-9b/history", "hardware=dgx-spark&precision=bf16&utm=x")).toBe(
      "/models/qwen3-5-9b/history/bf16/dgx-spark",
    );
    expect(path("/models/qwen3-5-9b/history", "precision=bf16")).toBeNull();
    expect(path("/models/qwen3-5-9b/history", "precision=bf16&hardware=../admin")).toBeNull();
  });
});
