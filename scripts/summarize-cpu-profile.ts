/**
 * Where a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) spent its time: self time summed
 * by function and by package or file, and total time (self plus callees, each counted once per
 * sample) by function, so that a fixed cost per request can be found and named.
 *
 *   npx tsx scripts/summarize-cpu-profile.ts <file.cpuprofile> [--top N] [--requests N] [--match TEXT]
 *
 * With `--requests`, every figure is also divided by that count (ms per request). With `--match`,
 * only samples whose stack holds a function or file containing TEXT count.
 */
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { parseArgs } from "node:util";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: "string", default: "40" },
    requests: { type: "string" },
    match: { type: "string" },
  },
});
const [file] = positionals;
if (!file) throw new Error("usage: summarize-cpu-profile.ts <file.cpuprofile> [--top N] [--requests N]");
const TOP = Number(values.top);
const REQUESTS = values.requests ? Number(values.requests) : null;

const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** The package a script belongs to (node_modules/<name> or a Turbopack chunk named after it), else its file. */
function packageOf(url: string): string {
  if (!url) return "(native or V8)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  const chunk = /\.next\/server\/(.*)$/.exec(url);
  if (chunk?.[1]) return `.next/server/${chunk[1].replace(/_[0-9a-f]{8,}\._?\.js$|\._?\.js$/, "")}`;
  return url.replace(/^file:\/\//, "");
}

/** Source maps of minified scripts (Next.js's compiled runtimes ship theirs), by script URL. */
const sourceMaps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (!sourceMaps.has(url)) {
    const path = `${url.replace(/^file:\/\//, "")}.map`;
    sourceMaps.set(url, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, "utf8"))) : null);
  }
  return sourceMaps.get(url) ?? null;
}

/** "name  file:line", with the original file and line where the script has a source map. */
function functionOf(frame: CallFrame): string {
  const name = frame.functionName || "(anonymous)";
  if (!frame.url) return name;
  const entry = sourceMapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (entry && "originalSource" in entry && entry.originalSource) {
    const original = entry.originalSource
      .replace(/^.*node_modules\//, "~/")
      .replace(/^webpack:\/\/next\/.\/dist\//, "next/");
    return `${name}  ${original.slice(-70)}:${entry.originalLine + 1}`;
  }
  const short = frame.url.replace(/^file:\/\//, "").replace(/^.*node_modules\//, "~/");
  return `${name}  ${short.slice(-70)}:${frame.lineNumber + 1}`;
}

function stackOf(id: number): ProfileNode[] {
  const stack: ProfileNode[] = [];
  for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
    const node = byId.get(current);
    if (node) stack.push(node);
  }
  return stack;
}

const selfByFunction = new Map<string, number>();
const selfByPackage = new Map<string, number>();
const totalByFunction = new Map<string, number>();
let sampled = 0;
let idle = 0;
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);

profile.samples.forEach((id, index) => {
  const us = profile.timeDeltas[index] ?? 0;
  const node = byId.get(id);
  if (!node) return;
  const name = node.callFrame.functionName;
  if (name === "(idle)" || name === "(program)" || name === "(garbage collector)") {
    if (name === "(idle)") idle += us;
    else add(selfByFunction, name, us);
    if (name !== "(idle)") sampled += us;
    return;
  }
  const stack = stackOf(id);
  if (values.match) {
    const match = values.match;
    if (!stack.some((frame) => frame.callFrame.functionName.includes(match) || frame.callFrame.url.includes(match)))
      return;
  }
  sampled += us;
  add(selfByFunction, functionOf(node.callFrame), us);
  add(selfByPackage, packageOf(node.callFrame.url), us);
  const seen = new Set<string>();
  for (const frame of stack) {
    const key = functionOf(frame.callFrame);
    if (seen.has(key)) continue;
    seen.add(key);
    add(totalByFunction, key, us);
  }
});

const format = (us: number) => {
  const ms = us / 1000;
  const share = ((100 * us) / sampled).toFixed(1).padStart(5);
  const perRequest = REQUESTS ? `  ${(ms / REQUESTS).toFixed(2).padStart(7)} ms/req` : "";
  return `${ms.toFixed(0).padStart(8)} ms ${share}%${perRequest}`;
};

function print(title: string, map: Map<string, number>) {
  console.log(`\n== ${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    process.stdout.write(`${format(us)}  ${key}\n`);
}

console.log(`busy ${(sampled / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`);
print("self time by package or file", selfByPackage);
print("self time by function", selfByFunction);
print("total time by function (self and callees)", totalByFunction);
