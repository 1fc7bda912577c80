/**
 * First-load JavaScript of the leaderboard, calculator and planner pages (and two reference pages) of
 * the build in the current directory, measured as `npm run bench` does (scripts/bench/first-load.ts),
 * without the rest of the benchmark. Run in a copy of the repository that holds a `next build`:
 * `npx tsx --conditions=react-server scripts/measure-first-load.ts`. Its database is an empty
 * arena_measure_* one, dropped at the end.
 */
import { createBenchDatabase } from "./bench/database";
import { measureFirstLoad } from "./bench/first-load";
import { startServer, stopAllServers } from "./bench/server";

const PAGES: Array<[string, string]> = [
  ["home", "/"],
  ["models", "/models"],
  ["leaderboard", "/leaderboard"],
  ["leaderboard, filtered", "/leaderboard?hardware=x&sort=throughput&page=2"],
  ["calculator", "/calculator"],
  ["calculator, filled", "/calculator?hardware=rtx-4090&model=x&params=32"],
  ["planner", "/planner?users=20&context=8192"],
];

const database = await createBenchDatabase("arena_measure_fl");
try {
  const server = await startServer({ DATABASE_URL: database.url, AUTH_SECRET: "measure-only" }, { quiet: true });
  try {
    for (const [name, pagePath] of PAGES) {
      const result = await measureFirstLoad(server.url, name, pagePath);
      console.log(
        `${name.padEnd(24)} ${pagePath.padEnd(50)} ${String(result.scripts).padStart(3)} ${result.kB.toFixed(1)} kB`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  stopAllServers();
  await database.drop();
}
