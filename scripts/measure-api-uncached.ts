/**
 * The uncached leaderboard API under load, as `npm run bench` measures its "API, cache off"
 * row (32 connections, 10 s after a 2 s warm-up), against existing databases and the build in
 * the current directory: `npx tsx --conditions=react-server scripts/measure-api-uncached.ts <db> [<db> ...]`.
 * Each database is read only. Also loads a per-test view and a filtered view.
 */
import { SERVER_URL } from "./bench/database";
import { load } from "./bench/load";
import { startServer, stopAllServers } from "./bench/server";
import { withDatabase } from "@/lib/database/url";

const PATHS = ["/api/v1/leaderboard", "/api/v1/leaderboard?hardware=8x-b200", "/api/v1/leaderboard?test=chat"];

try {
  for (const name of process.argv.slice(2)) {
    const server = await startServer(
      { DATABASE_URL: withDatabase(SERVER_URL, name), AUTH_SECRET: "measure-only", ARENA_CACHE: "off" },
      { quiet: true },
    );
    try {
      for (const path of PATHS) {
        await load(`${server.url}${path}`, { connections: 32, seconds: 2 });
        const result = await load(`${server.url}${path}`, { connections: 32, seconds: 10 });
        console.log(
          `${name} ${path.padEnd(40)} ${String(result.rps).padStart(5)} req/s  p50 ${result.p50} ms  p99 ` +
            `${result.p99} ms  errors ${result.errors + result.non2xx}`,
        );
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  stopAllServers();
}
