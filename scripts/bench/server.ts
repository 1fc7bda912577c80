/**
 * The site as production runs it (`next build`, then `next start`), on a free loopback port,
 * against a database of the caller's choosing. Builds only when the sources changed since the
 * last build (scripts/build-fingerprint.ts, shared with `npm start`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { computeBuildFingerprint, isBuildCurrent, recordBuildFingerprint } from "../build-fingerprint";

const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

export function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

/** Runs `next build` when .next has no build of the current sources. */
export async function ensureBuild(databaseUrl: string): Promise<"built" | "up to date"> {
  const fingerprint = computeBuildFingerprint(root);
  if (isBuildCurrent(root, fingerprint)) return "up to date";
  log("building the site (next build)");
  const code = await new Promise<number>((resolve) => {
    const build = spawn(process.execPath, [nextBin, "build"], {
      stdio: ["ignore", "inherit", "inherit"],
      // Pages are dynamic: the build needs a database URL to load modules, not a database.
      env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: "build-only", NEXT_TELEMETRY_DISABLED: "1" },
    });
    build.on("exit", (status) => resolve(status ?? 1));
  });
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  recordBuildFingerprint(root, fingerprint);
  return "built";
}

export type RunningServer = { url: string; port: number; pid: number; stop: () => Promise<void> };

/**
 * The upload and preview limits (lib/abuse/limits.ts), raised for a server that the benchmark
 * or the soak uploads hundreds of runs to as one contributor: they measure the work of an
 * upload, not the limit, which has its own test (tests/integration/upload-rate-limit.test.ts).
 */
export const RAISED_UPLOAD_LIMITS = {
  ARENA_LIMIT_UPLOADS_PER_HOUR: "1000000",
  ARENA_LIMIT_PREVIEWS_PER_MINUTE: "1000000",
  ARENA_LIMIT_UPLOAD_JOBS_PER_CONTRIBUTOR: "1000000",
} as const;

const running = new Set<ChildProcess>();

/** Stops every server this process started (on exit or interruption). */
export function stopAllServers() {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
  running.clear();
}

export async function waitForUrl(
  url: string,
  timeoutMs: number,
  accept = (status: number) => status < 500,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (accept(response.status)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `next start` on a free loopback port; resolves when the home page answers. With `logFile`,
 * everything the server prints is kept there too (the stack traces behind a 500, say). `nodeArgs`
 * go to node before Next.js's script (`--cpu-prof`, which NODE_OPTIONS does not take).
 */
export async function startServer(
  env: Record<string, string>,
  options: { quiet?: boolean; logFile?: string; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", options.quiet ? "ignore" : "pipe", "pipe"],
      detached: true,
    },
  );
  running.add(child);
  const output: string[] = [];
  const logStream = options.logFile ? createWriteStream(options.logFile, { flags: "a" }) : null;
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    logStream?.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  void exited.then(() => logStream?.end());
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForUrl(`${url}/api/v1/openapi.json`, 90_000, () => true),
      exited.then(() => {
        throw new Error(`next start exited:\n${output.join("")}`);
      }),
    ]);
  } catch (error) {
    running.delete(child);
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // gone
    }
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid!,
    stop: async () => {
      if (!running.has(child)) return;
      running.delete(child);
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        return;
      }
      const killed = await Promise.race([
        exited.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
      ]);
      if (!killed) {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // gone
        }
      }
    },
  };
}
