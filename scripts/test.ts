/**
 * `npm test`: every test, in order: unit; integration against PostgreSQL (the server of
 * TEST_DATABASE_URL / DATABASE_URL, else 127.0.0.1:5432); integration again against the
 * embedded PGlite; browser tests with Debian's chromium. Each test run makes its own
 * databases and drops them. With CI set, a PostgreSQL server that cannot be used (none answers,
 * the named database or user is missing) or a missing chromium is a failure;
 * elsewhere it is reported loudly and that part is skipped.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { findChromium } from "@/tests/support/browser";
import { findServerProblem } from "@/tests/support/database";

const ci = Boolean(process.env.CI);
const resultsDir = path.join(process.cwd(), "test-results");
mkdirSync(resultsDir, { recursive: true });

type Outcome = { name: string; passed: number; failed: number; skipped: number; exitCode: number };
const outcomes: Outcome[] = [];
const problems: string[] = [];

function runVitest(name: string, project: string, env: Record<string, string> = {}) {
  const outputFile = path.join(resultsDir, `${name.replace(/\W+/g, "-")}.json`);
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(
    process.execPath,
    [
      path.join("node_modules", "vitest", "vitest.mjs"),
      "run",
      "--config",
      "tests/vitest.config.ts",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${outputFile}`,
    ],
    { stdio: "inherit", env: { ...process.env, ...env } },
  );
  const report = existsSync(outputFile)
    ? (JSON.parse(readFileSync(outputFile, "utf8")) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
      })
    : { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 };
  outcomes.push({
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
    exitCode: result.status ?? 1,
  });
}

function skipLoudly(what: string, why: string) {
  const message = `${what} NOT RUN: ${why}`;
  console.log(`\n${"!".repeat(72)}\n!! ${message}\n${"!".repeat(72)}`);
  if (ci) problems.push(message);
  else outcomes.push({ name: `${what} (skipped)`, passed: 0, failed: 0, skipped: 0, exitCode: 0 });
}

async function main() {
  runVitest("unit", "unit");

  const serverProblem = await findServerProblem();
  if (serverProblem === null) {
    runVitest("integration on PostgreSQL", "integration", { TEST_DB: "postgres" });
  } else {
    skipLoudly("Integration tests on PostgreSQL", serverProblem);
  }
  runVitest("integration on PGlite", "integration", { TEST_DB: "pglite" });

  const chromium = findChromium();
  if (chromium) {
    runVitest("browser", "e2e");
  } else {
    skipLoudly("Browser tests", "chromium is not installed (apt-get install -y chromium, or set CHROMIUM_PATH)");
  }

  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  const skipped = outcomes.reduce((sum, outcome) => sum + outcome.skipped, 0);
  console.log("\n=== summary ===");
  for (const outcome of outcomes) {
    console.log(
      `${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed` +
        `${outcome.exitCode ? ` (exit ${outcome.exitCode})` : ""}`,
    );
  }
  for (const problem of problems) console.log(`FAILED: ${problem}`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  const ok = failed === 0 && problems.length === 0 && outcomes.every((outcome) => outcome.exitCode === 0);
  process.exit(ok ? 0 : 1);
}

void main();
