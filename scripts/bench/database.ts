/**
 * The benchmark's own databases: created on the PostgreSQL server as arena_bench_<random>,
 * migrated with the committed migrations, dropped at the end. Never the developer's database:
 * only a name this process made is ever dropped.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { applyMigrations } from "@/lib/database/migrate";
import { withDatabase } from "@/lib/database/url";

/** The server to create databases on (its own database is never written). */
export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgresql://postgres@127.0.0.1:5432/postgres";

export type BenchDatabase = { name: string; url: string; drop: () => Promise<void> };

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(prefix = "arena_bench", serverUrl = SERVER_URL): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = withDatabase(serverUrl, name);
  await applyMigrations(url);
  let dropped = false;
  return {
    name,
    url,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** One SQL statement on a database, for set-up and checks outside the app's client. */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The one row a statement answers with (a count, a version); an error when it answers with none. */
export async function queryOne<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T> {
  const [row] = await query<T>(url, sql, values);
  if (!row) throw new Error(`No row from: ${sql}`);
  return row;
}
