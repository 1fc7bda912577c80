/**
 * The folders tell the architecture only while the imports respect it: lib/ is the domain and
 * never reaches into routes (app/) or UI (components/); two folders of lib/ never import each
 * other (a loop makes either one impossible to understand or move alone); and the environment
 * is read in one place, lib/env.ts, where each variable is checked.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

function listSourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.startsWith("generated"))
    .map((file) => path.join(folder, file));
}

/** Every module specifier of a file, type imports included: a loop of types is a loop still. */
function listImports(file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const specifiers = source.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)"([^"]+)"/gm);
  return [...specifiers].map((match) => match[1] ?? "");
}

/** The project path an import names (`lib/runs/schema`), or null for a package. */
function resolveImport(specifier: string, from: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.join(path.dirname(from), specifier);
  return null;
}

/** The folder of lib/ a file belongs to (`runs`), or null for a file at lib/'s top. */
function libFolderOf(file: string): string | null {
  const parts = file.split(path.sep);
  return parts[0] === "lib" && parts.length > 2 ? (parts[1] ?? null) : null;
}

const libFiles = listSourceFiles("lib");

describe("lib/", () => {
  it("imports nothing from app/ or components/", () => {
    const offending = libFiles.flatMap((file) =>
      listImports(file)
        .map((specifier) => resolveImport(specifier, file))
        .filter((target) => target !== null && /^(app|components)\//.test(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it("has no two folders that import each other", () => {
    const edges = new Map<string, string[]>();
    for (const file of libFiles) {
      const from = libFolderOf(file);
      if (!from) continue;
      for (const specifier of listImports(file)) {
        const target = resolveImport(specifier, file);
        const to = target ? libFolderOf(target) : null;
        if (!to || to === from) continue;
        const key = `${from} -> ${to}`;
        edges.set(key, [...(edges.get(key) ?? []), `${file} imports ${target}`]);
      }
    }
    const loops = [...edges]
      .filter(([key]) => {
        const [from, to] = key.split(" -> ");
        return edges.has(`${to} -> ${from}`);
      })
      .map(([key, examples]) => `${key}: ${examples.join("; ")}`);
    expect(loops).toEqual([]);
  });
});

describe("the environment", () => {
  it("is read only in lib/env.ts among lib/ and app/", () => {
    const readers = [...libFiles, ...listSourceFiles("app")].filter(
      (file) =>
        file !== path.join("lib", "env.ts") && readFileSync(path.join(root, file), "utf8").includes("process.env"),
    );
    expect(readers).toEqual([]);
  });
});
