/**
 * The database the CLI works on: DATABASE_URL; else the embedded database of a running
 * `npm start` (its URL is in .data/embedded-url); else the embedded database opened here.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/database/embedded";
import { applyMigrations } from "@/lib/database/migrate";

export const EMBEDDED_URL_FILE = path.join(process.cwd(), ".data", "embedded-url");

async function canConnect(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

type OpenDatabase = { url: string; description: string; stopEmbedded: (() => Promise<void>) | null };

/** The URL without its password. */
const describeUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
};

/** The database to work on (see above), what to call it, and how to let go of an embedded one opened here. */
export async function openDatabase(): Promise<OpenDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, description: `DATABASE_URL (${describeUrl(url)})`, stopEmbedded: null };
  const running = existsSync(EMBEDDED_URL_FILE) ? readFileSync(EMBEDDED_URL_FILE, "utf8").trim() : null;
  if (running && (await canConnect(running))) {
    return { url: running, description: "the embedded database of the running npm start", stopEmbedded: null };
  }
  const dir = process.env.EMBEDDED_DB_DIR ?? path.join(process.cwd(), ".data", "pglite");
  const embedded = await startEmbeddedPostgres(dir);
  const shown = path.resolve(dir).startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), dir) : dir;
  const description = `the embedded database in ${shown}`;
  return { url: embedded.url, description, stopEmbedded: embedded.stop };
}

/** Opens the database, migrates it and points lib/db at it (DATABASE_URL) before anything imports lib/db. */
export async function connectDatabase(): Promise<{ close: () => Promise<void> }> {
  const { url, stopEmbedded } = await openDatabase();
  process.env.DATABASE_URL = url;
  await applyMigrations(url);
  return {
    close: async () => {
      const { db } = await import("@/lib/db");
      await db.$disconnect();
      await stopEmbedded?.();
    },
  };
}
