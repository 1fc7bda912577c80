/**
 * The embedded PostgreSQL (PGlite, PostgreSQL 18 in WebAssembly) served over the
 * PostgreSQL wire protocol on loopback, so the app, migrations and tools talk to it
 * exactly as to a real server, one session at a time (lib/database/embedded-server.ts).
 * Used when DATABASE_URL is unset, and by tests once.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { serveEmbeddedPostgres } from "@/lib/database/embedded-server";
import { embeddedDatabaseUrl } from "@/lib/database/url";

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

/** dataDir: a folder kept on disk, or "memory://" for a throwaway database. port 0 picks a free one. */
export async function startEmbeddedPostgres(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith("memory://")) mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const server = await serveEmbeddedPostgres(pglite, { host: "127.0.0.1", port });
  return {
    url: embeddedDatabaseUrl(server.port),
    stop: async () => {
      await server.stop();
      await pglite.close();
    },
  };
}
