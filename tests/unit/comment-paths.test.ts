/**
 * Comments and docs that name a file of the repository (`lib/cache/tags.ts`, `docs/decisions/…`)
 * name one that exists: a file moved or renamed leaves no pointer to nowhere. Globs
 * (`lib/ingest/parse-*.ts`) and issue references (`prisma/orm#27403`) are read up to where they stop
 * being a path.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const CODE = /\.(ts|tsx|mjs|css)$/;
const FOLDERS = ["app", "components", "lib", "scripts", "tests", "docs", "prisma"];
const TOP_FILES = ["proxy.ts", "next.config.ts", "instrumentation.ts", "instrumentation-client.ts", "README.md"];
const PATH = /(?<![\w@/.-])((?:lib|app|components|docs|tests|scripts|prisma)\/[\w.[\]()@/-]*[\w\])])(?![\w*#-])/g;

function listFiles(): string[] {
  const nested = FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .map((file) => path.join(folder, file))
      .filter((file) => (CODE.test(file) || file.endsWith(".md")) && !file.startsWith(path.join("lib", "generated")))
      .filter((file) => statSync(path.join(root, file)).isFile()),
  );
  return [...nested, ...TOP_FILES.filter((file) => existsSync(path.join(root, file)))];
}

/** The commented part of a line of code (after `//` or `/*`, or a JSDoc `*` line); all of a Markdown line. */
function commentOf(file: string, line: string): string {
  if (file.endsWith(".md")) return line;
  return /(?:\/\/|\/\*|^\s*\*)(.*)$/.exec(line)?.[1] ?? "";
}

/** A named path as it exists: the file, the folder, or the module without its extension. */
function exists(named: string): boolean {
  const [candidate = named] = named.split("](");
  let trimmed = candidate.replace(/\.+$/, "");
  while (trimmed.endsWith(")") && trimmed.split(")").length > trimmed.split("(").length) trimmed = trimmed.slice(0, -1);
  return ["", ".ts", ".tsx", ".mjs", ".md"].some((extension) => existsSync(path.join(root, trimmed + extension)));
}

describe("paths named in comments and docs", () => {
  it("each name a file or folder that exists", () => {
    const missing = listFiles().flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          [...commentOf(file, line).matchAll(PATH)]
            .map((match) => match[1] ?? "")
            .filter((named) => !exists(named))
            .map((named) => `${file}:${index + 1} names ${named}`),
        ),
    );
    expect(missing).toEqual([]);
  });
});
