import { describe, expect, it } from "vitest";
import { formatCsvCell, formatCsvLine, listLeaderboardCsvColumns } from "@/lib/leaderboard/csv";
import type { LeaderboardRow } from "@/lib/leaderboard/data";

describe("leaderboard CSV", () => {
  it("quotes cells with commas, quotes and line breaks, doubling the quotes (RFC 4180)", () => {
    expect(formatCsvCell("DGX Spark, 128 GB")).toBe('"DGX Spark, 128 GB"');
    expect(formatCsvCell('the "best" run')).toBe('"the ""best"" run"');
    expect(formatCsvCell("two\nlines")).toBe('"two\nlines"');
    expect(formatCsvCell("plain")).toBe("plain");
    expect(formatCsvCell(null)).toBe("");
  });

  it("defuses text a spreadsheet would run as a formula, but keeps negative numbers", () => {
    expect(formatCsvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(formatCsvCell("+1")).toBe("'+1");
    expect(formatCsvCell("-cmd")).toBe("'-cmd");
    expect(formatCsvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(formatCsvCell(-1.5)).toBe("-1.5");
    expect(formatCsvCell(Number.NaN)).toBe("");
  });

  // As the export route writes it: a header line, then one line per row, through formatCsvLine.
  const writeCsv = (rows: LeaderboardRow[], options: { test?: string; origin: string }) => {
    const columns = listLeaderboardCsvColumns(options);
    const header = formatCsvLine(columns.map((column) => column.header));
    return header + rows.map((row) => formatCsvLine(columns.map((column) => column.value(row)))).join("");
  };

  const row: LeaderboardRow = {
    runId: "run1",
    rank: 1,
    modelName: '=cmd|"/c calc"!A1, "the" model',
    modelSlug: "m",
    orgSlug: "lab",
    orgName: "Lab, Inc.",
    paramsB: 9,
    architecture: "dense",
    precision: "BF16",
    hardwareSlug: "dgx-spark",
    hardwareName: "DGX Spark",
    engineName: "vllm",
    engineVersion: "0.26.0",
    score: 60.5,
    qualityScore: 0.76633,
    qualityCoverage: 3,
    throughputTps: 83.8765,
    chatTtftS: 1.82049,
    capacity5s: 0.5944890490418653,
    reliableCount: 11,
    testCount: 11,
    hasSuite: true,
    hasMatrix: false,
    headline: { figures: [], requests: null, failed: null },
    measuredAt: "2026-08-07T00:00:00.000Z",
    reviewState: "passed",
    test: null,
    priceUsd: 3999,
    powerW: 240,
    powerMeasured: false,
    tokensPerJoule: 0.349485,
    costPerMTokUsd: 1.567891,
  };

  it("writes the header and a CRLF line per row, figures rounded as on the pages, hostile text defused", () => {
    expect(writeCsv([row], { origin: "https://arena.example" })).toBe(
      "rank,model,organization,params_b,architecture,precision,hardware,engine,engine_version,score,quality," +
        "quality_coverage,throughput_tps,chat_ttft_s,capacity_5s_req_per_s,reliable_benches,suite_tests,measured_at," +
        "cost_usd_per_m_tokens,tokens_per_joule,power_w,power_basis,run_url\r\n" +
        `1,"'=cmd|""/c calc""!A1, ""the"" model","Lab, Inc.",9,dense,BF16,DGX Spark,vllm,0.26.0,60.5,76.6,` +
        "3,83.88,1.82,0.59,11,11,2026-08-07,1.5679,0.3495,240,board,https://arena.example/runs/run1\r\n",
    );
  });

  it("adds the test's figures to the per-test export, and leaves a missing figure empty", () => {
    const test = { testScore: 0.62913, perUserTps: 12.51, ttftS: 1.8204, effectiveTps: null };
    const perTest = { ...row, modelName: "Qwen3.5-9B", orgName: "Alibaba", score: null, qualityCoverage: 0, test };
    const [header, line] = writeCsv([perTest], { test: "chat", origin: "" }).split("\r\n");
    expect(header!.split(",").slice(-6)).toEqual([
      "test",
      "test_score",
      "test_per_user_tps",
      "test_ttft_s",
      "test_effective_tps",
      "run_url",
    ]);
    expect(line!.split(",").slice(-6)).toEqual(["chat", "0.6291", "12.51", "1.82", "", "/runs/run1"]);
    // score, quality and its coverage: no score and no known benchmark.
    expect(line!.split(",").slice(9, 12)).toEqual(["", "", "0"]);
  });
});
