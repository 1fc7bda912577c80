import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { applyMigrations, listMigrations } from "@/lib/database/migrate";
import { createServerDatabase, type TestDatabase } from "@/tests/support/database";

/** The shape of a database as PostgreSQL's catalog describes it: tables, columns, indexes, constraints, enums. */
async function describeCatalog(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const queries = [
      `SELECT table_name || '.' || column_name || ' ' || udt_name || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS line
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
      `SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
      `SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS line
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations' AND contype <> 'n'`,
      `SELECT t.typname || ' ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS line
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    ];
    const lines: string[] = [];
    for (const query of queries) lines.push(...(await client.query<{ line: string }>(query)).rows.map((row) => row.line));
    return lines.sort();
  } finally {
    await client.end();
  }
}

const created: TestDatabase[] = [];
afterAll(async () => {
  for (const database of created) await database.drop();
});

describe("migrations", () => {
  it("are recorded as Prisma records them, and applying them twice changes nothing", async () => {
    const url = inject("databaseUrl");
    expect(await applyMigrations(url)).toEqual([]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(`SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`);
    await client.end();
    expect(rows).toEqual(listMigrations().map((migration) => ({ migration_name: migration.name, checksum: migration.checksum })));
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
        ["scripts/prisma.mjs", "migrate", "diff", "--from-empty", "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
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
