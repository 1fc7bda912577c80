/**
 * `npm run lighthouse`: how light every public page type is on a phone and on a desktop. In a
 * database of its own (arena_lighthouse_*, dropped at the end) it imports 1,000 generated runs
 * through the real import path (the benchmark's generator and fill), builds the site when the
 * sources changed, serves it with `next start`, asks every page once so that it is in the page
 * cache, and audits each page type with Lighthouse 12 in Debian's chromium, mobile and desktop,
 * three times each. Prints the median performance and accessibility scores, largest contentful
 * paint, total blocking time, cumulative layout shift and the script bytes transferred while the
 * page loads (and Lighthouse's index of the machine's speed: on a shared machine other work slows the page
 * down), then the targets of issue 17. Exits 1 when anything fails to run (a page that does
 * not answer 200, a Lighthouse error); a missed target is reported, not an error.
 * Results: docs/PERFORMANCE.md ("Light pages").
 *
 *   npm run lighthouse [-- --runs 3 --size 1000 --pages leaderboard,model --form-factors mobile --keep]
 */
import { writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { createBenchDatabase } from "./bench/database";
import { formatTable, median } from "./bench/report";
import { ensureBuild, log, startServer, stopAllServers } from "./bench/server";
import { auditPage, launchBrowser, type AuditFigures, type Browser, type FormFactor } from "./lighthouse/audit";
import { checkTargets, type PageResult } from "./lighthouse/targets";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    size: { type: "string", default: "1000" },
    pages: { type: "string", default: "" },
    "form-factors": { type: "string", default: "mobile,desktop" },
    keep: { type: "boolean", default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const SIZE = Math.max(1, Number(args.size));
const FORM_FACTORS = args["form-factors"].split(",").filter((f): f is FormFactor => f === "mobile" || f === "desktop");
const ONLY_PAGES = new Set(args.pages.split(",").filter(Boolean));
const SEED = 1;

const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp() {
  stopAllServers();
  for (const cleanup of cleanups.splice(0).reverse())
    await Promise.resolve(cleanup()).catch((error) => console.error(error));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and the browser, dropping the database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");

async function main() {
  const started = Date.now();
  const database = await createBenchDatabase("arena_lighthouse");
  cleanups.push(async () => {
    if (args.keep) log(`kept the database ${database.name}`);
    else await database.drop();
  });
  log(`database ${database.name}`);
  process.env.DATABASE_URL = database.url;
  log(`build: ${await ensureBuild(database.url)}`);

  // Imported only now: lib/db reads DATABASE_URL when first loaded.
  const { db } = await import("@/lib/db");
  cleanups.push(() => db.$disconnect());
  const { createContributors, importGeneratedRuns, importNewCatalogueRuns } = await import("./bench/fill");
  const { vacuumAnalyze } = await import("./bench/bulk");
  const { checkPagesAnswer } = await import("./bench/pages");
  const { listLighthousePages } = await import("./lighthouse/pages");

  log(`importing ${SIZE} generated runs through importRunBundle`);
  const contributors = await createContributors(300);
  const first = await importNewCatalogueRuns(SEED, 0, SIZE, contributors);
  const rest = Array.from({ length: SIZE }, (_, index) => index).filter((index) => !first.has(index));
  await importGeneratedRuns(SEED, rest, contributors, 4, (done) => log(`  ${done + first.size} / ${SIZE}`));
  await vacuumAnalyze(database.url);
  const runs = await db.run.count();
  log(`${runs} runs`);

  const pages = (await listLighthousePages()).filter((page) => ONLY_PAGES.size === 0 || ONLY_PAGES.has(page.name));
  if (pages.length === 0) throw new Error(`no page type named ${[...ONLY_PAGES].join(", ")}`);
  const server = await startServer({ DATABASE_URL: database.url, AUTH_SECRET: "lighthouse-only" }, { quiet: true });
  cleanups.push(() => server.stop());
  // Every page answers 200 and is in the page cache before it is audited, as a visitor finds it.
  await checkPagesAnswer(
    server.url,
    pages.map(({ name, path }) => ({ name, paths: [path] })),
  );

  const browser: Browser = await launchBrowser();
  cleanups.push(() => browser.kill());
  const results: PageResult[] = [];
  const loads: string[] = [];
  for (const page of pages) {
    for (const formFactor of FORM_FACTORS) {
      const audits: AuditFigures[] = [];
      for (let run = 0; run < RUNS; run++)
        audits.push(await auditPage(browser, `${server.url}${page.path}`, formFactor));
      loads.push(loadAverage());
      const pick = (key: Exclude<keyof AuditFigures, "failedAccessibility">) =>
        median(audits.map((audit) => audit[key]));
      const result: PageResult = {
        page: page.name,
        path: page.path,
        formFactor,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        scriptKB: pick("scriptBytes") / 1000,
        benchmarkIndex: pick("benchmarkIndex"),
        failedAccessibility: [...new Set(audits.flatMap((audit) => audit.failedAccessibility))],
      };
      results.push(result);
      log(
        `  ${page.name} (${formFactor}): performance ${result.performance}, accessibility ${result.accessibility}, ` +
          `LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`,
      );
    }
  }

  const table = formatTable(
    ["page", "path", "form", "perf", "a11y", "LCP ms", "TBT ms", "CLS", "JS kB", "CPU index"],
    results.map((result) => [
      result.page,
      result.path.length > 44 ? `${result.path.slice(0, 43)}…` : result.path,
      result.formFactor,
      result.performance,
      result.accessibility,
      Math.round(result.lcpMs),
      Math.round(result.tbtMs),
      result.cls.toFixed(3),
      result.scriptKB.toFixed(1),
      Math.round(result.benchmarkIndex),
    ]),
  );
  console.log(
    `\n=== Lighthouse 12, median of ${RUNS} per page and form factor, ${runs.toLocaleString("en-US")} runs ===`,
  );
  console.log(table);
  const failed = results.filter((result) => result.failedAccessibility.length > 0);
  for (const result of failed)
    console.log(`accessibility, ${result.page} (${result.formFactor}): ${result.failedAccessibility.join(", ")}`);
  console.log("\n=== targets (issue 17) ===");
  console.log(
    formatTable(
      ["target", "measured", "holds"],
      checkTargets(results).map((target) => [target.name, target.measured, target.holds ? "yes" : "NO"]),
    ),
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n${minutes} min; 1-, 5- and 15-minute load averages after each page: ${loads.join(", ")}`);
  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/lighthouse.json", `${JSON.stringify({ runs, audits: RUNS, results, loads }, null, 2)}\n`);
}

main()
  .then(async () => {
    await cleanUp();
    process.exit(0);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
