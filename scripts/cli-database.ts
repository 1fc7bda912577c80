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

export async function connectDatabase(): Promise<{ close: () => Promise<void> }> {
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!process.env.DATABASE_URL) {
    const running = existsSync(EMBEDDED_URL_FILE) ? readFileSync(EMBEDDED_URL_FILE, "utf8").trim() : null;
    if (running && (await canConnect(running))) {
      process.env.DATABASE_URL = running;
    } else {
      const embedded = await startEmbeddedPostgres(process.env.EMBEDDED_DB_DIR ?? path.join(process.cwd(), ".data", "pglite"));
      process.env.DATABASE_URL = embedded.url;
      stopEmbedded = embedded.stop;
    }
  }
  await applyMigrations(process.env.DATABASE_URL);
  return {
    close: async () => {
      const { db } = await import("@/lib/db");
      await db.$disconnect();
      await stopEmbedded?.();
    },
  };
}
