/**
 * Issue 12: no line of tracked source is longer than 120 characters. Biome wraps code at 120 but
 * leaves string and template literals, JSX text and comments as written, and does not format CSS;
 * this catches what it leaves. Generated code and test fixtures (tools' output kept verbatim) are
 * not ours to wrap.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MAX_LINE_LENGTH = 120;
const SOURCE_FILE = /\.(?:ts|tsx|mjs|js|css)$/;
const NOT_CHECKED = ["lib/generated/", "tests/fixtures/"];

const root = fileURLToPath(new URL("../..", import.meta.url));

function isCheckedSource(file: string): boolean {
  return SOURCE_FILE.test(file) && !NOT_CHECKED.some((folder) => file.startsWith(folder));
}

/** Tracked source files, relative to the repository root; a file deleted but not yet staged is skipped. */
function listSourceFiles(): string[] {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0");
  return tracked.filter((file) => isCheckedSource(file) && existsSync(path.join(root, file)));
}

/** Lines over the limit as "line (length)", 1-based; length in characters (code points), not bytes. */
function findLongLines(text: string): string[] {
  return text.split(/\r?\n/).flatMap((line, index) => {
    const length = [...line].length;
    return length > MAX_LINE_LENGTH ? [`${index + 1} (${length})`] : [];
  });
}

describe("line length", () => {
  it("counts characters, not bytes, and finds a line one over the limit", () => {
    expect(findLongLines(`${"×".repeat(MAX_LINE_LENGTH)}\r\n${"a".repeat(MAX_LINE_LENGTH + 1)}\n`)).toEqual([
      `2 (${MAX_LINE_LENGTH + 1})`,
    ]);
  });

  it("checks TypeScript, JavaScript and CSS, but not generated code, fixtures or other files", () => {
    const files = ["app/globals.css", "lib/format.ts", "app/layout.tsx", "scripts/prisma.mjs", "next.config.js"];
    expect(files.filter(isCheckedSource)).toEqual(files);
    const skipped = ["lib/generated/prisma/client.ts", "tests/fixtures/tool.js", "README.md", "package.json"];
    expect(skipped.filter(isCheckedSource)).toEqual([]);
  });

  it("lists the tracked sources from git", () => {
    const files = listSourceFiles();
    expect(files).toEqual(expect.arrayContaining(["app/globals.css", "lib/format.ts", "app/[locale]/layout.tsx"]));
    expect(files.length).toBeGreaterThan(100);
  });

  it(`has no line of tracked source over ${MAX_LINE_LENGTH} characters`, () => {
    const tooLong = listSourceFiles().flatMap((file) =>
      findLongLines(readFileSync(path.join(root, file), "utf8")).map((line) => `${file}:${line}`),
    );
    expect(tooLong).toEqual([]);
  });
});
