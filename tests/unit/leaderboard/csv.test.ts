import { describe, expect, it } from "vitest";
import { formatCsv, formatCsvCell } from "@/lib/leaderboard/csv";

describe("leaderboard CSV", () => {
  it("quotes cells with commas, quotes and line breaks, doubling the quotes (RFC 4180)", () => {
    expect(formatCsvCell("DGX Spark, 128 GB")).toBe('"DGX Spark, 128 GB"');
    expect(formatCsvCell('the "best" run')).toBe('"the ""best"" run"');
    expect(formatCsvCell("two\nlines")).toBe('"two\nlines"');
    expect(formatCsvCell("plain")).toBe("plain");
    expect(formatCsvCell(null)).toBe("");
  });

  it("defuses text a spreadsheet would run as a formula, but keeps negative numbers", () => {
    expect(formatCsvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(formatCsvCell("+1")).toBe("'+1");
    expect(formatCsvCell("-cmd")).toBe("'-cmd");
    expect(formatCsvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(formatCsvCell(-1.5)).toBe("-1.5");
    expect(formatCsvCell(Number.NaN)).toBe("");
  });

  it("writes a header line and one CRLF-terminated line per row", () => {
    const csv = formatCsv(
      [
        { header: "model", value: (row: { model: string; score: number | null }) => row.model },
        { header: "score", value: (row) => row.score },
      ],
      [
        { model: "Qwen3.5-9B", score: 60.5 },
        { model: "Qwen3.5-4B", score: null },
      ],
    );
    expect(csv).toBe("model,score\r\nQwen3.5-9B,60.5\r\nQwen3.5-4B,\r\n");
  });
});
