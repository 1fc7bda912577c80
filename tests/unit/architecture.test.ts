/**
 * The folders tell the architecture only while the imports respect it (docs/decisions/0016-layers-in-lib.md):
 * lib/ never reaches into routes (app/) or UI (components/); each folder and top-level file of lib/
 * is platform or domain (lib/layers.ts), and platform never imports domain; no folder or top-level
 * file of lib/ is part of an import cycle of any length, and no file is either (a loop makes each of
 * its members impossible to understand or move alone); and the environment is read in one place,
 * lib/env.ts, where each variable is checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOMAIN, PLATFORM } from "@/lib/layers";

const root = process.cwd();
const SOURCE = /\.(ts|tsx|mjs|mts)$/;

function listSourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file) && !file.startsWith("generated"))
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

/** The source file a project path names (`lib/runs/schema` is lib/runs/schema.ts), or null. */
function resolveFile(target: string): string | null {
  const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")];
  return candidates.find((file) => SOURCE.test(file) && existsSync(path.join(root, file))) ?? null;
}

/** The unit of lib/ a path belongs to: its folder (`lib/runs`) or, at lib/'s top, itself (`lib/db.ts`). */
function unitOf(target: string): string {
  const parts = target.split(path.sep);
  if (parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return SOURCE.test(target) ? target : `${target}.ts`;
}

type Graph = Map<string, Map<string, string[]>>;

/** node -> node -> the file imports that make the edge ("a/x.ts imports b/y", paths under lib/). */
function addEdge(graph: Graph, from: string, to: string, example: string): void {
  if (from === to) return;
  const targets = graph.get(from) ?? new Map<string, string[]>();
  graph.set(from, targets.set(to, [...(targets.get(to) ?? []), example]));
}

/** Tarjan's strongly connected components: the groups of nodes that reach each other, of any size. */
function findCycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** A cycle written for a person: its members, then one import for each edge between them. */
function describeCycle(graph: Graph, members: string[]): string {
  const edges = members.flatMap((from) =>
    [...(graph.get(from) ?? [])]
      .filter(([to]) => members.includes(to))
      .map(
        ([to, examples]) =>
          `  ${from} -> ${to}: ${examples[0]}${examples.length > 1 ? ` (+${examples.length - 1})` : ""}`,
      ),
  );
  return [`cycle of ${members.join(", ")}`, ...edges].join("\n");
}

const libFiles = listSourceFiles("lib");
const units = new Map<string, string>(
  [...PLATFORM.map((unit) => [`lib/${unit}`, "platform"]), ...DOMAIN.map((unit) => [`lib/${unit}`, "domain"])].map(
    ([unit, layer]) => [unit ?? "", layer ?? ""],
  ),
);
const unitGraph: Graph = new Map();
const fileGraph: Graph = new Map();
for (const file of libFiles) {
  for (const specifier of listImports(file)) {
    const target = resolveImport(specifier, file);
    if (!target?.startsWith(`lib${path.sep}`)) continue;
    addEdge(unitGraph, unitOf(file), unitOf(target), `${file} imports ${target}`);
    const targetFile = resolveFile(target);
    if (targetFile) addEdge(fileGraph, file, targetFile, `${file} imports ${target}`);
  }
}

describe("the cycle search", () => {
  it("finds a cycle of three and leaves a chain alone", () => {
    const graph: Graph = new Map();
    addEdge(graph, "a", "b", "a imports b");
    addEdge(graph, "b", "c", "b imports c");
    addEdge(graph, "c", "a", "c imports a");
    addEdge(graph, "c", "d", "c imports d");
    addEdge(graph, "d", "e", "d imports e");
    expect(findCycles(graph)).toEqual([["a", "b", "c"]]);
  });
});

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

  it("puts each folder and top-level file in exactly one layer of lib/layers.ts", () => {
    const present = readdirSync(path.join(root, "lib"))
      .filter((entry) => statSync(path.join(root, "lib", entry)).isDirectory() || SOURCE.test(entry))
      .filter((entry) => !entry.endsWith(".d.mts"));
    const unclassified = present.filter((entry) => !units.has(`lib/${entry}`));
    const missing = [...units.keys()].filter((unit) => !present.includes(unit.slice("lib/".length)));
    const twice = PLATFORM.filter((unit) => (DOMAIN as readonly string[]).includes(unit));
    expect({ unclassified, missing, twice }).toEqual({ unclassified: [], missing: [], twice: [] });
  });

  it("has platform import no domain", () => {
    const offending = [...unitGraph].flatMap(([from, targets]) =>
      units.get(from) !== "platform"
        ? []
        : [...targets]
            .filter(([to]) => units.get(to) === "domain")
            .map(([to, examples]) => `${from} -> ${to}: ${examples.join("; ")}`),
    );
    expect(offending).toEqual([]);
  });

  it("has no import cycle of any length between folders and top-level files", () => {
    expect(findCycles(unitGraph).map((members) => describeCycle(unitGraph, members))).toEqual([]);
  });

  it("has no import cycle of any length between files", () => {
    expect(findCycles(fileGraph).map((members) => describeCycle(fileGraph, members))).toEqual([]);
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
