/**
 * Nothing dropped in silence (issue 26): for every file of the llama.cpp tools and llama-benchy in
 * the fixtures and in ../shared/real-world, the data rows are counted here on their own, by the
 * file's shape, and each must be either in a part (stored) or listed as skipped.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import type { ArtifactTool } from "@/lib/ingest/schema";

const FIXTURES = new URL("../../fixtures/", import.meta.url);
const REAL_WORLD = new URL("../../../../shared/real-world/", import.meta.url);

/** Fixture folders and the tool each file is uploaded as; a folder of mixed files goes as one of its tools. */
const FOLDERS: Array<[string, ArtifactTool]> = [
  ["llama-bench", "llama-bench"],
  ["llama-batched-bench", "llama-batched-bench"],
  ["llama-sweep-bench", "llama-sweep-bench"],
  ["llama-cpp-mixed", "llama-batched-bench"],
  ["llama-benchy", "llama-benchy"],
];

type Case = [name: string, tool: ArtifactTool, text: string];

const fixtureCases: Case[] = FOLDERS.flatMap(([folder, tool]) =>
  readdirSync(new URL(`${folder}/`, FIXTURES))
    .filter((file) => file !== "README.md")
    .map((file): Case => [`${folder}/${file}`, tool, readFileSync(new URL(`${folder}/${file}`, FIXTURES), "utf8")]),
);

const realWorldCases: Case[] = (
  JSON.parse(readFileSync(new URL("expected.json", REAL_WORLD), "utf8")) as Array<{ file: string; tool: string }>
)
  .filter((entry) => entry.tool.startsWith("llama-"))
  .map((entry): Case => {
    const tool = (
      entry.tool.startsWith("llama-sweep-bench") ? "llama-sweep-bench" : entry.tool.split(" ")[0]
    ) as ArtifactTool;
    return [entry.file, tool, readFileSync(new URL(entry.file, REAL_WORLD), "utf8")];
  });

const NUMBER_CELL = /^-?\d+(?:\.\d+)?(?:\s*±\s*\d+(?:\.\d+)?)?$|^-?(?:nan|inf)$/;

const cellsOf = (line: string) =>
  line
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
const isSeparator = (line: string) => line.startsWith("|") && cellsOf(line).every((cell) => /^:?-+:?$/.test(cell));

/**
 * The file's data rows by shape alone: objects of a JSON document, JSON Lines, CSV data lines, SQL
 * inserts, and table rows (a `|` line that is neither a header nor a separator and holds a number).
 */
function countRows(text: string): number {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) return (JSON.parse(trimmed) as unknown[]).length;
  if (trimmed.startsWith("{") && !trimmed.includes("\n{")) {
    return ((JSON.parse(trimmed) as { benchmarks: unknown[] }).benchmarks ?? []).length;
  }
  const lines = text.split(/\r?\n/).map((line) => line.replace(/^(?:>\s?)+/, "").trim());
  let inCsv = false;
  let count = 0;
  lines.forEach((line, index) => {
    if (/^"?model"?,"?test_name"?,|^build_commit,/.test(line)) {
      inCsv = true;
      return;
    }
    if (line === "") inCsv = false;
    else if (inCsv || line.startsWith("INSERT INTO") || (line.startsWith("{") && line.endsWith("}"))) count += 1;
    else if (line.startsWith("|") && !isSeparator(line) && !isSeparator(lines[index + 1] ?? "")) {
      const cells = cellsOf(line);
      if (cells.length >= 3 && cells.some((cell) => NUMBER_CELL.test(cell))) count += 1;
    }
  });
  return count;
}

describe("every data row of a file is stored or named as skipped", () => {
  it.each([...fixtureCases, ...realWorldCases])("%s", (_name, tool, text) => {
    const rows = countRows(text);
    const { parts, skipped } = parseArtifactFile(tool, text);
    const stored = parts.reduce((sum, part) => sum + (part.part?.lines.length ?? 0), 0);
    expect(rows).toBeGreaterThan(0);
    expect({ stored, skipped: skipped.length }).toEqual({ stored: rows - skipped.length, skipped: skipped.length });
  });

  it("counts a row that cannot be read as skipped, with its line and reason", () => {
    const text = readFileSync(new URL("llama-batched-bench/llama-8b-4090-main.txt", FIXTURES), "utf8").replace(
      "|   512 |    128 |    4 |   2560 |",
      "|   512 |    128 |    4 | GGML_ASSERT(fms.S[j] > 0) failed |",
    );
    const { parts, skipped } = parseArtifactFile("llama-batched-bench", text);
    expect(countRows(text)).toBe(5);
    expect(parts[0]!.part?.lines).toEqual([18, 19, 21, 22]);
    expect(skipped).toEqual([
      {
        line: 20,
        reason: 'line 20: cannot read "GGML_ASSERT(fms.S[j] > 0) failed" in column N_KV',
        text: expect.any(String),
      },
    ]);
  });
});
