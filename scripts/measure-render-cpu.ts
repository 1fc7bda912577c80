/**
 * Server CPU per request of a page that must render (issue 11's "cold" target: at most 15 ms for
 * a 1-run model page), measured from the next-server process's own CPU time (/proc/<pid>/stat),
 * not from wall time, so other work on the machine does not count. A database of its own holds
 * one run (seed 000); the server runs with ARENA_CACHE=off (every request renders) and then with
 * the cache (every request is a hit), one request at a time. Needs a `next build` in the current
 * directory: `npx tsx --conditions=react-server scripts/measure-render-cpu.ts [--requests N]`.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createBenchDatabase } from "./bench/database";
import { startServer, stopAllServers } from "./bench/server";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "200" },
    /** Only the pages whose name holds this text. */
    only: { type: "string" },
    /** Only the rendered mode (ARENA_CACHE=off), not the cached one. */
    "rendered-only": { type: "boolean", default: false },
    /** More paths to measure (repeatable). */
    path: { type: "string", multiple: true, default: [] },
    /** Write the server's V8 CPU profile (node --cpu-prof) into this folder, one per mode. */
    "cpu-prof": { type: "string" },
  },
});
const REQUESTS = Number(values.requests);
/** Linux clock ticks per second (getconf CLK_TCK): /proc reports CPU time in these. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process so far, in milliseconds. */
function readCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

async function measurePage(url: string, pid: number): Promise<{ cpuMs: number; wallMs: number }> {
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
  const cpuBefore = readCpuMs(pid);
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
  return {
    cpuMs: (readCpuMs(pid) - cpuBefore) / REQUESTS,
    wallMs: (performance.now() - started) / REQUESTS,
  };
}

const database = await createBenchDatabase("arena_measure_cpu");
try {
  process.env.DATABASE_URL = database.url;
  const { seedRuns } = await import("@/prisma/seed");
  const [runId] = await seedRuns();
  const { db } = await import("@/lib/db");
  const run = await db.run.findUniqueOrThrow({
    where: { id: runId },
    select: { variant: { select: { model: { select: { slug: true } } } } },
  });
  await db.$disconnect();
  const allPages: Array<[string, string]> = [
    ["model page (1 run)", `/models/${run.variant.model.slug}`],
    ["run page", `/runs/${runId}`],
    ["methodology", "/methodology"],
    ["route handler (openapi.json)", "/api/v1/openapi.json"],
  ];
  allPages.push(...(values.path ?? []).map((path): [string, string] => [path, path]));
  const pages = allPages.filter(([name]) => !values.only || name.includes(values.only));
  const modes = [
    ["rendered (ARENA_CACHE=off)", { ARENA_CACHE: "off" }],
    ["from the cache", {}],
  ] as const;
  const nodeArgs = values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${values["cpu-prof"]}`] : [];
  for (const [mode, env] of values["rendered-only"] ? modes.slice(0, 1) : modes) {
    const server = await startServer(
      { DATABASE_URL: database.url, AUTH_SECRET: "measure-only", ...env },
      { quiet: true, nodeArgs },
    );
    try {
      for (const [name, path] of pages) {
        const { cpuMs, wallMs } = await measurePage(`${server.url}${path}`, server.pid);
        console.log(
          `${mode.padEnd(28)} ${name.padEnd(30)} ${cpuMs.toFixed(1).padStart(6)} ms CPU/request  ` +
            `${wallMs.toFixed(1).padStart(6)} ms wall/request  (${REQUESTS} requests, one at a time)`,
        );
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  stopAllServers();
  await database.drop();
}
