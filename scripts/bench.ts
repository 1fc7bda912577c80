/**
 * `npm run bench`: how the arena holds up as uploads pile up. In a database of its own
 * (arena_bench_*, dropped at the end; never the developer's), it grows the data to 1k, 10k and
 * 100k generated runs and at each size measures, under 32 concurrent connections (autocannon):
 * the leaderboard API and every public page type, warm in the page cache, against two floors
 * serving the same leaderboard bytes (a bare node:http server and the arena's own `next start`
 * serving a static file); the first view of each page an upload changes, and how long until the
 * upload shows on the same server and on a second one; uploading one full run; uploads per second
 * with 8 uploaders; recomputing the derived figures of every run. It also measures each public
 * page's first-load JavaScript.
 * Prints the tables and writes bench/results.json. Method and findings: docs/PERFORMANCE.md.
 *
 *   npm run bench [-- --sizes 1000,10000,100000 --seconds 10 --connections 32 --keep]
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Tx } from "@/lib/db";
import { createBenchDatabase, queryOne, type BenchDatabase } from "./bench/database";
import { measureFirstLoad, type FirstLoad } from "./bench/first-load";
import type { FirstViewRound, SecondInstanceRound } from "./bench/freshness";
import { generateBundle } from "./bench/generate";
import { load, type LoadResult } from "./bench/load";
import { formatFirstViews, formatPageLoads, formatSecondInstance, listPageTargets } from "./bench/page-report";
import type { PageLoad, PageType } from "./bench/pages";
import { formatTable, median, ms, type Cell } from "./bench/report";
import {
  ensureBuild,
  findFreePort,
  log,
  RAISED_UPLOAD_LIMITS,
  startServer,
  stopAllServers,
  waitForUrl,
  type RunningServer,
} from "./bench/server";
import { toMultipart, upload } from "./bench/upload";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000,100000" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    "full-recompute-up-to": { type: "string", default: "10000" },
    keep: { type: "boolean", default: false },
  },
});
const SIZES = args.sizes
  .split(",")
  .map(Number)
  .filter((size) => size > 0)
  .sort((a, b) => a - b);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const FULL_RECOMPUTE_UP_TO = Number(args["full-recompute-up-to"]);
const SEED = 1;
/** Runs uploaded over HTTP during the benchmark come from another seed, so they never repeat a filled run. */
const UPLOAD_SEED = 2;
const UPLOADERS = 8;
const SUSTAINED_SECONDS = 20;
const RECOMPUTE_SAMPLE = 5_000;
/** Uploads whose first views, and whose arrival on a second server, are timed (each a round). */
const FRESHNESS_ROUNDS = 3;

const floorFile = path.join(process.cwd(), "public", `bench-floor-${randomBytes(4).toString("hex")}.json`);
const cleanups: Array<() => Promise<void> | void> = [];

async function cleanUp() {
  stopAllServers();
  rmSync(floorFile, { force: true });
  for (const cleanup of cleanups.splice(0).reverse())
    await Promise.resolve(cleanup()).catch((error) => console.error(error));
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping servers and dropping the benchmark database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

type Target =
  | "transport floor"
  | "framework floor"
  | "route handler floor"
  | "leaderboard API"
  | "API, ETag revalidation (304)"
  | "API while 8 uploaders upload"
  | "API, cache off"
  | "leaderboard page"
  | "model page"
  | "matrix page";

type MeasuredLoad = LoadResult & { loadAverage: number };

type SizeResult = {
  runs: number;
  fill: { path: string; seconds: number; throughImport: number; bulk: number };
  load: Partial<Record<Target, MeasuredLoad>>;
  pages: PageLoad[];
  firstViews: FirstViewRound[];
  secondInstance: SecondInstanceRound[];
  ingest: { fullRunMs: number[]; medianMs: number };
  sustained: {
    uploaders: number;
    uploaded: number;
    seconds: number;
    runsPerSecond: number;
    statuses: Record<string, number>;
  };
  uploadsDuringReads: { uploaded: number; seconds: number; runsPerSecond: number; statuses: Record<string, number> };
  recompute: {
    runs: number;
    seconds: number;
    perRunMs: number;
    measured: string;
    allRunsSeconds: number;
    failure: string | null;
  };
};

/** One load test after a warm-up of 2 s with the same settings; notes the machine's load average before. */
async function measure(url: string, paths?: string[], headers?: Record<string, string>): Promise<MeasuredLoad> {
  await load(url, { connections: CONNECTIONS, seconds: 2, paths, headers });
  const loadAverage = readLoadAverage();
  return { ...(await load(url, { connections: CONNECTIONS, seconds: SECONDS, paths, headers })), loadAverage };
}

async function startTransportFloor(file: string) {
  const port = await findFreePort();
  const child = spawn(process.execPath, [path.join("scripts", "bench", "transport-floor.mjs"), file, String(port)], {
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // gone
    }
  };
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url, 10_000);
  return { url, stop };
}

async function main() {
  const started = Date.now();
  const database: BenchDatabase = await createBenchDatabase();
  cleanups.push(async () => {
    if (args.keep) log(`kept the benchmark database ${database.name}`);
    else await database.drop();
  });
  log(`benchmark database ${database.name}`);
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_MAX = "16";
  const authSecret = randomBytes(32).toString("base64url");
  log(`build: ${await ensureBuild(database.url)}`);

  // Imported only now: lib/db reads DATABASE_URL when first loaded.
  const { db } = await import("@/lib/db");
  cleanups.push(() => db.$disconnect());
  const { createContributors, importGeneratedRuns, importNewCatalogueRuns, pickKnownCatalogueRuns } = await import(
    "./bench/fill"
  );
  const { bulkInsertRuns, vacuumAnalyze, verifyBulkFigures } = await import("./bench/bulk");
  const recomputeModule = await import("@/lib/runs/recompute");
  const { recomputeAllRuns, recomputeRunFigures } = recomputeModule;
  /** The batched writer, where lib/runs/recompute.ts has one (recomputeAllRuns then uses it too). */
  const recomputeBatch = (recomputeModule as { recomputeRunsFigures?: (tx: Tx, runIds: string[]) => Promise<void> })
    .recomputeRunsFigures;
  const { listLeaderboard } = await import("@/lib/leaderboard/data");
  const { DEFAULT_FILTERS } = await import("@/lib/leaderboard/schema");
  const { createUser, createApiToken } = await import("@/lib/accounts/mutations");
  const { checkPagesAnswer, listPublicPageTypes } = await import("./bench/pages");
  const { measureFirstViews, measureSecondInstance } = await import("./bench/freshness");

  const contributors = await createContributors(3_000);
  const uploader = await createUser({
    email: "bench-uploader@bench.invalid",
    role: "contributor",
    handle: "bench-uploader",
  });
  const { token } = await createApiToken(uploader.id, "bench");
  let uploadIndex = 0;

  /**
   * Generated runs from the upload seed whose catalogue rows exist (parallel first uploads of a new
   * model race: see the docs).
   */
  async function nextUploads(count: number, fullOnly: boolean) {
    const indices = await pickKnownCatalogueRuns(
      UPLOAD_SEED,
      uploadIndex,
      count,
      (setup) => !fullOnly || setup.shape === "suite+matrix",
    );
    uploadIndex = indices.at(-1)! + 1;
    return indices.map((index) => generateBundle(UPLOAD_SEED, index).bundle);
  }

  const results: SizeResult[] = [];
  let firstLoad: FirstLoad[] = [];
  let modelSlugs: string[] = [];
  let matrixRunIds: string[] = [];
  let pageTypes: PageType[] = [];
  let filled = 0;

  for (const size of SIZES) {
    // ---- fill
    const fillStarted = performance.now();
    let throughImport = 0;
    let bulk = 0;
    if (filled === 0) {
      log(`filling ${size} runs through importRunBundle, ${UPLOADERS} at a time`);
      const first = await importNewCatalogueRuns(SEED, 0, size, contributors);
      const rest = Array.from({ length: size }, (_, index) => index).filter((index) => !first.has(index));
      await importGeneratedRuns(SEED, rest, contributors, UPLOADERS, (done, total) =>
        log(`  ${done + first.size} / ${total + first.size}`),
      );
      throughImport = size;
    } else {
      log(`adding ${size - filled} runs through the bulk path`);
      const result = await bulkInsertRuns(database.url, SEED, filled, size, contributors, (done, total) => {
        if (done % 10_000 === 0 || done === total) log(`  ${filled + done} / ${size}`);
      });
      throughImport = result.imported;
      bulk = result.inserted;
    }
    filled = size;
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    await vacuumAnalyze(database.url);
    if (bulk > 0)
      log(`bulk figures checked against recomputeRunFigures: ${await verifyBulkFigures(100)} runs identical`);
    const runs = await db.run.count();
    log(`${runs} runs (${fillSeconds.toFixed(0)} s to fill)`);

    if (modelSlugs.length === 0) {
      const popular = await db.runFigures.groupBy({
        by: ["modelSlug"],
        where: { listed: true, hasSuite: true },
        _count: { runId: true },
        orderBy: { _count: { runId: "desc" } },
        take: 10,
      });
      modelSlugs = popular.map((row) => row.modelSlug);
      const matrices = await db.runFigures.findMany({
        where: { listed: true, hasMatrix: true },
        orderBy: { runId: "asc" },
        take: 10,
        select: { runId: true },
      });
      matrixRunIds = matrices.map((row) => row.runId);
      pageTypes = await listPublicPageTypes(modelSlugs, matrixRunIds);
    }

    // ---- the same leaderboard bytes for the floors, checked against the API's own answer
    const bytes = JSON.stringify(await listLeaderboard(DEFAULT_FILTERS));
    writeFileSync(floorFile, bytes);
    const transport = await startTransportFloor(floorFile);
    const serverEnv = { DATABASE_URL: database.url, AUTH_SECRET: authSecret, ...RAISED_UPLOAD_LIMITS };
    const server: RunningServer = await startServer(serverEnv);
    const apiBytes = await (await fetch(`${server.url}/api/v1/leaderboard`)).text();
    if (apiBytes !== bytes) throw new Error("the floors would not serve the API's bytes");
    const etag = (await fetch(`${server.url}/api/v1/leaderboard`)).headers.get("etag") ?? "";

    const [model] = modelSlugs;
    const [matrixRun] = matrixRunIds;
    if (!model || !matrixRun) throw new Error("the database holds no listed model or matrix run to load pages of");
    if (firstLoad.length === 0) firstLoad = await measureAllFirstLoads(server.url, model, matrixRun);

    const loadResults: SizeResult["load"] = {};
    const run = async (target: Target, url: string, paths?: string[], headers?: Record<string, string>) => {
      log(`  ${target}`);
      loadResults[target] = await measure(url, paths, headers);
    };
    log(`load tests at ${runs} runs, ${CONNECTIONS} connections, ${SECONDS} s each`);
    await run("transport floor", transport.url);
    await run("framework floor", `${server.url}/${path.basename(floorFile)}`);
    // Not a floor of the same bytes: the cheapest route handler the site has (a prerendered JSON document).
    await run("route handler floor", `${server.url}/api/v1/openapi.json`);
    await run("leaderboard API", `${server.url}/api/v1/leaderboard`);
    await run("API, ETag revalidation (304)", `${server.url}/api/v1/leaderboard`, undefined, { "If-None-Match": etag });
    transport.stop();
    const pages = await measurePages(server.url, loadResults);
    // Also under their names in the first table, which compares them across sizes.
    for (const [page, target] of [
      ["leaderboard", "leaderboard page"],
      ["model", "model page"],
      ["matrix", "matrix page"],
    ] as const) {
      const measured = pages.find((row) => row.page === page);
      if (measured) loadResults[target] = measured;
    }

    // ---- the first view of each page an upload changes; the upload on a second server
    log(`first views after an upload, ${FRESHNESS_ROUNDS} uploads`);
    const firstViews = await measureFirstViews(server.url, token, await nextUploads(FRESHNESS_ROUNDS, true));
    log(`a second server on the same database, ${FRESHNESS_ROUNDS} uploads through the first`);
    const second = await startServer(serverEnv);
    const secondInstance = await measureSecondInstance(
      server.url,
      second.url,
      token,
      await nextUploads(FRESHNESS_ROUNDS, true),
    ).finally(() => second.stop());

    // ---- ingest: one full run at a time, then 8 uploaders at once
    log("uploads: one full run (11 tests and a matrix, raw files) at a time");
    const fullRunMs: number[] = [];
    for (const bundle of await nextUploads(5, true)) {
      const answer = await upload(server.url, token, toMultipart(bundle));
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      fullRunMs.push(answer.ms);
    }
    log(`uploads: ${UPLOADERS} uploaders for ${SUSTAINED_SECONDS} s`);
    const sustained = await sustainUploads(server.url, token, await nextUploads(400, false), SUSTAINED_SECONDS);
    // Reads while runs keep arriving: every upload changes the data, views are read again at most once a second.
    log("  API while 8 uploaders upload");
    const background = sustainUploads(server.url, token, await nextUploads(400, false), SECONDS + 1);
    const loadAverage = readLoadAverage();
    loadResults["API while 8 uploaders upload"] = {
      ...(await load(`${server.url}/api/v1/leaderboard`, { connections: CONNECTIONS, seconds: SECONDS })),
      loadAverage,
    };
    const backgroundUploads = await background;
    await server.stop();

    // ---- the same API without the cache: what every request would cost
    const uncached = await startServer({ ...serverEnv, ARENA_CACHE: "off" });
    await run("API, cache off", `${uncached.url}/api/v1/leaderboard`);
    await uncached.stop();
    rmSync(floorFile, { force: true });

    // ---- recompute every run's derived figures
    const recompute = await measureRecompute(size);
    results.push({
      runs,
      fill: {
        path: bulk === 0 ? "importRunBundle" : "bulk (new catalogue entries through importRunBundle)",
        seconds: fillSeconds,
        throughImport,
        bulk,
      },
      load: loadResults,
      pages,
      firstViews,
      secondInstance,
      ingest: { fullRunMs, medianMs: median(fullRunMs) },
      sustained,
      uploadsDuringReads: backgroundUploads,
      recompute,
    });
    printSize(results.at(-1)!);
  }

  const summary = buildSummary(results, firstLoad);
  console.log(`\n${summary.text}`);
  const machine = await describeMachine(database.url);
  mkdirSync("bench", { recursive: true });
  writeFileSync(
    path.join("bench", "results.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        minutes: Math.round((Date.now() - started) / 6000) / 10,
        machine,
        options: { sizes: SIZES, seconds: SECONDS, connections: CONNECTIONS },
        sizes: results,
        firstLoad,
        targets: summary.targets,
      },
      null,
      2,
    ),
  );
  log(`written bench/results.json (${((Date.now() - started) / 60_000).toFixed(1)} min in all)`);

  /**
   * Every public page type under load, after checking that each of its paths answers 200 (which
   * also puts it in the page cache) and noting whether it is then served from the cache. A page
   * that answers errors under load is reported in its row and fails its targets.
   */
  async function measurePages(baseUrl: string, loadResults: SizeResult["load"]): Promise<PageLoad[]> {
    const caches = await checkPagesAnswer(baseUrl, pageTypes);
    const floorRps = loadResults["framework floor"]?.rps ?? NaN;
    const pages: PageLoad[] = [];
    for (const { name, paths } of pageTypes) {
      log(`  page: ${name}`);
      const measured = await measure(baseUrl, paths);
      if (measured.errors + measured.non2xx > 0)
        log(`  ${name} answered errors under load: ${JSON.stringify(measured.statuses)}, ${measured.errors} errors`);
      pages.push({ page: name, paths, ratio: measured.rps / floorRps, cache: caches.get(name) ?? "–", ...measured });
    }
    return pages;
  }

  /**
   * recomputeAllRuns on every run at sizes up to FULL_RECOMPUTE_UP_TO; above, a sample of the first
   * RECOMPUTE_SAMPLE runs through the same loop, extrapolated. When recomputeAllRuns itself fails
   * (its batch of 200 runs outlasts Prisma's 5 s transaction timeout), the failure is recorded
   * and the same loop is timed with a longer timeout.
   */
  async function measureRecompute(size: number): Promise<SizeResult["recompute"]> {
    const total = await db.run.count();
    if (size <= FULL_RECOMPUTE_UP_TO) {
      log(`recomputing all ${total} runs (recomputeAllRuns)`);
      const t = performance.now();
      try {
        const count = await recomputeAllRuns();
        const seconds = (performance.now() - t) / 1000;
        return {
          runs: count,
          seconds,
          perRunMs: (seconds * 1000) / count,
          measured: "all runs",
          allRunsSeconds: seconds,
          failure: null,
        };
      } catch (error) {
        const failure =
          `recomputeAllRuns failed after ${((performance.now() - t) / 1000).toFixed(1)} s: ` +
          `${(error as Error).message.split("\n").filter(Boolean).at(-1)}`;
        log(failure);
        const timed = await timeRecomputeLoop(total);
        return { ...timed, measured: "all runs, 120 s transactions", failure };
      }
    }
    log(`recomputing a sample of ${RECOMPUTE_SAMPLE} of ${total} runs, as recomputeAllRuns does`);
    const timed = await timeRecomputeLoop(RECOMPUTE_SAMPLE);
    return {
      ...timed,
      measured: "sample, extrapolated",
      allRunsSeconds: (timed.perRunMs * total) / 1000,
      failure: null,
    };
  }

  /**
   * recomputeAllRuns' loop over the first `limit` runs: batches in one transaction each, written
   * by the batched writer when there is one (500 runs a batch), else run by run (200 a batch).
   */
  async function timeRecomputeLoop(limit: number) {
    const ids = (await db.run.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: limit })).map(
      (row) => row.id,
    );
    const batchSize = recomputeBatch ? 500 : 200;
    const t = performance.now();
    for (let start = 0; start < ids.length; start += batchSize) {
      const batch = ids.slice(start, start + batchSize);
      await db.$transaction(
        async (tx) => {
          if (recomputeBatch) await recomputeBatch(tx, batch);
          else for (const id of batch) await recomputeRunFigures(tx, id);
        },
        { timeout: 120_000 },
      );
    }
    const seconds = (performance.now() - t) / 1000;
    return { runs: ids.length, seconds, perRunMs: (seconds * 1000) / ids.length, allRunsSeconds: seconds };
  }

  /** Uploads `bundles` with UPLOADERS in parallel until they run out or `seconds` pass. */
  async function sustainUploads(
    baseUrl: string,
    uploadToken: string,
    bundles: Awaited<ReturnType<typeof nextUploads>>,
    limitSeconds: number,
  ) {
    const statuses: Record<string, number> = {};
    const deadline = performance.now() + limitSeconds * 1000;
    const t = performance.now();
    let next = 0;
    let created = 0;
    await Promise.all(
      Array.from({ length: UPLOADERS }, async () => {
        while (performance.now() < deadline) {
          const bundle = bundles[next++];
          if (!bundle) break;
          const answer = await upload(baseUrl, uploadToken, toMultipart(bundle));
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status === 201) created++;
        }
      }),
    );
    const seconds = (performance.now() - t) / 1000;
    return { uploaders: UPLOADERS, uploaded: created, seconds, runsPerSecond: created / seconds, statuses };
  }
}

const PUBLIC_PAGES = (model: string, run: string): Array<[string, string]> => [
  ["home", "/"],
  ["leaderboard", "/leaderboard"],
  ["models", "/models"],
  ["model", `/models/${model}`],
  ["run", `/runs/${run}`],
  ["matrix", `/runs/${run}/matrix`],
  ["compare", `/compare?runs=${run}`],
  ["hardware", "/hardware"],
  ["benchmarks", "/benchmarks"],
  ["calculator", "/calculator"],
  ["methodology", "/methodology"],
  ["api-docs", "/api-docs"],
  ["contributor", "/contributors/bench-00000"],
  ["sign in", "/signin"],
  ["sign up", "/signup"],
];

async function measureAllFirstLoads(baseUrl: string, model: string, run: string): Promise<FirstLoad[]> {
  const pages: FirstLoad[] = [];
  for (const [name, pagePath] of PUBLIC_PAGES(model, run)) {
    try {
      pages.push(await measureFirstLoad(baseUrl, name, pagePath));
    } catch (error) {
      log(`first-load JS of ${pagePath} not measured: ${(error as Error).message}`);
    }
  }
  return pages;
}

const TARGET_ORDER: Target[] = [
  "transport floor",
  "framework floor",
  "route handler floor",
  "leaderboard API",
  "API, ETag revalidation (304)",
  "API while 8 uploaders upload",
  "API, cache off",
  "leaderboard page",
  "model page",
  "matrix page",
];

function printSize(result: SizeResult) {
  const framework = result.load["framework floor"];
  const transport = result.load["transport floor"];
  const rows: Cell[][] = TARGET_ORDER.filter((target) => result.load[target]).map((target) => {
    const r = result.load[target]!;
    return [
      target,
      r.rps,
      ms(r.p50),
      ms(r.p99),
      r.errors + r.non2xx - (target.includes("304") ? (r.statuses["304"] ?? 0) : 0),
      transport
        ? `${(transport.rps / Math.max(1, r.rps)).toFixed(1)}x / ${(r.p99 / Math.max(0.1, transport.p99)).toFixed(1)}x`
        : "–",
      framework
        ? `${(framework.rps / Math.max(1, r.rps)).toFixed(1)}x / ${(r.p99 / Math.max(0.1, framework.p99)).toFixed(1)}x`
        : "–",
      r.loadAverage,
    ];
  });
  console.log(
    `\n=== ${result.runs.toLocaleString("en-US")} runs (filled in ${result.fill.seconds.toFixed(0)} s: ` +
      `${result.fill.throughImport} through importRunBundle, ${result.fill.bulk} bulk) ===`,
  );
  console.log(
    formatTable(
      [
        "target",
        "req/s",
        "p50 ms",
        "p99 ms",
        "errors",
        "vs transport (req/s, p99)",
        "vs framework (req/s, p99)",
        "load avg",
      ],
      rows,
    ),
  );
  console.log(
    formatTable(
      ["ingest", "value"],
      [
        ["one full run, upload to 201 (median of 5), ms", ms(result.ingest.medianMs)],
        [
          `sustained, ${result.sustained.uploaders} uploaders, runs/s`,
          Math.round(result.sustained.runsPerSecond * 10) / 10,
        ],
        [
          `same, while the API is loaded at ${CONNECTIONS} connections, runs/s`,
          Math.round(result.uploadsDuringReads.runsPerSecond * 10) / 10,
        ],
        [`recompute, ${result.recompute.measured} (${result.recompute.runs} runs), s`, ms(result.recompute.seconds)],
        ["recompute of all runs, s", ms(result.recompute.allRunsSeconds)],
      ],
    ),
  );
  console.log(`\n${formatPageLoads(result.pages)}`);
  console.log(`\n${formatFirstViews(result.firstViews)}`);
  console.log(`\n${formatSecondInstance(result.secondInstance)}`);
}

function buildSummary(results: SizeResult[], firstLoad: FirstLoad[]) {
  const at = (runs: number) => results.find((result) => result.runs >= runs && result.runs < runs * 1.2);
  const targets: Array<{ target: string; measured: string; holds: boolean | null }> = [];
  const add = (target: string, measured: string, holds: boolean | null) => targets.push({ target, measured, holds });
  const ten = at(10_000);
  const api = ten?.load["leaderboard API"];
  const framework = ten?.load["framework floor"];
  if (api) add("10k: leaderboard API p99 <= 100 ms at 32 connections", `${ms(api.p99)} ms`, api.p99 <= 100);
  if (api && framework) {
    add(
      "10k: API p99 <= 2x framework floor p99",
      `${ms(api.p99)} vs ${ms(framework.p99)} ms (${(api.p99 / framework.p99).toFixed(2)}x)`,
      api.p99 <= 2 * framework.p99,
    );
    add(
      "10k: API req/s >= 1/2 framework floor req/s",
      `${api.rps} vs ${framework.rps} req/s (${(framework.rps / api.rps).toFixed(2)}x)`,
      api.rps * 2 >= framework.rps,
    );
  }
  const small = results[0];
  const large = results.at(-1);
  if (small && large && large.runs > small.runs) {
    for (const target of [
      "leaderboard API",
      "API, cache off",
      "leaderboard page",
      "model page",
      "matrix page",
    ] as Target[]) {
      const a = small.load[target];
      const b = large.load[target];
      if (!a || !b) continue;
      const p50 = b.p50 / a.p50;
      const p99 = b.p99 / a.p99;
      add(
        `${target}: ${small.runs} -> ${large.runs} runs, latency <= 1.5x`,
        `p50 ${ms(a.p50)} -> ${ms(b.p50)} ms (${p50.toFixed(2)}x), p99 ${ms(a.p99)} -> ${ms(b.p99)} ms ` +
          `(${p99.toFixed(2)}x)`,
        Math.max(p50, p99) <= 1.5,
      );
    }
  }
  for (const result of results)
    add(
      `${result.runs}: one full run ingested <= 1 s`,
      `${ms(result.ingest.medianMs)} ms`,
      result.ingest.medianMs <= 1000,
    );
  if (ten)
    add(
      "10k: recompute of all runs <= 10 s",
      `${ms(ten.recompute.allRunsSeconds)} s (${ms(ten.recompute.perRunMs)} ms per run)`,
      ten.recompute.allRunsSeconds <= 10,
    );
  if (large) for (const target of listPageTargets(large)) add(target.target, target.measured, target.holds);
  const heaviest = firstLoad.reduce<FirstLoad | null>((max, page) => (!max || page.kB > max.kB ? page : max), null);
  if (heaviest)
    add(
      "first-load JS <= 150 kB (gzip) on every public page",
      `largest: ${heaviest.page} ${heaviest.kB} kB`,
      heaviest.kB <= 150,
    );

  const text = [
    "=== first-load JavaScript per public page (gzip, kB = 1000 bytes) ===",
    formatTable(
      ["page", "path", "scripts", "kB"],
      firstLoad.map((page) => [page.page, page.path, page.scripts, page.kB]),
    ),
    "",
    "=== targets ===",
    formatTable(
      ["target", "measured", "holds"],
      targets.map((t) => [t.target, t.measured, t.holds === null ? "–" : t.holds ? "yes" : "NO"]),
    ),
  ].join("\n");
  return { text, targets };
}

/** The last minute's load average, to two decimals: on two cores, anything else running shows in the figures. */
function readLoadAverage(): number {
  const [lastMinute = 0] = os.loadavg();
  return Math.round(lastMinute * 100) / 100;
}

async function describeMachine(url: string) {
  const { version } = await queryOne<{ version: string }>(url, "SELECT version()");
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: version.split(" on ")[0],
  };
}

main()
  .then(() => cleanUp())
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
