/**
 * A cheap version of the arena's public data, shared by every app server through PostgreSQL:
 * every write of derived figures sends a notification inside its transaction (PostgreSQL
 * delivers it on commit, never on rollback), and each server keeps one connection that
 * LISTENs and bumps its in-process version on each one. A cached view is valid while the
 * version it was read at is still current; reading the version costs no query.
 *
 * Bursts of changes are coalesced (COALESCE_MS). Whenever notifications cannot be trusted (not
 * connected yet, connection lost, or a database that does not deliver them between
 * connections, like the embedded PGlite), the version is null and callers read the database.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Tx } from "@/lib/db";

export const DATA_CHANGED_CHANNEL = "arena_data_changed";

const RETRY_MS = 1_000;
/**
 * A change bumps the version at once; more changes within this window bump it once more at its
 * end. Under a stream of uploads each view is then read at most about once a second per server,
 * and shows the newest runs at most this late.
 */
const COALESCE_MS = 1_000;
const HEARTBEAT_MS = 10_000;
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Called by every write that changes what public pages show (recomputeRunFigures), inside its
 * transaction. Notifications of one transaction are folded into one.
 */
export async function notifyDataChanged(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${DATA_CHANGED_CHANNEL}, '')`;
}

type State = {
  version: number;
  /** A change arrived while the last bump is less than COALESCE_MS old. */
  pending: boolean;
  coalescing: boolean;
  status: "idle" | "connecting" | "listening" | "retrying" | "unsupported";
  client: pg.Client | null;
  /** True once a notification sent from another connection was seen arriving. */
  verified: boolean;
  probes: Map<string, () => void>;
};

const globalState = globalThis as unknown as { arenaDataVersion?: State };
const state: State = (globalState.arenaDataVersion ??= {
  version: 0,
  pending: false,
  coalescing: false,
  status: "idle",
  client: null,
  verified: false,
  probes: new Map(),
});

/** Caching is on inside the Next.js server (off with ARENA_CACHE=off), or anywhere with ARENA_CACHE=on. */
export function isCachingEnabled(): boolean {
  const setting = process.env.ARENA_CACHE;
  if (setting === "off") return false;
  return setting === "on" || process.env.NEXT_RUNTIME === "nodejs";
}

/**
 * The current data version, or null when cached views must not be used. The first call starts
 * the listener; until it is connected (a few ms) the answer is null.
 */
export function getDataVersion(): number | null {
  if (!isCachingEnabled()) return null;
  if (state.status === "idle") void connect();
  return state.status === "listening" ? state.version : null;
}

function bumpCoalesced() {
  if (state.coalescing) {
    state.pending = true;
    return;
  }
  state.version++;
  state.coalescing = true;
  setTimeout(() => {
    state.coalescing = false;
    if (state.pending) {
      state.pending = false;
      bumpCoalesced();
    }
  }, COALESCE_MS).unref();
}

function lose(client: pg.Client) {
  if (state.client !== client) return;
  state.client = null;
  state.version++;
  state.status = "retrying";
  client.end().catch(() => {});
  setTimeout(() => void connect(), RETRY_MS).unref();
}

/** Sends a probe from another connection and waits for it: does this database deliver notifications? */
async function verifyDelivery(connectionString: string): Promise<boolean> {
  const nonce = `probe:${randomUUID()}`;
  const arrived = new Promise<boolean>((resolve) => {
    state.probes.set(nonce, () => resolve(true));
    setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref();
  });
  const sender = new pg.Client({ connectionString, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  sender.on("error", () => {});
  try {
    await sender.connect();
    await sender.query("SELECT pg_notify($1, $2)", [DATA_CHANGED_CHANNEL, nonce]);
  } finally {
    await sender.end().catch(() => {});
  }
  const delivered = await arrived;
  state.probes.delete(nonce);
  return delivered;
}

async function connect(): Promise<void> {
  if (state.status === "connecting" || state.status === "listening" || state.status === "unsupported") return;
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) return;
  state.status = "connecting";
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000, keepAlive: true });
  state.client = client;
  client.on("notification", (message) => {
    const probe = message.payload ? state.probes.get(message.payload) : undefined;
    if (probe) probe();
    else bumpCoalesced();
  });
  client.on("error", () => lose(client));
  client.on("end", () => lose(client));
  try {
    await client.connect();
    await client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    if (!state.verified) {
      if (!(await verifyDelivery(connectionString))) {
        state.status = "unsupported";
        state.client = null;
        client.removeAllListeners("end");
        await client.end().catch(() => {});
        console.warn("[cache] this database does not deliver notifications between connections: views are read uncached");
        return;
      }
      state.verified = true;
    }
    if (state.client !== client) return;
    // Anything may have changed while no listener was connected.
    state.version++;
    state.status = "listening";
    startHeartbeat(client);
  } catch {
    lose(client);
  }
}

/** A silent network failure leaves a socket open but dead: a periodic query finds out. */
function startHeartbeat(client: pg.Client) {
  const timer = setInterval(() => {
    if (state.client !== client) {
      clearInterval(timer);
      return;
    }
    const deadline = setTimeout(() => lose(client), HEARTBEAT_MS / 2);
    client
      .query("SELECT 1")
      .then(() => clearTimeout(deadline))
      .catch(() => {
        clearTimeout(deadline);
        lose(client);
      });
  }, HEARTBEAT_MS);
  timer.unref();
}

/** Closes the listener (tests, shutdown); the next getDataVersion() starts it again. */
export async function closeDataVersionListener(): Promise<void> {
  const client = state.client;
  state.client = null;
  state.status = "idle";
  state.version++;
  if (client) {
    client.removeAllListeners("end");
    client.removeAllListeners("error");
    client.on("error", () => {});
    await client.end().catch(() => {});
  }
}
