/**
 * Applies the committed migrations in prisma/migrations, in name order, each in its own
 * transaction, and records them in `_prisma_migrations` exactly as `prisma migrate deploy`
 * does, so Prisma's own tools recognise the database. We run them ourselves because
 * Prisma 6's WebAssembly engine cannot run `migrate deploy` through adapter-pg
 * (prisma/orm#27403, prisma/orm#29635): docs/decisions/0002-migrations-without-prisma-engine.md.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

/** Any constant: one migrator at a time per database. */
const MIGRATION_LOCK_KEY = 72_707_369;

export type Migration = { name: string; sql: string; checksum: string };

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Applies what is missing; returns the names applied. Refuses a database whose history differs. */
export async function applyMigrations(connectionString: string, migrations = listMigrations()): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row]));
    const done: string[] = [];
    for (const migration of migrations) {
      const previous = applied.get(migration.name);
      if (previous?.finished_at) {
        if (previous.checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied (checksum differs).`);
        }
        continue;
      }
      if (previous) throw new Error(`Migration ${migration.name} failed earlier and needs manual repair.`);
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      done.push(migration.name);
    }
    return done;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
