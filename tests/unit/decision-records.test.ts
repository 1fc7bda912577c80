/**
 * Every decision record in docs/decisions says right under its title whether it still holds:
 * `Status: accepted`, `Status: proposed`, or `Status: superseded by N` naming a record that exists.
 * A reader (or a reviewer checking the code against the records) knows which ones to follow.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FOLDER = path.join(process.cwd(), "docs", "decisions");
const files = readdirSync(FOLDER).filter((file) => file.endsWith(".md"));
const numberOf = (file: string) => Number(file.split("-")[0]);
const STATUS = /^Status: (accepted|proposed|superseded by (\d+))\b/;

describe("decision records", () => {
  it("are numbered files with a title of the same number", () => {
    expect(files.length).toBeGreaterThan(10);
    const titles = files.filter((file) => {
      const first = readFileSync(path.join(FOLDER, file), "utf8").split("\n")[0] ?? "";
      return !/^\d{4}-[a-z0-9-]+\.md$/.test(file) || !first.startsWith(`# ${numberOf(file)}. `);
    });
    expect(titles).toEqual([]);
  });

  it("each have a status line right under the title, a superseding record existing", () => {
    const numbers = new Set(files.map(numberOf));
    const problems = files.flatMap((file) => {
      const lines = readFileSync(path.join(FOLDER, file), "utf8").split("\n");
      const status = lines.slice(1).find((line) => line.trim() !== "") ?? "";
      const match = STATUS.exec(status);
      if (!match) return [`${file}: "${status}" is not a status line`];
      const successor = match[2] === undefined ? null : Number(match[2]);
      return successor !== null && !numbers.has(successor) ? [`${file}: no record ${successor}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
