/**
 * Serves the site as `npm start` does (build when needed, migrate, seed) on a free port,
 * against a database made for this test run, and stops it afterwards.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createServerDatabase, findServerProblem, type TestDatabase } from "@/tests/support/database";
import { findFreePort } from "@/tests/support/next-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The site's database, for tests that make admins with the CLI; "" when not known (embedded database). */
    databaseUrl: string;
  }
}

async function waitForSite(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export default async function setup(project: TestProject) {
  // Against a site that is already running (e.g. `npm run dev` while developing).
  if (process.env.E2E_BASE_URL) {
    project.provide("baseURL", process.env.E2E_BASE_URL);
    project.provide("databaseUrl", process.env.E2E_DATABASE_URL ?? "");
    return;
  }
  // Without a usable server the site runs on its embedded database, as `npm start` does.
  const serverProblem = await findServerProblem();
  if (serverProblem) console.log(`[e2e] embedded database: ${serverProblem}`);
  const database: TestDatabase | null = serverProblem === null ? await createServerDatabase("arena_e2e") : null;
  const port = await findFreePort();
  // The site's public address is the test server's: share cards and canonical links point back to it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: "production",
    ARENA_PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every browser test that signs up comes from one address; the default (5 an hour) would refuse
    // the sixth. The limit itself is tested in tests/integration.
    ARENA_LIMIT_SIGNUP_PER_IP_PER_HOUR: "100",
  };
  if (database) env.DATABASE_URL = database.url;
  else {
    delete env.DATABASE_URL;
    env.EMBEDDED_DB_DIR = path.join(mkdtempSync(path.join(tmpdir(), "arena-e2e-")), "pglite");
  }
  const server = spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"],
    {
      env,
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForSite(baseURL, 540_000);
  project.provide("baseURL", baseURL);
  project.provide("databaseUrl", database?.url ?? "");
  return async () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database?.drop();
  };
}
