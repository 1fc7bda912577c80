/**
 * More `next start` processes of the build the e2e setup made, for tests of several app servers
 * on one database. Each gets a free port and its own process group, so that stopping it stops
 * everything it started.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : null;
      server.close(() => (port ? resolve(port) : reject(new Error("no port"))));
    });
  });
}

/** Whether `next build` has run in this checkout (the e2e setup builds before any test). */
export function hasBuild(): boolean {
  return existsSync(path.join(process.cwd(), ".next", "BUILD_ID"));
}

export type NextServer = { url: string; output: () => string; stop: () => Promise<void> };

/** Starts `next start` with `env` added and waits until it answers a page. */
export async function startNextServer(env: Record<string, string>, timeoutMs = 60_000): Promise<NextServer> {
  const port = await findFreePort();
  const args = ["node_modules/next/dist/bin/next", "start", "--port", String(port)];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      return; // already gone
    }
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 5_000);
      child.once("exit", () => resolve(clearTimeout(timer)));
    });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/benchmarks`)).ok) return { url, output: () => output, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
