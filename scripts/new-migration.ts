/**
 * `npm run db:new-migration -- <name>`: writes the SQL that takes the database from the
 * schema as of the last committed migration to prisma/schema.prisma as it is now.
 * The "before" schema is read from git at the last commit that touched
 * prisma/migrations, when the schema and the migrations last agreed.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const name = (process.argv[2] ?? "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("usage: npm run db:new-migration -- <name>");
  process.exit(2);
}

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
const lastCommit = git("log", "-1", "--format=%H", "--", "prisma/migrations");
const from = lastCommit
  ? (() => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), "arena-schema-")), "schema.prisma");
      writeFileSync(file, git("show", `${lastCommit}:prisma/schema.prisma`));
      return ["--from-schema-datamodel", file];
    })()
  : ["--from-empty"];

const diff = spawnSync(
  process.execPath,
  ["scripts/prisma.mjs", "migrate", "diff", ...from, "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
  { encoding: "utf8" },
);
if (diff.status !== 0) {
  console.error(diff.stderr);
  process.exit(diff.status ?? 1);
}
if (!/^(CREATE|ALTER|DROP)/m.test(diff.stdout)) {
  console.log("schema.prisma matches the migrations: nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join("prisma", "migrations", `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), diff.stdout);
console.log(`wrote ${dir}/migration.sql`);
