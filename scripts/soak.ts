/**
 * `npm run soak`: does the arena stay up, keep every run and answer every query with its own
 * rows, under load, through a database outage and against hostile input? Loopback only, bounded
 * in time. It runs two passes, each in a process of its own (`--database postgres` or
 * `--database embedded` runs one): on a PostgreSQL instance of its own (own data folder, port and
 * socket: stopping it touches nothing else), and on the embedded database (PGlite) that
 * `npm start` uses without DATABASE_URL. Each builds the site when needed, serves it with
 * `next start`, then:
 *   A. 60 s at 64 connections on the public pages and the API: no error;
 *   B. answers: 30 s of API reads by run id at 24 connections while 4 uploaders write: every
 *      answer names the run asked for, and the server logs no crossed protocol message; then
 *      (PostgreSQL) the database stopped and started under load, uploads running: 503 with a
 *      clear message during the outage, recovery by itself within 5 s, every upload answered 201
 *      is stored;
 *   C. 50 concurrent uploads of distinct runs give 50 runs; 20 of the same content give one;
 *   D. at least 500 malformed or hostile uploads: no 5xx, no row written; stored strings
 *      render as text, never as markup;
 *   E. the stall check: the largest uploads the caps allow, one after another, while `GET /`
 *      is measured: it must answer in under 500 ms throughout; and the matrix page of the
 *      largest matrix allowed stays small;
 *   H. the hostile shapes of the second security review (a report body that makes Markdown
 *      backtrack, nesting thousands deep, a llama-benchy cell of 100,000 spaces) sent while
 *      another visitor's page and another contributor's preview are measured: each under 1 s;
 *   F. (PostgreSQL) cross-site uploads with a contributor's real session cookie: refused;
 *   G. (PostgreSQL) guessing a password: only the first attempts are checked, then 429 with
 *      Retry-After even for the right one; sign-in takes as long for an unknown account.
 * The server runs with the upload and preview limits raised (they would refuse phase D's cases
 * before their bodies are read; tests/integration/upload-rate-limit.test.ts checks them) and the
 * sign-in limits at their defaults. Everything it prints is kept in a log file named at the start.
 * Prints a table of checks; exits 1 when one fails.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { type BenchDatabase, createBenchDatabase, query, queryOne } from "./bench/database";
import { generateBundle } from "./bench/generate";
import { load } from "./bench/load";
import { formatTable, type Cell } from "./bench/report";
import { ensureBuild, findFreePort, log, RAISED_UPLOAD_LIMITS, startServer, stopAllServers } from "./bench/server";
import { toMultipart, upload } from "./bench/upload";
import { checkCrossSiteUploads, guessPassword, timeSignIns } from "./soak/abuse";
import {
  buildHostileBundles,
  buildMalformedCases,
  buildOversizedCases,
  FORBIDDEN_MARKUP,
  type Case,
} from "./soak/hostile";
import { checkAnswers, findCrossedMessages } from "./soak/answers";
import { createEmbeddedInstance, type EmbeddedInstance } from "./soak/embedded";
import { createPostgresInstance, type PostgresInstance } from "./soak/postgres";
import { BYSTANDER_LIMIT_MS, replayHostileShapes } from "./soak/hostile-shapes";
import { measurePage, measureStall } from "./soak/stall";
import { buildWorstCaseUploads } from "./soak/worst-case";
import { countStatuses, startTraffic, type Sample } from "./soak/traffic";
import type { RunBundleInput } from "@/lib/runs/schema";
import { must } from "@/tests/support/must";

const SEED = 3;
const PASSES = ["postgres", "embedded"] as const;
type Pass = (typeof PASSES)[number];
const passArgument = process.argv[process.argv.indexOf("--database") + 1];
const pass: Pass | null = process.argv.includes("--database")
  ? (PASSES.find((name) => name === passArgument) ?? "postgres")
  : null;
const CLEAR_MESSAGE = /database is not reachable right now/i;
/** The sign-in limits the server runs with: lib/env.ts's defaults, set so that the shell's own cannot change them. */
const SIGN_IN_LIMITS = { perAccount: 10, perIp: 50 };

type Check = { phase: string; check: string; measured: string; ok: boolean; skipped?: boolean };
const checks: Check[] = [];
const record = (phase: string, check: string, measured: string, ok: boolean) => {
  checks.push({ phase, check, measured, ok });
  log(`${ok ? "ok  " : "FAIL"} ${check}: ${measured}`);
};
/** A check the soak cannot make, with where it is made instead. */
const skip = (phase: string, check: string, why: string) => {
  checks.push({ phase, check, measured: why, ok: true, skipped: true });
  log(`skip ${check}: ${why}`);
};

let instance: PostgresInstance | null = null;
let embedded: EmbeddedInstance | null = null;
const cleanUp = () => {
  stopAllServers();
  instance?.destroy();
  embedded?.destroy();
};

/** The database of this pass: a PostgreSQL instance of the soak's own, or the embedded one. */
async function createSoakDatabase(): Promise<BenchDatabase> {
  if (pass === "embedded") {
    log("starting the embedded database (PGlite) as npm start does, in a folder of the soak's own");
    embedded = await createEmbeddedInstance();
    log(`embedded database at ${embedded.url} (data in ${embedded.dir})`);
    return { name: "embedded", url: embedded.url, drop: async () => {} };
  }
  log("starting a PostgreSQL instance of the soak's own");
  instance = await createPostgresInstance();
  const database = await createBenchDatabase("arena_soak", instance.url);
  log(`PostgreSQL on 127.0.0.1:${instance.port} (data in ${instance.dir}), database ${database.name}`);
  return database;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function countAllRows(url: string): Promise<Record<string, number>> {
  const tables = await query<{ tablename: string }>(
    url,
    "SELECT tablename FROM pg_tables " +
      "WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables)
    counts[tablename] = Number((await queryOne<{ n: string }>(url, `SELECT count(*) AS n FROM "${tablename}"`)).n);
  return counts;
}

/** Sends `cases` to the upload endpoint, `parallel` at a time; returns each answer's status. */
async function sendCases(baseUrl: string, token: string, cases: Case[], parallel: number) {
  const answers: Array<{ kind: string; status: number; error?: string }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (;;) {
        const item = cases[next++];
        if (!item) break;
        try {
          const response = await fetch(`${baseUrl}/api/v1/runs`, {
            method: "POST",
            headers: {
              Authorization: `Bearer ${token}`,
              ...(item.contentType && { "Content-Type": item.contentType }),
            },
            body: item.body as BodyInit,
            signal: AbortSignal.timeout(60_000),
            ...(item.body instanceof ReadableStream && { duplex: "half" }),
          } as RequestInit);
          const text = await response.text();
          answers.push({
            kind: item.kind,
            status: response.status,
            ...(response.status >= 500 && { error: text.slice(0, 200) }),
          });
        } catch (error) {
          // The server may close the connection on an oversized body once it has answered 413.
          answers.push({ kind: item.kind, status: 0, error: (error as Error).message });
        }
      }
    }),
  );
  return answers;
}

async function main() {
  const started = Date.now();
  const database = await createSoakDatabase();
  const postgres = instance;
  log(`build: ${await ensureBuild(database.url)}`);
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_MAX = "8";
  const { db } = await import("@/lib/db");
  const { seedRuns } = await import("@/prisma/seed");
  const { createContributors, importGeneratedRuns, importNewCatalogueRuns, pickKnownCatalogueRuns } = await import(
    "./bench/fill"
  );
  const { createUser, createApiToken } = await import("@/lib/accounts/mutations");

  log("filling: the seed runs and 150 generated runs through importRunBundle");
  const seedIds = await seedRuns();
  const contributors = await createContributors(200);
  const first = await importNewCatalogueRuns(SEED, 0, 150, contributors);
  await importGeneratedRuns(
    SEED,
    Array.from({ length: 150 }, (_, i) => i).filter((i) => !first.has(i)),
    contributors,
    8,
  );
  const uploader = await createUser({ email: "soak@soak.invalid", role: "contributor", handle: "soak-uploader" });
  const { token } = await createApiToken(uploader.id, "soak");

  const models = (
    await db.runFigures.groupBy({
      by: ["modelSlug"],
      where: { listed: true, hasSuite: true },
      _count: { runId: true },
      orderBy: { _count: { runId: "desc" } },
      take: 5,
    })
  ).map((row) => row.modelSlug);
  const matrices = (await db.runFigures.findMany({ where: { hasMatrix: true }, take: 3, select: { runId: true } })).map(
    (row) => row.runId,
  );
  const runs = (await db.runFigures.findMany({ where: { hasSuite: true }, take: 3, select: { runId: true } })).map(
    (row) => row.runId,
  );
  const hardware = (await db.hardware.findFirstOrThrow({ select: { slug: true } })).slug;
  const PATHS = [
    "/",
    "/leaderboard",
    "/leaderboard?sort=throughput",
    "/api/v1/leaderboard",
    "/api/v1/leaderboard?precision=BF16&sort=chatTtft",
    "/models",
    ...models.map((slug) => `/models/${slug}`),
    ...runs.map((id) => `/runs/${id}`),
    ...matrices.map((id) => `/runs/${id}/matrix`),
    ...runs.map((id) => `/api/v1/runs/${id}`),
    `/runs/${seedIds[0]}`,
    "/hardware",
    `/hardware/${hardware}`,
    "/benchmarks",
    "/methodology",
    "/calculator",
    "/compare",
  ];

  // The soak signs its report writer in with a session cookie of its own (phase H): the server's secret.
  const authSecret = randomBytes(32).toString("base64url");
  process.env.AUTH_SECRET = authSecret;
  const serverLog = path.join(tmpdir(), `arena-soak-server-${new Date().toISOString().replace(/[:.]/g, "-")}.log`);
  const server = await startServer(
    {
      DATABASE_URL: database.url,
      AUTH_SECRET: authSecret,
      ...RAISED_UPLOAD_LIMITS,
      ARENA_LIMIT_SIGNIN_PER_ACCOUNT_PER_15MIN: String(SIGN_IN_LIMITS.perAccount),
      ARENA_LIMIT_SIGNIN_PER_IP_PER_15MIN: String(SIGN_IN_LIMITS.perIp),
      // The checks play clients at many addresses through this machine, as a proxy would name them.
      ARENA_TRUSTED_PROXIES: "127.0.0.1, ::1",
    },
    { logFile: serverLog },
  );
  log(`site on ${server.url}; its output in ${serverLog}`);

  // ---------------------------------------------------------------- A. load
  log(`A. 60 s at 64 connections on ${PATHS.length} pages and API endpoints`);
  await load(server.url, { connections: 8, seconds: 3, paths: PATHS });
  const loadA = await load(server.url, { connections: 64, seconds: 60, paths: PATHS });
  record(
    "A load",
    "60 s at 64 connections: no error, every answer 2xx",
    `${loadA.requests} requests, ${loadA.rps} req/s, p50 ${loadA.p50} ms, p99 ${loadA.p99} ms, statuses ` +
      `${JSON.stringify(loadA.statuses)}, errors ${loadA.errors}`,
    loadA.errors === 0 && loadA.non2xx === 0 && loadA.requests > 0,
  );

  // ---------------------------------------------------------------- B. answers belong to their queries
  log("B. 30 s of API reads by run id at 24 connections while 4 uploaders write");
  const answerIds = (await db.run.findMany({ where: { hiddenAt: null }, select: { id: true } })).map((run) => run.id);
  const answerRuns = await pickKnownCatalogueRuns(SEED, 9_000, 400);
  const answers = await checkAnswers(server.url, answerIds, {
    readers: 24,
    seconds: 30,
    write: async (index) => {
      const run = must(answerRuns[index % answerRuns.length], "a run to upload");
      const bundle = {
        ...generateBundle(SEED, run).bundle,
        measuredAt: new Date(Date.UTC(2026, 2, 1) + index * 60_000).toISOString(),
      };
      return (await upload(server.url, token, toMultipart(bundle), 60_000)).status;
    },
  });
  const answerProblems = [...answers.wrong, ...answers.failed, ...answers.writeFailures];
  record(
    "B answers",
    "every read answers 200 with the run asked for, every upload 201",
    `${answers.reads} reads: ${answers.wrong.length} with another run, ${answers.failed.length} failed; ` +
      `${answers.writes} uploads, ${answers.writeFailures.length} failed` +
      `${answerProblems[0] ? `; e.g. ${answerProblems[0]}` : ""}`,
    answers.reads > 0 &&
      answers.wrong.length === 0 &&
      answers.failed.length === 0 &&
      answers.writeFailures.length === 0,
  );
  const crossed = findCrossedMessages(serverLog);
  record(
    "B answers",
    "the server logged no crossed query (bind/portal/statement errors, missing fields of another query)",
    crossed.length === 0 ? "none" : `${crossed.length} lines, e.g. ${crossed[0]?.slice(0, 160)}`,
    crossed.length === 0,
  );

  if (postgres) {
    // ---------------------------------------------------------------- B. outage
    log("B. PostgreSQL stopped and started under load, with 4 uploaders");
    const outageRuns = await pickKnownCatalogueRuns(SEED, 1_000, 600);
    let uploadIndex = 0;
    const uploads: Array<{ status: number; id?: string; start: number; end: number; error?: string }> = [];
    let uploading = true;
    const uploaders = Array.from({ length: 4 }, async () => {
      while (uploading) {
        const run = outageRuns[uploadIndex++];
        if (run === undefined) break;
        const body = generateBundle(SEED, run).bundle;
        const start = performance.now();
        try {
          const answer = await upload(server.url, token, toMultipart(body), 30_000);
          uploads.push({
            status: answer.status,
            id: answer.body.id,
            start,
            end: performance.now(),
            ...(answer.status >= 500 && { error: JSON.stringify(answer.body).slice(0, 200) }),
          });
        } catch (error) {
          uploads.push({ status: 0, start, end: performance.now(), error: (error as Error).message });
        }
      }
    });
    const traffic = startTraffic(server.url, PATHS, 16, 90);
    await sleep(5_000);
    const stopBegan = performance.now();
    await postgres.stop();
    const stopEnded = performance.now();
    log(`  PostgreSQL stopped (${Math.round(stopEnded - stopBegan)} ms)`);
    await sleep(8_000);
    const startBegan = performance.now();
    await postgres.start();
    const startEnded = performance.now();
    log(`  PostgreSQL started (${Math.round(startEnded - startBegan)} ms)`);
    await sleep(12_000);
    uploading = false;
    const samples = await traffic.stop();
    await Promise.all(uploaders);

    const during = samples.filter((s) => s.start >= stopEnded && s.end <= startBegan);
    const duringOk = during.filter((s) => s.status === 503 && CLEAR_MESSAGE.test(s.snippet));
    record(
      "B outage",
      "requests during the outage: 503 with a clear message",
      `${duringOk.length} of ${during.length} (${JSON.stringify(countStatuses(during))})`,
      during.length > 0 && duringOk.length === during.length,
    );
    const transition = samples.filter(
      (s) => (s.start < stopEnded && s.end > stopBegan) || (s.start < startEnded && s.end > startBegan),
    );
    // A page in flight when the database goes is sent back through the proxy (lib/database/outage-during-render.ts):
    // its answer is the proxy's 503 with the message.
    const isClear503 = (s: Sample) => s.status === 503 && CLEAR_MESSAGE.test(s.snippet);
    const transitionBad = transition.filter((s) => s.status !== 200 && !isClear503(s));
    const badPaths = [...new Set(transitionBad.map((s) => `${s.status} ${s.path}`))].slice(0, 4).join(", ");
    record(
      "B outage",
      "requests in flight while it stopped or started: 200, or 503 with the message; never another error",
      `${transition.length - transitionBad.length} of ${transition.length} ` +
        `(${JSON.stringify(countStatuses(transition))})` +
        (transitionBad[0] ? `; ${badPaths}: ${transitionBad[0].snippet.slice(0, 120)}` : ""),
      transitionBad.length === 0,
    );
    const after = samples.filter((s) => s.start >= startEnded);
    const lastBad = after
      .filter((s) => s.status !== 200)
      .reduce<Sample | null>((latest, s) => (!latest || s.end > latest.end ? s : latest), null);
    const recoveryMs = lastBad ? Math.round(lastBad.end - startEnded) : 0;
    record(
      "B outage",
      "site recovers by itself within 5 s of the database",
      `${recoveryMs} ms after PostgreSQL was up; ${after.length} requests after it ` +
        `(${JSON.stringify(countStatuses(after))})`,
      recoveryMs <= 5_000 && after.length > 0 && after.slice(-20).every((s) => s.status === 200),
    );
    const created = uploads.filter((u) => u.status === 201 && u.id);
    const stored =
      created.length === 0
        ? 0
        : Number(
            (
              await queryOne<{ n: string }>(
                database.url,
                `SELECT count(*) AS n FROM "Run" r JOIN "RunFigures" f ON f."runId" = r.id WHERE r.id = ANY($1)`,
                [created.map((u) => u.id)],
              )
            ).n,
          );
    const uploadStatuses: Record<string, number> = {};
    for (const u of uploads) uploadStatuses[u.status || "error"] = (uploadStatuses[u.status || "error"] ?? 0) + 1;
    record(
      "B outage",
      "every upload answered 201 is in the database, with its figures",
      `${stored} of ${created.length} stored; upload answers ${JSON.stringify(uploadStatuses)}`,
      stored === created.length && created.length > 0,
    );
    const uploadErrors = uploads.filter((u) => u.status !== 201 && u.status !== 503);
    record(
      "B outage",
      "uploads during the outage: 503, never a 500 or a dropped connection",
      `${uploadErrors.length} other answers` +
        `${uploadErrors[0] ? `; e.g. ${uploadErrors[0].status} ${uploadErrors[0].error ?? ""}` : ""}`,
      uploadErrors.length === 0,
    );
  } else {
    skip(
      "B outage",
      "the database stopped and started under load",
      "PostgreSQL pass only: the embedded database stops with `npm start`",
    );
  }

  // ---------------------------------------------------------------- C. concurrent uploads
  log("C. concurrent uploads");
  const runsBefore = await db.run.count();
  const distinct = (await pickKnownCatalogueRuns(SEED, 5_000, 50)).map((index) => generateBundle(SEED, index).bundle);
  const distinctAnswers = await Promise.all(distinct.map((bundle) => upload(server.url, token, toMultipart(bundle))));
  const distinctCreated = distinctAnswers.filter((a) => a.status === 201).length;
  const runsAfterDistinct = await db.run.count();
  record(
    "C uploads",
    "50 concurrent uploads of distinct runs give 50 runs",
    `${distinctCreated} answered 201, ${runsAfterDistinct - runsBefore} new runs ` +
      `(${JSON.stringify(countBy(distinctAnswers.map((a) => a.status)))})`,
    distinctCreated === 50 && runsAfterDistinct - runsBefore === 50,
  );

  const release = `Soak Release ${randomBytes(3).toString("hex")}`;
  const newModel = distinct.map((bundle, i) => ({
    ...bundle,
    model: { ...bundle.model, name: release, org: `Soak Lab ${release}` },
    hardware: { ...bundle.hardware, name: `Soak Box ${release}` },
    measuredAt: new Date(Date.UTC(2026, 6, 1) + i * 3_600_000).toISOString(),
  }));
  const newModelAnswers = await Promise.all(newModel.map((bundle) => upload(server.url, token, toMultipart(bundle))));
  const newModelCreated = newModelAnswers.filter((a) => a.status === 201).length;
  const runsAfterNewModel = await db.run.count();
  const firstError = newModelAnswers.find((a) => a.status !== 201);
  record(
    "C uploads",
    "50 concurrent uploads of distinct runs of a model nobody uploaded before give 50 runs",
    `${newModelCreated} answered 201, ${runsAfterNewModel - runsAfterDistinct} new runs ` +
      `(${JSON.stringify(countBy(newModelAnswers.map((a) => a.status)))})` +
      `${firstError ? `; e.g. ${firstError.status}: ${JSON.stringify(firstError.body).slice(0, 160)}` : ""}`,
    newModelCreated === 50 && runsAfterNewModel - runsAfterDistinct === 50,
  );

  const same = {
    ...generateBundle(SEED, must((await pickKnownCatalogueRuns(SEED, 6_000, 1))[0], "a known catalogue run")).bundle,
    measuredAt: "2026-08-01T00:00:00Z",
  };
  const sameAnswers = await Promise.all(Array.from({ length: 20 }, () => upload(server.url, token, toMultipart(same))));
  const sameRuns = Number(
    (
      await queryOne<{ n: string }>(
        database.url,
        `SELECT count(*) AS n FROM "Run" WHERE "measuredAt" = '2026-08-01T00:00:00Z' AND "launchCommand" = $1`,
        [same.launchCommand.replace(/(--api-key\s+)\S+/, "$1<redacted>")],
      )
    ).n,
  );
  record(
    "C uploads",
    "20 concurrent uploads of the same content give exactly one run",
    `${sameRuns} run; answers ${JSON.stringify(countBy(sameAnswers.map((a) => a.status)))}`,
    sameRuns === 1 &&
      sameAnswers.filter((a) => a.status === 201).length === 1 &&
      sameAnswers.every((a) => a.status === 201 || a.status === 409),
  );

  // ---------------------------------------------------------------- D. malformed and hostile uploads
  log("D. malformed and hostile uploads");
  const small = smallValidBundle(generateBundle(SEED, 7_000).bundle);
  const malformed = buildMalformedCases(small, 500);
  const oversized = buildOversizedCases();
  const rowsBefore = await countAllRows(database.url);
  const malformedAnswers = await sendCases(server.url, token, malformed, 8);
  const oversizedAnswers = await sendCases(server.url, token, oversized, 1);
  const rowsAfter = await countAllRows(database.url);
  const fiveXX = [...malformedAnswers, ...oversizedAnswers].filter((a) => a.status >= 500 || a.status === 0);
  const accepted = malformedAnswers.filter((a) => a.status < 400);
  const changed = Object.keys(rowsAfter).filter((table) => rowsAfter[table] !== rowsBefore[table]);
  record(
    "D hostile",
    `${malformed.length} malformed uploads: no 5xx, every one refused with 4xx`,
    `${JSON.stringify(countBy(malformedAnswers.map((a) => a.status)))}` +
      `${fiveXX[0] ? `; e.g. ${fiveXX[0].kind}: ${fiveXX[0].status} ${fiveXX[0].error ?? ""}` : ""}` +
      `${accepted[0] ? `; accepted: ${accepted[0].kind}` : ""}`,
    fiveXX.filter((a) => malformedAnswers.includes(a)).length === 0 && accepted.length === 0,
  );
  record(
    "D hostile",
    "3 bodies of 50 MB: 413",
    `${oversizedAnswers.map((a) => `${a.kind}: ${a.status || a.error}`).join("; ")}`,
    oversizedAnswers.every((a) => a.status === 413),
  );
  record(
    "D hostile",
    "no row written by any of them",
    changed.length === 0
      ? "every table's row count unchanged"
      : `changed: ${changed.map((t) => `${t} ${rowsBefore[t]} -> ${rowsAfter[t]}`).join(", ")}`,
    changed.length === 0,
  );

  const hostile = buildHostileBundles(small, 24);
  const hostileAnswers = await Promise.all(
    hostile.map((bundle, i) => upload(server.url, token, i % 2 === 0 ? toMultipart(bundle) : JSON.stringify(bundle))),
  );
  const hostileIds = hostileAnswers.filter((a) => a.status === 201).map((a) => a.body.id!);
  record(
    "D hostile",
    "24 uploads with HTML, script and SQL in every string field and path tricks in file names: no 5xx",
    `${JSON.stringify(countBy(hostileAnswers.map((a) => a.status)))}`,
    hostileAnswers.every((a) => a.status < 500) && hostileIds.length > 0,
  );
  const rendered = await checkRendering(server.url, database.url, hostileIds);
  record("D hostile", "their stored strings render as text, never as markup", rendered.summary, rendered.ok);
  const intact = await queryOne<{ n: string }>(database.url, `SELECT count(*) AS n FROM "User"`);
  record(
    "D hostile",
    "SQL in strings is stored as text: tables intact",
    `${intact.n} users, ${await db.run.count()} runs`,
    Number(intact.n) > 0,
  );

  // ---------------------------------------------------------------- E. stall check
  log("E. the largest uploads the caps allow, one after another, while GET / is measured");
  const operator = await createUser({ email: "stall@soak.invalid", role: "admin", handle: "soak-stall" });
  // an admin's token: the check is about CPU, not the hourly upload limit (admins are exempt)
  const { token: operatorToken } = await createApiToken(operator.id, "soak stall", { scope: "upload" });
  const worst = buildWorstCaseUploads(6, randomBytes(3).toString("hex"));
  // The machine's load average: on two cores, anything else running shows in these latencies.
  const [loadBefore = 0] = os.loadavg();
  const stall = await measureStall(server.url, operatorToken, worst);
  const [loadAfter = 0] = os.loadavg();
  const loadAverage = `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`;
  const figures = (f: { count: number; p50: number; p99: number; max: number }) =>
    `${f.count} requests, p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms`;
  log(`  GET / idle: ${figures(stall.idle)}`);
  log(`  GET / during uploads: ${figures(stall.duringUploads)}`);
  const mib = (text: string) => (Buffer.byteLength(text) / 1048576).toFixed(1);
  record(
    "E stall",
    "6 uploads at the caps (every count at its cap, 16 MiB of tool text, 16 MiB of Python-style JSON): each stored",
    stall.uploads.map((u, i) => `${u.kind} (${mib(worst[i]?.body ?? "")} MiB): ${u.status} in ${u.ms} ms`).join("; "),
    stall.uploads.every((u) => u.status === 201),
  );
  const failures = stall.failures[0] ? `; ${stall.failures.length} failures, e.g. ${stall.failures[0]}` : "";
  record(
    "E stall",
    // One session serves every client of the embedded database in turn: while an upload at the caps
    // commits, a page that is not in the cache waits for it
    // (docs/decisions/0015-embedded-database-one-session.md). There the check is that nobody gets an
    // error; the 500 ms target is PostgreSQL's.
    postgres ? "GET / while they are processed: max under 500 ms" : "GET / while they are processed: every answer 200",
    `during: ${figures(stall.duringUploads)}; idle: ${figures(stall.idle)}; ${loadAverage}${failures}`,
    (!postgres || stall.duringUploads.max < 500) && stall.duringUploads.count > 0 && stall.failures.length === 0,
  );
  const largestMatrix = stall.uploads.find((u) => u.kind === "every count at its cap" && u.id);
  if (largestMatrix) {
    const pages = await Promise.all(
      ["", "?page=17"].map((query) => measurePage(server.url, `/runs/${largestMatrix.id}/matrix${query}`)),
    );
    record(
      "E stall",
      "matrix page of a 5,000-cell matrix: bounded HTML (under 1.5 MB)",
      pages
        .map((p, i) => `page ${i === 0 ? 1 : 17}: ${p.status}, ${(p.bytes / 1024).toFixed(0)} kB in ${p.ms} ms`)
        .join("; "),
      pages.every((p) => p.status === 200 && p.bytes < 1_500_000),
    );
  }

  // ---------------------------------------------------------------- H. hostile shapes
  log("H. the second review's hostile shapes while a visitor and another contributor are measured");
  const attacker = await createUser({ email: "shapes@soak.invalid", role: "contributor", handle: "soak-shapes" });
  const { token: attackerToken } = await createApiToken(attacker.id, "soak shapes", { scope: "upload" });
  const bystander = await createUser({
    email: "bystander@soak.invalid",
    role: "contributor",
    handle: "soak-bystander",
  });
  const { token: bystanderToken } = await createApiToken(bystander.id, "soak bystander", { scope: "upload" });
  const { artifacts: _artifacts, ...smallManifest } = small;
  const shapes = await replayHostileShapes(server.url, {
    attackerToken,
    attackerId: attacker.id,
    bystanderToken,
    visitorPath: `/models/${must(models[0], "a model with runs")}`,
    manifest: smallManifest,
    preview: () => toMultipart(small),
  });
  for (const shape of shapes.shapes) {
    record("H shapes", `${shape.shape}: answered, stored or refused`, `${shape.answer} in ${shape.ms} ms`, shape.ok);
  }
  const bystanderFigures = (f: { count: number; p50: number; max: number; failures: string[] }) => {
    const failed = f.failures[0] ? `; ${f.failures.length} failed, e.g. ${f.failures[0]}` : "";
    return `${f.count} answers, p50 ${f.p50} ms, max ${f.max} ms${failed}`;
  };
  record(
    "H shapes",
    `meanwhile a visitor's model page: every answer 200 within ${BYSTANDER_LIMIT_MS} ms`,
    bystanderFigures(shapes.visitor),
    shapes.visitor.count > 0 && shapes.visitor.failures.length === 0 && shapes.visitor.max < BYSTANDER_LIMIT_MS,
  );
  record(
    "H shapes",
    `meanwhile another contributor's preview: every answer 200 within ${BYSTANDER_LIMIT_MS} ms`,
    bystanderFigures(shapes.previewer),
    shapes.previewer.count > 0 && shapes.previewer.failures.length === 0 && shapes.previewer.max < BYSTANDER_LIMIT_MS,
  );

  if (postgres) {
    // ---------------------------------------------------------------- F. cross-site request forgery
    log("F. uploads with a contributor's session cookie from another origin");
    const password = () => `soak-${randomBytes(8).toString("hex")}`;
    const victim = { email: "csrf@soak.invalid", password: password() };
    await createUser({ ...victim, role: "contributor", handle: "soak-csrf" });
    const foreignOrigin = `http://127.0.0.1:${await findFreePort()}`;
    const csrfBundle = generateBundle(
      SEED,
      must((await pickKnownCatalogueRuns(SEED, 8_000, 1))[0], "a known catalogue run"),
    ).bundle;
    const csrf = await checkCrossSiteUploads(server.url, victim, foreignOrigin, csrfBundle, () => db.run.count());
    const signedIn = csrf.signedIn ? "signed in" : `no session: ${csrf.sameOrigin.status}`;
    record(
      "F csrf",
      "sign-in through Auth.js (csrf token, credentials form): a session cookie",
      signedIn,
      csrf.signedIn,
    );
    const forgedAnswers = csrf.forged.map((f) => `${f.kind}: ${f.status}`).join(", ");
    const forbidden = csrf.forged.find((f) => f.status === 403);
    record(
      "F csrf",
      `upload with that cookie from ${foreignOrigin} (Sec-Fetch-Site: cross-site): refused (403/415), no run written`,
      `${forgedAnswers}; ${csrf.runsWrittenByForged} runs written${forbidden ? `; 403 says "${forbidden.error}"` : ""}`,
      csrf.forged.length > 0 &&
        csrf.forged.every((f) => f.status === 403 || f.status === 415) &&
        csrf.runsWrittenByForged === 0,
    );
    record(
      "F csrf",
      "the same run with that cookie from the site's own origin, as JSON: 201",
      `${csrf.sameOrigin.status}${csrf.sameOrigin.error ? ` ${csrf.sameOrigin.error}` : ""}`,
      csrf.sameOrigin.status === 201,
    );

    // ---------------------------------------------------------------- G. guessing
    log("G. guessing a password, and what sign-in times tell");
    const guessed = { email: "guessed@soak.invalid", password: password() };
    await createUser({ ...guessed, role: "contributor", handle: "soak-guessed" });
    const guessing = await guessPassword(server.url, guessed, 30);
    const limit = SIGN_IN_LIMITS.perAccount;
    const otherAnswers = Object.keys(guessing.other).length ? `, other ${JSON.stringify(guessing.other)}` : "";
    record(
      "G sign-in",
      `30 wrong passwords for one account, each from a new address: at most ${limit} checked, the rest 429 ` +
        "with Retry-After",
      `${guessing.checked} checked (refused), ${guessing.throttled} answered 429 ` +
        `(${guessing.throttledWithRetryAfter} with Retry-After)${otherAnswers}`,
      guessing.checked > 0 &&
        guessing.checked <= limit &&
        guessing.throttled === guessing.attempts - guessing.checked &&
        guessing.throttledWithRetryAfter === guessing.throttled,
    );
    const right = guessing.rightPassword;
    record(
      "G sign-in",
      "then the right password: still refused (429), no session",
      `${right.status}, Retry-After ${right.retryAfter ?? "none"} s, ${right.signedIn ? "SIGNED IN" : "no session"}`,
      right.status === 429 && !right.signedIn && Number(right.retryAfter) > 0,
    );
    const probed = { email: "probed@soak.invalid", password: password() };
    await createUser({ ...probed, role: "contributor", handle: "soak-probed" });
    const timing = await timeSignIns(server.url, probed.email, limit);
    const times = `existing ${timing.existingMs.toFixed(0)} ms, unknown ${timing.unknownMs.toFixed(0)} ms`;
    record(
      "G sign-in",
      `sign-in time, median of ${limit} wrong passwords each: existing vs unknown account within 2x, same answer`,
      `${times} (ratio ${timing.ratio.toFixed(2)}); ${timing.refusedAlike ? "same answer" : "DIFFERENT answers"}`,
      timing.ratio <= 2 && timing.refusedAlike,
    );
    skip(
      "G limits",
      "uploads per contributor per hour: 429 past the limit",
      "not tested here: this server runs with the upload and preview limits raised (phases B-E upload " +
        "hundreds of runs as one contributor); tests/integration/upload-rate-limit.test.ts covers it",
    );
  } else {
    skip(
      "F, G",
      "cross-site uploads and password guessing",
      "PostgreSQL pass only: the same code, whatever the database",
    );
  }

  await server.stop();
  log(`the server's output is in ${serverLog}`);
  await db.$disconnect();
  await database.drop().catch(() => {});
  cleanUp();

  console.log(`\n=== soak on ${pass} (${((Date.now() - started) / 60_000).toFixed(1)} min) ===`);
  const holds = (c: Check) => (c.skipped ? "skipped" : c.ok ? "yes" : "NO");
  const rows = checks.map((c): Cell[] => [c.phase, c.check, holds(c), c.measured]);
  console.log(formatTable(["phase", "check", "holds", "measured"], rows));
  const failed = checks.filter((c) => !c.ok).length;
  console.log(failed === 0 ? "\nall checks hold" : `\n${failed} check(s) do not hold`);
  process.exitCode = failed === 0 ? 0 : 1;
}

function countBy(values: Array<number | string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** A small valid bundle (the chat test's llama-benchy table only), the base of the hostile cases. */
function smallValidBundle(bundle: RunBundleInput): RunBundleInput {
  const chat =
    bundle.artifacts.find((artifact) => artifact.test === "chat") ??
    must(generateBundle(SEED, 0).bundle.artifacts[0], "an artifact of generated run 0");
  return { ...bundle, artifacts: [{ ...chat }] };
}

/** Every page that shows a hostile run's strings: escaped text present, no markup from them. */
async function checkRendering(baseUrl: string, url: string, ids: string[]) {
  const problems: string[] = [];
  let pages = 0;
  let escapedSeen = 0;
  const rows = await query<{ id: string; model: string; hardware: string; org: string; artifact: string }>(
    url,
    `SELECT r.id, m.slug AS model, h.slug AS hardware, o.slug AS org,
       (SELECT a.id FROM "Artifact" a WHERE a."runId" = r.id ORDER BY a.position LIMIT 1) AS artifact
     FROM "Run" r JOIN "Variant" v ON v.id = r."variantId" JOIN "Model" m ON m.id = v."modelId"
       JOIN "Organization" o ON o.id = m."organizationId" JOIN "Hardware" h ON h.id = r."hardwareId"
     WHERE r.id = ANY($1)`,
    [ids],
  );
  const fileNames = await query<{ fileName: string | null }>(
    url,
    `SELECT "fileName" FROM "Artifact" WHERE "runId" = ANY($1)`,
    [ids],
  );
  const unsafeNames = fileNames.filter((row) => row.fileName && /[\\/]|\.\.|\0|</.test(row.fileName));
  if (unsafeNames.length > 0)
    problems.push(`unsafe stored file names: ${unsafeNames.map((row) => JSON.stringify(row.fileName)).join(", ")}`);
  const targets = rows.flatMap((row) => [
    `/runs/${row.id}`,
    `/runs/${row.id}/matrix`,
    `/models/${row.model}`,
    `/hardware/${row.hardware}`,
    `/organizations/${row.org}`,
  ]);
  targets.push(
    "/leaderboard?q=Hostile",
    "/leaderboard",
    "/models",
    "/hardware",
    `/leaderboard?q=${encodeURIComponent('<script>alert("arena-xss")</script>')}`,
    `/models/${encodeURIComponent("<img src=x onerror=alert(1)>")}`,
  );
  for (const target of [...new Set(targets)]) {
    const response = await fetch(`${baseUrl}${target}`);
    const html = await response.text();
    pages++;
    if (response.status >= 500) problems.push(`${target}: ${response.status}`);
    for (const markup of FORBIDDEN_MARKUP) if (html.includes(markup)) problems.push(`${target} contains ${markup}`);
    if (/arena-xss|DROP TABLE/.test(html)) escapedSeen++;
  }
  for (const row of rows.filter((r) => r.artifact)) {
    const response = await fetch(`${baseUrl}/runs/${row.id}/artifacts/${row.artifact}`);
    await response.arrayBuffer();
    pages++;
    const type = response.headers.get("content-type") ?? "";
    if (/html/i.test(type)) problems.push(`artifact download served as ${type}`);
    const disposition = response.headers.get("content-disposition") ?? "";
    if (/\.\.|[\\/]/.test(disposition.replace(/^.*filename\*?=/, "")))
      problems.push(`artifact download named ${disposition}`);
  }
  const exportMd = rows[0] ? await fetch(`${baseUrl}/runs/${rows[0].id}/export.md`) : null;
  if (exportMd && /html/i.test(exportMd.headers.get("content-type") ?? "")) problems.push("export.md served as HTML");
  const ok = problems.length === 0 && escapedSeen > 0;
  return {
    ok,
    summary:
      `${pages} pages and downloads checked, hostile text shown (escaped) on ${escapedSeen}; ` +
      `${problems.length === 0 ? "no markup from stored strings" : problems.slice(0, 4).join("; ")}`,
  };
}

/** Both passes, one process each (lib/db.ts holds one database per process); fails if either does. */
function runBothPasses() {
  let failed = 0;
  for (const name of PASSES) {
    console.log(`\n######## soak on ${name === "postgres" ? "PostgreSQL" : "the embedded database"} ########`);
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, must(process.argv[1], "the script"), "--database", name],
      {
        stdio: "inherit",
      },
    );
    if (child.status !== 0) failed++;
  }
  process.exitCode = failed === 0 ? 0 : 1;
}

if (pass === null) runBothPasses();
else
  main().catch((error) => {
    console.error(error);
    cleanUp();
    process.exit(1);
  });
