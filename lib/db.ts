/**
 * The one Prisma client of a process, kept on globalThis so that dev reloads reuse it.
 * Talks to PostgreSQL (or the embedded PGlite server) through the `pg` driver adapter.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { redirectRenderOnOutage } from "@/lib/database/outage-during-render";
import { getDatabaseUrl, waitForTurnMs } from "@/lib/database/url";
import { env } from "@/lib/env";

function createPrismaClient() {
  const connectionString = getDatabaseUrl();
  const adapter = new PrismaPg({
    connectionString,
    max: env.DATABASE_POOL_MAX,
    // A burst of uploads queues on the embedded database: a query waits its turn there.
    connectionTimeoutMillis: waitForTurnMs(connectionString, 5_000),
  });
  return new PrismaClient({ adapter }).$extends({
    query: {
      // A page render that loses the database answers 503, not 500 (lib/database/outage-during-render.ts).
      async $allOperations({ args, query }) {
        try {
          return await query(args);
        } catch (error) {
          await redirectRenderOnOutage(error);
          throw error;
        }
      },
    },
  });
}

const globalForPrisma = globalThis as unknown as { arenaPrisma?: ReturnType<typeof createPrismaClient> };

export const db = globalForPrisma.arenaPrisma ?? createPrismaClient();
globalForPrisma.arenaPrisma = db;

export type Db = typeof db;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
