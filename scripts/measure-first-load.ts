/**
 * First-load JavaScript of the leaderboard, calculator and planner pages (and some reference pages) of
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
  ["measurements", "/measurements"],
  ["methodology", "/methodology"],
  ["getting started", "/getting-started"],
  ["japanese home", "/ja"],
];

const database = await createBenchDatabase("arena_measure_fl");
try {
  const server = await startServer({ DATABASE_URL: database.url, AUTH_SECRET: "measure-only" }, { quiet: true });
  try {
    // A run's page (its rank is read in the browser), when the database holds one (the seed runs).
    const board = (await (await fetch(`${server.url}/api/v1/leaderboard`)).json()) as {
      rows: Array<{ runId: string }>;
    };
    const run = board.rows[0];
    const pages: Array<[string, string]> = run ? [...PAGES, ["run", `/runs/${run.runId}`]] : PAGES;
    for (const [name, pagePath] of pages) {
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
