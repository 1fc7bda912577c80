import { env } from "@/lib/env";

/** Where the database is: DATABASE_URL, required once the start script has set it. */
export function getDatabaseUrl(): string {
  const url = env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the site with `npm start` (it starts an embedded PostgreSQL when " +
        "DATABASE_URL is unset), or set DATABASE_URL=postgresql://user@host:5432/db.",
    );
  }
  return url;
}

/** The same server, another database: used by tests and benchmarks that create their own. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The application name the embedded database's address carries, so that its clients can tell it apart. */
const EMBEDDED_APPLICATION_NAME = "arena-embedded";

/** The address of an embedded database served on `port` (lib/database/embedded.ts). */
export function embeddedDatabaseUrl(port: number): string {
  const query = `sslmode=disable&application_name=${EMBEDDED_APPLICATION_NAME}`;
  return `postgresql://postgres@127.0.0.1:${port}/postgres?${query}`;
}

/**
 * How long a client waits for the database before it gives up or calls it lost: `onServerMs` on a
 * server; on the embedded database, where one session serves every client in turn and a
 * transaction makes the others wait (docs/decisions/0015-embedded-database-one-session.md), a
 * minute, so that an upload at the caps is not taken for an outage.
 */
export function waitForTurnMs(url: string, onServerMs: number): number {
  return isEmbeddedDatabaseUrl(url) ? 60_000 : onServerMs;
}

/** True for the embedded database, where one session serves every client in turn. */
export function isEmbeddedDatabaseUrl(url: string): boolean {
  try {
    return new URL(url).searchParams.get("application_name") === EMBEDDED_APPLICATION_NAME;
  } catch {
    return false;
  }
}
