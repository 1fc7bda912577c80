import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { applyMigrations } from "@/lib/database/migrate";
import { createServerDatabase, type TestDatabase } from "@/tests/support/database";

/** The shape of a database as PostgreSQL's catalog describes it: tables, columns, indexes, constraints, enums. */
async function describeCatalog(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const queries = [
      `SELECT table_name || '.' || column_name || ' ' || udt_name || ' ' || is_nullable || ' '
           || coalesce(column_default, '') AS line
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
      `SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
      `SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS line
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace
           AND conrelid::regclass::text <> '_prisma_migrations' AND contype <> 'n'`,
      `SELECT t.typname || ' ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS line
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    ];
    const lines: string[] = [];
    for (const query of queries)
      lines.push(...(await client.query<{ line: string }>(query)).rows.map((row) => row.line));
    return lines.sort();
  } finally {
    await client.end();
  }
}

const created: TestDatabase[] = [];
afterAll(async () => {
  for (const database of created) await database.drop();
});

/**
 * What `prisma migrate deploy` would record for the committed files: each folder's name and the
 * SHA-256 of its migration.sql bytes. Read here, not through the runner, so that a runner that
 * skipped a folder or hashed something else cannot agree with itself.
 */
function readCommittedMigrations(): Array<{ migration_name: string; checksum: string }> {
  const dir = path.join(process.cwd(), "prisma", "migrations");
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, "migration.sql")))
    .sort()
    .map((name) => ({
      migration_name: name,
      checksum: createHash("sha256")
        .update(readFileSync(path.join(dir, name, "migration.sql")))
        .digest("hex"),
    }));
}

async function readMigrationHistory(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      applied_steps_count: number;
    }>(
      `SELECT id, migration_name, checksum, finished_at, rolled_back_at, applied_steps_count
         FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

describe("migrations", () => {
  it("are recorded as Prisma records them, and applying them twice changes nothing", async () => {
    const url = inject("databaseUrl");
    const committed = readCommittedMigrations();
    expect(committed.length).toBeGreaterThan(0);
    const history = await readMigrationHistory(url);
    expect(history.map(({ migration_name, checksum }) => ({ migration_name, checksum }))).toEqual(committed);
    for (const row of history) {
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }

    expect(await applyMigrations(url)).toEqual([]);
    expect(await readMigrationHistory(url)).toEqual(history);
  });

  it.skipIf(inject("databaseKind") === "pglite")(
    "cover every change in schema.prisma (a schema change without a migration fails here)",
    async () => {
      const fromMigrations = await createServerDatabase("arena_drift");
      const fromSchema = await createServerDatabase("arena_drift");
      created.push(fromMigrations, fromSchema);
      await applyMigrations(fromMigrations.url);
      const diff = spawnSync(
        process.execPath,
        [
          "scripts/prisma.mjs",
          "migrate",
          "diff",
          "--from-empty",
          "--to-schema-datamodel",
          "prisma/schema.prisma",
          "--script",
        ],
        { encoding: "utf8", env: { ...process.env, DATABASE_URL: fromSchema.url } },
      );
      expect(diff.status, diff.stderr).toBe(0);
      const client = new pg.Client({ connectionString: fromSchema.url });
      await client.connect();
      await client.query(diff.stdout);
      await client.end();
      expect(await describeCatalog(fromMigrations.url)).toEqual(await describeCatalog(fromSchema.url));
    },
    120_000,
  );
});
