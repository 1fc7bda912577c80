/**
 * `kill -TERM` on `npm start` ends everything it started: next-server and the embedded database
 * stop listening (they used to stay). Uses the build the e2e setup made, so no build runs here.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findFreePort } from "@/tests/support/next-server";

/** Whether something accepts connections on the port. */
function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

describe("npm start", () => {
  it("leaves nothing listening after SIGTERM", { timeout: 240_000 }, async () => {
    const [webPort, databasePort] = [await findFreePort(), await findFreePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(webPort),
      EMBEDDED_DB_DIR: path.join(mkdtempSync(path.join(tmpdir(), "arena-stop-")), "pglite"),
      EMBEDDED_DB_PORT: String(databasePort),
      NODE_ENV: "production",
    };
    delete env.DATABASE_URL;
    const npm = spawn("npm", ["start"], { env, stdio: "ignore" });
    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    try {
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${webPort}/`).catch(() => null))?.ok === true,
        180_000,
        "the site did not answer",
      );
      expect(await isListening(databasePort)).toBe(true);
      npm.kill("SIGTERM");
      await exited;
      await waitFor(
        async () => !(await isListening(webPort)) && !(await isListening(databasePort)),
        20_000,
        "a port was still listening after SIGTERM",
      );
    } finally {
      npm.kill("SIGKILL");
    }
  });
});
