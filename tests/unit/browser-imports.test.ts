/**
 * zod costs ~27 kB (gzip) of first-load JavaScript wherever browser code imports it, even
 * through one constant of a schema module. The leaderboard and the calculator parse their URL
 * without it; this walks the value imports of their browser modules and fails when a change
 * brings zod back (the benchmark would only notice after a production build).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

function resolveModule(specifier: string, from: string): string | null {
  if (!specifier.startsWith("@/") && !specifier.startsWith(".")) return null;
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && !candidate.endsWith(".css") && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Specifiers a module loads at run time: `import type` and `export type` are erased by the compiler. */
function listValueImports(source: string): string[] {
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gms);
  return [...statements].filter((match) => !match[1]).map((match) => match[2]!);
}

/** Every package reached from `entry` through value imports, with the chain that reached it. */
function listPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of listValueImports(readFileSync(file, "utf8"))) {
      const next = resolveModule(specifier, file);
      if (next) visit(next, [...chain, path.relative(root, next)]);
      else if (!specifier.startsWith(".") && !specifier.startsWith("@/") && !packages.has(specifier))
        packages.set(specifier, chain);
    }
  };
  visit(entry, [path.relative(root, entry)]);
  return packages;
}

/** The folder's modules but its routing files and the server-only ones (a page's renderer, say). */
function listBrowserModules(folder: string): string[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/^(page|layout|loading|error|not-found)\.tsx$/.test(name))
    .map((name) => path.join(root, folder, name))
    .filter((file) => !readFileSync(file, "utf8").includes('import "server-only";'));
}

describe("browser modules of the leaderboard and the calculator", () => {
  for (const folder of ["app/[locale]/(public)/leaderboard", "app/[locale]/(public)/calculator"]) {
    it(`${folder}: no value import reaches zod or TanStack Query`, () => {
      const modules = listBrowserModules(folder);
      expect(modules.length).toBeGreaterThan(3);
      let reachedReact = 0;
      for (const file of modules) {
        const packages = listPackages(file);
        expect(packages.get("zod"), `zod reached by ${packages.get("zod")?.join(" -> ")}`).toBeUndefined();
        // TanStack Query costs ~12 kB here; these pages read through useFetchedView (decision 0008).
        const query = packages.get("@tanstack/react-query");
        expect(query, `@tanstack/react-query reached by ${query?.join(" -> ")}`).toBeUndefined();
        if (packages.has("react")) reachedReact++;
      }
      // The walk does follow imports: the components reach React.
      expect(reachedReact).toBeGreaterThan(0);
    });
  }

  it("sees zod where a server module imports it (the walk is not vacuous)", () => {
    expect(listPackages(path.join(root, "lib/leaderboard/schema.ts")).has("zod")).toBe(true);
    // The upload form checks its fields with the run bundle's schema before sending them.
    expect(listPackages(path.join(root, "app/[locale]/(contribute)/upload/upload-form.tsx")).has("zod")).toBe(true);
    // The server page reaches zod through more than one module (its schema, lib/db's typed environment).
    expect(listPackages(path.join(root, "app/[locale]/(public)/calculator/page.tsx")).has("zod")).toBe(true);
  });
});
