/**
 * Is the database reachable right now? Answered from memory, for the proxy to turn away
 * requests with a 503 while PostgreSQL is down instead of letting every page fail.
 *
 * One connection per server process watches the database: PostgreSQL ends it at once when it
 * shuts down (so an outage is known in milliseconds), a heartbeat finds a silent failure, and
 * while the database is down a reconnect is tried every 250 ms, so the site is back within a
 * fraction of a second of the database. Until the first check the database counts as reachable.
 */
import pg from "pg";
import { startHeartbeat } from "@/lib/database/heartbeat";
import { waitForTurnMs } from "@/lib/database/url";
import { env } from "@/lib/env";

const RECONNECT_MS = 250;
const HEARTBEAT_MS = 2_000;
const TIMEOUT_MS = 1_500;

type Health = { reachable: boolean; started: boolean; client: pg.Client | null };

const globalHealth = globalThis as unknown as { arenaDatabaseHealth?: Health };
globalHealth.arenaDatabaseHealth ??= { reachable: true, started: false, client: null };
const health: Health = globalHealth.arenaDatabaseHealth;

export function isDatabaseReachable(): boolean {
  if (!health.started) {
    health.started = true;
    void watch();
  }
  return health.reachable;
}

function lose(client: pg.Client) {
  if (health.client !== client) return;
  health.client = null;
  health.reachable = false;
  client.end().catch(() => {});
  setTimeout(() => void watch(), RECONNECT_MS).unref();
}

async function watch(): Promise<void> {
  const connectionString = env.DATABASE_URL;
  if (!connectionString) return;
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: waitForTurnMs(connectionString, TIMEOUT_MS),
    keepAlive: true,
  });
  health.client = client;
  client.on("error", () => lose(client));
  client.on("end", () => lose(client));
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch {
    lose(client);
    return;
  }
  if (health.client !== client) return;
  health.reachable = true;
  startHeartbeat(client, {
    intervalMs: HEARTBEAT_MS,
    timeoutMs: waitForTurnMs(connectionString, TIMEOUT_MS),
    isCurrent: () => health.client === client,
    onLost: () => lose(client),
  });
}
