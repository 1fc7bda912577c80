/**
 * Test databases: each test run creates its own database on the PostgreSQL server
 * (TEST_DATABASE_URL, DATABASE_URL, else 127.0.0.1:5432) and drops it afterwards; it
 * never touches a database it did not create. TEST_DB=pglite uses an embedded PGlite.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/database/embedded";
import { applyMigrations } from "@/lib/database/migrate";
import { withDatabase } from "@/lib/database/url";

/** Which setting named the server, so that an error can say what to change. */
export const SERVER_URL_SOURCE = process.env.TEST_DATABASE_URL
  ? "TEST_DATABASE_URL"
  : process.env.DATABASE_URL
    ? "DATABASE_URL"
    : "the default";

export const SERVER_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

export type TestDatabase = { url: string; kind: "postgres" | "pglite"; drop: () => Promise<void> };

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's codes for an answer that names what is wrong with the connection string. */
const MISSING_DATABASE = "3D000";
const REFUSED_LOGIN = ["28000", "28P01"];

/**
 * Why test databases cannot be made on the server of `serverUrl`, or null when they can.
 * A server that answers but lacks the database or the user is told apart from no server at all:
 * "nothing answers" sends people to start PostgreSQL when the fix is a typo in the URL.
 */
export async function findServerProblem(serverUrl = SERVER_URL, source = SERVER_URL_SOURCE): Promise<string | null> {
  const url = new URL(serverUrl);
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username);
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ may_create: boolean }>(
      "SELECT rolcreatedb OR rolsuper AS may_create FROM pg_roles WHERE rolname = current_user",
    );
    if (rows[0]?.may_create) return null;
    return (
      `the PostgreSQL server at ${url.host} answered, but user "${decodeURIComponent(url.username)}" ` +
      `may not create databases (ALTER ROLE ... CREATEDB), named by ${source}`
    );
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === MISSING_DATABASE) {
      return (
        `the PostgreSQL server at ${url.host} answered, but it has no database "${database}" ` +
        `(named by ${source}: create it, or name one that exists)`
      );
    }
    if (code && REFUSED_LOGIN.includes(code)) {
      return `the PostgreSQL server at ${url.host} answered, but refused the login (${message}), named by ${source}`;
    }
    if (code && /^[0-9A-Z]{5}$/.test(code)) {
      return `the PostgreSQL server at ${url.host} answered with an error (${code}: ${message})`;
    }
    return `no PostgreSQL server answers at ${url.host} (${message ?? String(error)})`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** An empty database on the server, named arena_test_*. */
export async function createServerDatabase(prefix = "arena_test"): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    url: withDatabase(SERVER_URL, name),
    kind: "postgres",
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/** A migrated test database of the kind TEST_DB asks for. */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === "pglite") {
    const embedded = await startEmbeddedPostgres("memory://");
    await applyMigrations(embedded.url);
    return { url: embedded.url, kind: "pglite", drop: embedded.stop };
  }
  const database = await createServerDatabase();
  await applyMigrations(database.url);
  return database;
}

/** Empties every table but the migration history. */
export async function truncateAll(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    if (rows.length > 0) {
      await client.query(`TRUNCATE ${rows.map((row) => `"${row.tablename}"`).join(", ")} CASCADE`);
    }
  } finally {
    await client.end();
  }
}

/** Row count of every table, to show that a rejected write left nothing behind. */
export async function countRows(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables " +
        "WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename",
    );
    const counts: Record<string, number> = {};
    for (const { tablename } of rows) {
      const result = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${tablename}"`);
      counts[tablename] = Number(result.rows[0]!.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}
