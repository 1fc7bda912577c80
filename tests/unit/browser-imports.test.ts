/**
 * Rules on what the browser loads, read from the value imports of its modules:
 * - zod costs ~27 kB (gzip) of first-load JavaScript wherever browser code imports it, even
 *   through one constant of a schema module, and its core alone (`zod/v4/core`) 5.4 kB. The
 *   leaderboard and the calculator parse their URL without it, and what every page loads (the
 *   client instrumentation, the layout's client components) imports none of it; this fails when a
 *   change brings zod back (the benchmark would only notice after a production build).
 * - Node's `Buffer` in a module the browser loads makes the bundler ship its polyfill, 7 kB (gzip):
 *   the leaderboard grew by that much when its search parameters declared its view (the view's
 *   path is base64url by `Buffer`, lib/routing/view-paths.ts).
 * - TanStack Query is the browser's data layer: every request the browser sends is made in a query
 *   or mutation hook module (`use-*-query.ts`, `use-*-mutations.ts`), never by a component itself.
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
function listPackages(entry: string, seen = new Set<string>()): Map<string, string[]> {
  const packages = new Map<string, string[]>();
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

/** zod itself or any of its entry points (`zod/v4/core`, `zod/mini`). */
const findZod = (packages: Map<string, string[]>) =>
  [...packages].find(([name]) => name === "zod" || name.startsWith("zod/"));

/** What every page loads in the browser: Next.js's client instrumentation and the root layout's client components. */
const EVERY_PAGE = [
  "instrumentation-client.ts",
  "components/locale-link.tsx",
  "components/providers.tsx",
  "components/page-texts.tsx",
  "components/language-switch.tsx",
  "components/site-nav.tsx",
  "components/user-menu.tsx",
];

describe("browser modules every page loads", () => {
  for (const file of EVERY_PAGE) {
    it(`${file}: no value import reaches zod`, () => {
      const zod = findZod(listPackages(path.join(root, file)));
      expect(zod, `${zod?.[0]} reached by ${zod?.[1].join(" -> ")}`).toBeUndefined();
    });
  }
});

describe("browser modules of the leaderboard and the calculator", () => {
  for (const folder of ["app/[locale]/(public)/leaderboard", "app/[locale]/(public)/calculator"]) {
    it(`${folder}: no value import reaches zod or the suite definitions`, () => {
      const modules = listBrowserModules(folder);
      expect(modules.length).toBeGreaterThan(3);
      let reachedReact = 0;
      for (const file of modules) {
        const packages = listPackages(file);
        const zod = findZod(packages);
        expect(zod, `${zod?.[0]} reached by ${zod?.[1].join(" -> ")}`).toBeUndefined();
        if (packages.has("react")) reachedReact++;
        // The suite's tools and parameters (1.4 kB): these pages need its keys and translated names only.
        const reached = new Set<string>();
        listPackages(file, reached);
        expect(reached.has(path.join(root, "lib/suite/definition.ts")), path.relative(root, file)).toBe(false);
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

/** Every file under `folder` (recursively) with a TypeScript extension. */
function listSourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(root, folder, name));
}

/** Modules the browser runs: the client instrumentation, every "use client" file, and what they import by value. */
function listBrowserReach(): Set<string> {
  const entries = [...listSourceFiles("app"), ...listSourceFiles("components")].filter((file) =>
    /^\s*["']use client["']/.test(readFileSync(file, "utf8")),
  );
  const reached = new Set<string>();
  for (const entry of [path.join(root, "instrumentation-client.ts"), ...entries]) listPackages(entry, reached);
  return reached;
}

/** A request sent from code: `fetch(`, XMLHttpRequest, EventSource, sendBeacon (comments aside). */
const REQUEST = /\bfetch\s*\(|\bXMLHttpRequest\b|\bEventSource\b|\bsendBeacon\s*\(/;
const stripComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
/** The query and mutation hook modules: the only browser modules that may send a request. */
const QUERY_MODULE = /(^|\/)use-[a-z0-9-]+-(query|mutations?)\.ts$/;

describe("the browser's requests go through TanStack Query", () => {
  const reached = listBrowserReach();
  const sending = [...reached].filter((file) => REQUEST.test(stripComments(readFileSync(file, "utf8"))));

  it("no browser module sends a request outside a query or mutation hook module", () => {
    const outside = sending.map((file) => path.relative(root, file)).filter((file) => !QUERY_MODULE.test(file));
    expect(outside).toEqual([]);
  });

  it("each module that sends one makes it inside useQuery or useMutation", () => {
    for (const file of sending) {
      const source = readFileSync(file, "utf8");
      expect(listValueImports(source), path.relative(root, file)).toContain("@tanstack/react-query");
      expect(source, path.relative(root, file)).toMatch(/\buse(Query|Mutation)\(/);
    }
  });

  it("sees the requests it rules on (the walk is not vacuous)", () => {
    const relative = sending.map((file) => path.relative(root, file));
    expect(relative).toContain("app/[locale]/(public)/leaderboard/use-leaderboard-query.ts");
    expect(relative).toContain("app/[locale]/(contribute)/upload/use-upload-mutations.ts");
    expect(relative).toContain("components/use-me-query.ts");
    expect(REQUEST.test('const answer = await fetch("/api/v1/me");')).toBe(true);
    expect(REQUEST.test("await queryClient.prefetchQuery(options); query.refetch();")).toBe(false);
  });
});

/** Node's `Buffer` used by value (comments aside). */
const NODE_BUFFER = /\bBuffer\s*\./;
/** A module the browser gets no code of: server actions (a reference) and server-only modules. */
const SERVER_SIDE = /^\s*["']use server["']|^import "server-only";/m;

/** The modules the browser bundles: from every "use client" file, through value imports, up to server-side ones. */
function listBundledModules(): Set<string> {
  const bundled = new Set<string>();
  const visit = (file: string) => {
    if (bundled.has(file)) return;
    const source = readFileSync(file, "utf8");
    if (SERVER_SIDE.test(source)) return;
    bundled.add(file);
    for (const specifier of listValueImports(source)) {
      const next = resolveModule(specifier, file);
      if (next) visit(next);
    }
  };
  const entries = [...listSourceFiles("app"), ...listSourceFiles("components")].filter((file) =>
    /^\s*["']use client["']/.test(readFileSync(file, "utf8")),
  );
  for (const entry of [path.join(root, "instrumentation-client.ts"), ...entries]) visit(entry);
  return bundled;
}

describe("browser modules do without Node's Buffer", () => {
  const bundled = listBundledModules();

  it("no module the browser bundles uses Buffer", () => {
    const using = [...bundled].filter((file) => NODE_BUFFER.test(stripComments(readFileSync(file, "utf8"))));
    expect(using.map((file) => path.relative(root, file))).toEqual([]);
  });

  it("sees Buffer where a server module uses it (the walk is not vacuous)", () => {
    expect(NODE_BUFFER.test(readFileSync(path.join(root, "lib/routing/view-paths.ts"), "utf8"))).toBe(true);
    expect(bundled.has(path.join(root, "lib/leaderboard/search-params.ts"))).toBe(true);
  });
});
