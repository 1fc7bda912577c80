/**
 * `npm run db:migrate`: applies the committed migrations (prisma/migrations) that the database
 * lacks, the same way `npm start` and the tests do. The database is the CLI's: DATABASE_URL;
 * else the embedded database of a running `npm start`; else the embedded one under .data/.
 * `npm start` migrates on its own; this is for a database that is migrated before a deploy.
 */
import { applyMigrations } from "@/lib/database/migrate";
import { openDatabase } from "./cli-database";

async function main() {
  const { url, description, stopEmbedded } = await openDatabase();
  try {
    const applied = await applyMigrations(url);
    if (applied.length === 0) console.log(`${description} is up to date`);
    else console.log(`applied to ${description}: ${applied.join(", ")}`);
  } finally {
    await stopEmbedded?.();
  }
}

main().catch((error) => {
  console.error(`[db:migrate] ${(error as Error).message}`);
  process.exit(1);
});
