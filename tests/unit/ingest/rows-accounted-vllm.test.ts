/**
 * Nothing dropped in silence: every result of every vLLM file the project keeps (its fixtures and
 * the published files beside the repository) is stored in a part or listed as skipped. The results
 * are counted here without the parser: a console result block per title line, a JSON Lines result
 * per line, one per JSON document.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { ParseError } from "@/lib/ingest/schema";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const fixtures = path.join(root, "tests/fixtures/vllm-bench-serve");
const realWorld = path.resolve(root, "../shared/real-world");

const expected: Array<{ file: string; tool: string }> = JSON.parse(
  readFileSync(path.join(realWorld, "expected.json"), "utf8"),
);
const files = [
  ...readdirSync(fixtures).map((name) => path.join(fixtures, name)),
  ...expected.filter((entry) => entry.tool.startsWith("vllm")).map((entry) => path.join(realWorld, entry.file)),
];

function countBlocks(text: string): number {
  return text.split("\n").filter((line) => line.includes(" Serving Benchmark Result ")).length;
}

/** Results in the file, counted from its shape alone. */
function countResults(text: string): number {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return countBlocks(text);
  const lines = trimmed.split("\n").filter((line) => line.trim() !== "");
  if (lines.length > 1 && lines.every((line) => line.startsWith("{") && line.trimEnd().endsWith("}"))) {
    return lines.length;
  }
  const wrapped = /"raw_output"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(trimmed)?.[1];
  return wrapped ? countBlocks(JSON.parse(wrapped)) : 1;
}

describe("every result of every vLLM file is stored or named as skipped", () => {
  it("walks the fixtures and the published files", () => {
    expect(files.length).toBe(11);
  });

  for (const file of files) {
    it(path.relative(path.dirname(root), file), () => {
      const text = readFileSync(file, "utf8");
      const all = countResults(text);
      expect(all).toBeGreaterThan(0);
      let parsed: ReturnType<typeof parseArtifactFile>;
      try {
        parsed = parseArtifactFile("vllm-bench-serve", text);
      } catch (error) {
        // a file refused whole stores nothing, and its contributor is told why: only a run that measured nothing
        expect(error).toBeInstanceOf(ParseError);
        expect((error as ParseError).message).toMatch(/measured nothing: the file says completed: 0/);
        return;
      }
      const stored = parsed.parts.reduce((sum, part) => sum + part.measurements.length, 0);
      const pointedAt = parsed.parts.reduce((sum, part) => sum + (part.part?.lines.length ?? 0), 0);
      expect(pointedAt).toBe(stored);
      expect(stored + parsed.skipped.length).toBe(all);
    });
  }
});
