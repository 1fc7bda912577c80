/**
 * `npm start` (and `npm run dev` with --dev): everything a fresh machine needs.
 * 1. A database: DATABASE_URL, or an embedded PostgreSQL (PGlite) kept under .data/.
 * 2. AUTH_SECRET: from the environment, or generated once and kept in .data/.
 * 3. Migrations applied, the curated catalogue loaded (prisma/catalogue), the seed runs imported
 *    when the database has no run.
 * 4. A production build when the sources changed since the last one; then `next start`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/database/embedded";
import { applyMigrations } from "@/lib/database/migrate";
import { computeBuildFingerprint, isBuildCurrent, recordBuildFingerprint } from "./build-fingerprint";

const dev = process.argv.includes("--dev");
const root = process.cwd();
const dataDir = path.join(root, ".data");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

function log(message: string) {
  console.log(`[arena] ${message}`);
}

function getAuthSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    log("generated AUTH_SECRET in .data/auth-secret");
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * What runs now and must end with this process: the child (`next build`, then `next start`) and
 * the embedded database. SIGTERM or SIGINT at any stage passes the signal to the child, waits for
 * it (killing it after a grace period), stops the database and exits, so nothing is left
 * listening (a `kill -TERM` on `npm start` used to leave next-server and the database behind).
 */
const running: { child: ChildProcess | null; embedded: EmbeddedPostgres | null; stopping: boolean } = {
  child: null,
  embedded: null,
  stopping: false,
};
const CHILD_GRACE_MS = 10_000;

async function shutDown(code: number): Promise<never> {
  running.stopping = true;
  const child = running.child;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), CHILD_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }
  await running.embedded?.stop().catch(() => {});
  process.exit(code);
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  process.on(signal, () => {
    if (!running.stopping) void shutDown(code);
  });
}

/** Runs `next build` without blocking this process, which may be serving the embedded database. */
function runNextBuild(): Promise<number> {
  return new Promise((resolve) => {
    const build = spawn(process.execPath, [nextBin, "build"], { stdio: "inherit", env: process.env });
    running.child = build;
    build.on("exit", (code) => resolve(code ?? 1));
  });
}

async function buildIfNeeded() {
  const fingerprint = computeBuildFingerprint(root);
  if (isBuildCurrent(root, fingerprint)) return;
  log("building the site (next build); this happens only when the sources changed");
  const status = await runNextBuild();
  if (status !== 0) throw new Error(`next build failed with exit code ${status}`);
  recordBuildFingerprint(root, fingerprint);
}

async function main() {
  let embedded: EmbeddedPostgres | null = null;
  if (!process.env.DATABASE_URL) {
    const embeddedDir = process.env.EMBEDDED_DB_DIR ?? path.join(dataDir, "pglite");
    embedded = await startEmbeddedPostgres(embeddedDir, Number(process.env.EMBEDDED_DB_PORT ?? 0));
    running.embedded = embedded;
    process.env.DATABASE_URL = embedded.url;
    // The CLI (npm run arena) finds the running embedded database here (the default one only:
    // a server on another EMBEDDED_DB_DIR, e.g. a test's, must not take the CLI away from it).
    if (!process.env.EMBEDDED_DB_DIR) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path.join(dataDir, "embedded-url"), embedded.url);
    }
    log(
      "DATABASE_URL is unset: using the embedded PostgreSQL in " +
        `${path.relative(root, embeddedDir) || embeddedDir} (${embedded.url})`,
    );
  }
  process.env.AUTH_SECRET = getAuthSecret();
  // Next.js would otherwise try to send anonymous telemetry: nothing leaves the machine.
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";

  const applied = await applyMigrations(process.env.DATABASE_URL!);
  if (applied.length > 0) log(`applied migrations: ${applied.join(", ")}`);
  // The curated catalogue first: the seed runs then join its entries.
  const { describeCatalogueLoad, loadCuratedCatalogue } = await import("@/lib/catalogue/load-curated");
  log(describeCatalogueLoad(await loadCuratedCatalogue()));
  const { seedIfEmpty } = await import("@/prisma/seed");
  const seeded = await seedIfEmpty();
  if (seeded.length > 0) log(`imported ${seeded.length} seed runs`);

  if (!dev) await buildIfNeeded();
  if (running.stopping) return;
  const port = process.env.PORT ?? "3000";
  const child = spawn(process.execPath, [nextBin, dev ? "dev" : "start", "--port", port], {
    stdio: "inherit",
    env: process.env,
  });
  running.child = child;
  log(`serving on http://localhost:${port}`);
  child.on("exit", (code) => {
    if (!running.stopping) void shutDown(code ?? 0);
  });
}

main().catch((error) => {
  console.error(`[arena] could not start: ${(error as Error).message}`);
  process.exit(1);
});
