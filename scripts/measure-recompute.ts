/**
 * Times `recomputeAllRuns` (what `npm run arena -- score recompute` runs) on a database filled
 * as `npm run bench` fills it, and checks that the derived figures it writes are the same rows
 * as before, without the rest of the benchmark. Three steps, so a database is filled once:
 *
 *   npx tsx --conditions=react-server scripts/measure-recompute.ts fill 10000      # prints the database name
 *   npx tsx --conditions=react-server scripts/measure-recompute.ts time <db> --save before.json
 *   npx tsx --conditions=react-server scripts/measure-recompute.ts time <db> --compare before.json
 *   npx tsx --conditions=react-server scripts/measure-recompute.ts drop <db>
 *
 * `time` also takes `--batch <runs>` and `--in-flight <batches>` (recomputeAllRuns' arguments).
 *
 * Databases are arena_measure_rc_<random> on the server of BENCH_DATABASE_URL (else
 * postgresql://postgres@127.0.0.1:5432/postgres); `drop` refuses any other name.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createBenchDatabase, query, SERVER_URL } from "./bench/database";
import { withDatabase } from "@/lib/database/url";

const SEED = 1;
const [command, ...rest] = process.argv.slice(2);

/** One hash per stored figures row: RunFigures without computedAt, TestFigures without its random id. */
async function snapshotFigures(url: string): Promise<Record<string, string>> {
  const runs = await query<{ key: string; hash: string }>(
    url,
    `SELECT "runId" AS key, md5((to_jsonb(f) - 'computedAt')::text) AS hash FROM "RunFigures" f`,
  );
  const tests = await query<{ key: string; hash: string }>(
    url,
    `SELECT "runId" || '/' || "testKey" AS key, md5((to_jsonb(t) - 'id')::text) AS hash FROM "TestFigures" t`,
  );
  return Object.fromEntries([...runs, ...tests].map((row) => [row.key, row.hash]));
}

function compareSnapshots(before: Record<string, string>, after: Record<string, string>) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  let same = 0;
  const differ: string[] = [];
  for (const key of keys) before[key] === after[key] ? same++ : differ.push(key);
  const runRows = Object.keys(after).filter((key) => !key.includes("/")).length;
  console.log(`figures rows compared: ${keys.size} (${runRows} RunFigures, ${keys.size - runRows} TestFigures)`);
  console.log(
    `identical: ${same}; different or missing: ${differ.length}` +
      `${differ.length ? ` (first: ${differ.slice(0, 5).join(", ")})` : ""}`,
  );
  return differ.length === 0;
}

async function fill(size: number) {
  const database = await createBenchDatabase("arena_measure_rc");
  process.env.DATABASE_URL = database.url;
  const { createContributors, importGeneratedRuns, importNewCatalogueRuns } = await import("./bench/fill");
  const { bulkInsertRuns, vacuumAnalyze } = await import("./bench/bulk");
  const { db } = await import("@/lib/db");
  const started = performance.now();
  const contributors = await createContributors(3_000);
  const imported = Math.min(size, 1_000);
  const first = await importNewCatalogueRuns(SEED, 0, imported, contributors);
  const others = Array.from({ length: imported }, (_, index) => index).filter((index) => !first.has(index));
  await importGeneratedRuns(SEED, others, contributors, 8);
  if (size > imported) await bulkInsertRuns(database.url, SEED, imported, size, contributors);
  await vacuumAnalyze(database.url);
  console.log(
    `${await db.run.count()} runs in ${database.name}, filled in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  await db.$disconnect();
}

/** CPU seconds (user + system) each PostgreSQL backend on this database has used so far. */
async function readBackendCpu(url: string): Promise<Map<number, number>> {
  const rows = await query<{ pid: number }>(url, "SELECT pid FROM pg_stat_activity WHERE datname = current_database()");
  const ticks = 100; // USER_HZ on Linux
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ");
      if (!fields) continue;
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / ticks);
    } catch {
      // ended, or PostgreSQL runs on another machine
    }
  }
  return cpu;
}

async function time(name: string, options: string[]) {
  const url = withDatabase(SERVER_URL, name);
  process.env.DATABASE_URL = url;
  const { recomputeAllRuns } = await import("@/lib/runs/recompute");
  const { db } = await import("@/lib/db");
  await db.run.count(); // connect first: the timing is the recompute's
  const backendsBefore = await readBackendCpu(url);
  // Backends that connect and end during the recompute (its own connections) are seen only
  // while they run: the CPU last read of each is kept.
  const backendsSeen = new Map(backendsBefore);
  const sampling = setInterval(() => {
    readBackendCpu(url).then(
      (cpu) => {
        for (const [pid, used] of cpu) backendsSeen.set(pid, used);
      },
      () => {},
    );
  }, 250);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const batchSize = options.includes("--batch") ? Number(options[options.indexOf("--batch") + 1]) : undefined;
  const inFlight = options.includes("--in-flight") ? Number(options[options.indexOf("--in-flight") + 1]) : undefined;
  const count = await recomputeAllRuns(batchSize, inFlight);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampling);
  for (const [pid, used] of await readBackendCpu(url)) backendsSeen.set(pid, used);
  const postgresCpu = [...backendsSeen].reduce((sum, [pid, used]) => sum + used - (backendsBefore.get(pid) ?? 0), 0);
  console.log(
    `recomputeAllRuns: ${count} runs in ${seconds.toFixed(1)} s (${((seconds * 1000) / count).toFixed(2)} ms a run)`,
  );
  console.log(
    `CPU: this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, PostgreSQL backends ` +
      `${postgresCpu.toFixed(1)} s`,
  );
  await db.$disconnect();
  const snapshot = await snapshotFigures(url);
  const savePath = readOption(options, "--save");
  if (savePath) writeFileSync(savePath, JSON.stringify(snapshot));
  const comparePath = readOption(options, "--compare");
  if (comparePath && !compareSnapshots(JSON.parse(readFileSync(comparePath, "utf8")), snapshot)) process.exitCode = 1;
}

/** The value after `--name`; undefined without the option, an error when it has no value. */
function readOption(options: string[], name: string): string | undefined {
  const at = options.indexOf(name);
  if (at < 0) return undefined;
  const value = options[at + 1];
  if (value === undefined) throw new Error(`${name} needs a file name`);
  return value;
}

async function drop(name: string) {
  if (!/^arena_measure_rc_[0-9a-f]+$/.test(name)) throw new Error(`not a database this script made: ${name}`);
  await query(SERVER_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  console.log(`dropped ${name}`);
}

const [argument, ...options] = rest;
if (command === "fill") await fill(Number(argument ?? 10_000));
else if (command === "time" && argument) await time(argument, options);
else if (command === "drop" && argument) await drop(argument);
else throw new Error("usage: measure-recompute.ts fill <runs> | time <db> [--save file] [--compare file] | drop <db>");
