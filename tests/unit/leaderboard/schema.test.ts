import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTERS,
  toLeaderboardApiUrl,
  parseLeaderboardSearch,
  toLeaderboardQueryString,
} from "@/lib/leaderboard/schema";

describe("leaderboard search params", () => {
  it("gives the default view for an empty URL: best score first, page 1, no filter", () => {
    expect(parseLeaderboardSearch({})).toEqual({
      hardware: undefined,
      precision: undefined,
      engine: undefined,
      org: undefined,
      minParams: undefined,
      maxParams: undefined,
      architecture: undefined,
      q: undefined,
      sort: "score",
      dir: "desc",
      test: undefined,
      page: 1,
    });
    expect(toLeaderboardQueryString(DEFAULT_FILTERS)).toBe("");
  });

  it("reads every filter from a URL", () => {
    const filters = parseLeaderboardSearch(
      new URLSearchParams(
        "hardware=dgx-spark&precision=BF16&engine=vllm&org=alibaba&minParams=4&maxParams=9.5&architecture=moe" +
          "&q=%20Qwen%20&sort=chatTtft&dir=desc&test=rag-8k&page=3",
      ),
    );
    expect(filters).toMatchObject({
      hardware: "dgx-spark",
      precision: "BF16",
      engine: "vllm",
      org: "alibaba",
      minParams: 4,
      maxParams: 9.5,
      architecture: "moe",
      q: "Qwen",
      sort: "chatTtft",
      dir: "desc",
      test: "rag-8k",
      page: 3,
    });
  });

  it("falls back to the default of each field whose value is bad, keeping the good ones", () => {
    const filters = parseLeaderboardSearch({
      sort: "price; drop table",
      dir: "sideways",
      page: "-2",
      minParams: "lots",
      maxParams: "-5",
      architecture: "hybrid",
      test: "not-a-test",
      q: "x".repeat(500),
      hardware: "rtx-3090",
    });
    expect(filters).toEqual({ ...DEFAULT_FILTERS, hardware: "rtx-3090" });
    expect(parseLeaderboardSearch({ page: "2.5" }).page).toBe(1);
    expect(parseLeaderboardSearch({ page: "abc" }).page).toBe(1);
  });

  it("treats blank values (an empty form field) as no filter, and takes the first of repeated values", () => {
    expect(parseLeaderboardSearch({ hardware: "", q: "   ", minParams: "" })).toEqual(DEFAULT_FILTERS);
    expect(parseLeaderboardSearch({ precision: ["FP8", "BF16"] }).precision).toBe("FP8");
  });

  it("sorts each column from its better end unless a direction is given", () => {
    expect(parseLeaderboardSearch({ sort: "chatTtft" }).dir).toBe("asc");
    expect(parseLeaderboardSearch({ sort: "throughput" }).dir).toBe("desc");
    expect(parseLeaderboardSearch({ sort: "model" }).dir).toBe("asc");
    expect(parseLeaderboardSearch({ sort: "throughput", dir: "asc" }).dir).toBe("asc");
  });

  it("round-trips through the query string, leaving defaults out", () => {
    const filters = parseLeaderboardSearch({
      precision: "AWQ 4-bit",
      q: "Qwen3.5 & co",
      minParams: "0.6",
      sort: "throughput",
      dir: "desc",
      page: "2",
    });
    const search = toLeaderboardQueryString(filters);
    expect(search).toBe("precision=AWQ+4-bit&minParams=0.6&q=Qwen3.5+%26+co&sort=throughput&page=2");
    expect(parseLeaderboardSearch(new URLSearchParams(search))).toEqual(filters);

    const ascending = parseLeaderboardSearch({ sort: "score", dir: "asc", test: "chat" });
    expect(toLeaderboardQueryString(ascending)).toBe("test=chat&dir=asc");
    expect(parseLeaderboardSearch(new URLSearchParams(toLeaderboardQueryString(ascending)))).toEqual(ascending);
  });

  it("gives the same API address to the same view however its URL was spelled", () => {
    const a = parseLeaderboardSearch(new URLSearchParams("sort=score&page=1&precision=BF16"));
    const b = parseLeaderboardSearch(new URLSearchParams("precision=BF16&dir=desc"));
    expect(toLeaderboardApiUrl(a)).toBe("/api/v1/leaderboard?precision=BF16");
    expect(toLeaderboardApiUrl(b)).toBe(toLeaderboardApiUrl(a));
    expect(toLeaderboardApiUrl({ ...a, page: 2 })).toBe("/api/v1/leaderboard?precision=BF16&page=2");
    expect(toLeaderboardApiUrl(DEFAULT_FILTERS)).toBe("/api/v1/leaderboard");
  });
});
