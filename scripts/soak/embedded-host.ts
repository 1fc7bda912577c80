/**
 * The soak's embedded database, in a process of its own as `npm start` keeps it apart from
 * `next start`: PGlite kept in the folder given as the first argument, served on a free loopback
 * port and migrated; prints `url <connection string>` once ready and serves until SIGTERM.
 */
import { startEmbeddedPostgres } from "@/lib/database/embedded";
import { applyMigrations } from "@/lib/database/migrate";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: tsx scripts/soak/embedded-host.ts <data folder>");
  process.exit(2);
}
const embedded = await startEmbeddedPostgres(dir);
await applyMigrations(embedded.url);
console.log(`url ${embedded.url}`);
const stop = async () => {
  await embedded.stop().catch(() => {});
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
