/**
 * CSV text (RFC 4180) for the leaderboard export. Pure: plain values in, text out.
 */
import type { LeaderboardRow as Row } from "@/lib/leaderboard/data";

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell: quoted when it holds a comma, quote or line break (quotes doubled). A text cell
 * that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return)
 * gets a leading apostrophe. Numbers are written as they are, negative ones included.
 */
export function formatCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function formatCsvLine(values: CsvValue[]): string {
  return `${values.map(formatCsvCell).join(",")}\r\n`;
}

export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** Columns of the leaderboard export; the per-test view adds the test's figures. */
export function listLeaderboardCsvColumns(options: { test?: string; origin: string }): CsvColumn<Row>[] {
  const columns: CsvColumn<Row>[] = [
    { header: "rank", value: (r) => r.rank },
    { header: "model", value: (r) => r.modelName },
    { header: "organization", value: (r) => r.orgName },
    { header: "params_b", value: (r) => r.paramsB },
    { header: "architecture", value: (r) => r.architecture },
    { header: "precision", value: (r) => r.precision },
    { header: "hardware", value: (r) => r.hardwareName },
    { header: "engine", value: (r) => r.engineName },
    { header: "engine_version", value: (r) => r.engineVersion },
    { header: "score", value: (r) => round(r.score, 1) },
    { header: "quality", value: (r) => (r.qualityCoverage > 0 ? round((r.qualityScore ?? 0) * 100, 1) : null) },
    { header: "quality_coverage", value: (r) => r.qualityCoverage },
    { header: "throughput_tps", value: (r) => round(r.throughputTps, 2) },
    { header: "chat_ttft_s", value: (r) => round(r.chatTtftS, 3) },
    // Rounded as the pages show them; full precision stays in each run's source JSON export.
    { header: "capacity_5s_req_per_s", value: (r) => round(r.capacity5s, 2) },
    { header: "reliable_benches", value: (r) => r.reliableCount },
    { header: "suite_tests", value: (r) => r.testCount },
    { header: "measured_at", value: (r) => r.measuredAt.slice(0, 10) },
    // Under the view's cost assumptions (years, hours, kwh in the address); empty without the facts.
    { header: "cost_usd_per_m_tokens", value: (r) => round(r.costPerMTokUsd, 4) },
    { header: "tokens_per_joule", value: (r) => round(r.tokensPerJoule, 4) },
    { header: "power_w", value: (r) => r.powerW },
    { header: "power_basis", value: (r) => (r.powerW === null ? null : r.powerMeasured ? "measured" : "board") },
  ];
  if (options.test) {
    columns.push(
      { header: "test", value: () => options.test },
      { header: "test_score", value: (r) => round(r.test?.testScore ?? null, 4) },
      { header: "test_per_user_tps", value: (r) => round(r.test?.perUserTps ?? null, 2) },
      { header: "test_ttft_s", value: (r) => round(r.test?.ttftS ?? null, 3) },
      { header: "test_effective_tps", value: (r) => round(r.test?.effectiveTps ?? null, 2) },
    );
  }
  columns.push({ header: "run_url", value: (r) => `${options.origin}/runs/${r.runId}` });
  return columns;
}
