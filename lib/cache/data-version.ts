/**
 * What changed in the arena's public data, shared by every app server through PostgreSQL:
 * every write of derived figures sends a notification inside its transaction (PostgreSQL
 * delivers it on commit, never on rollback) naming the cache tags of what it changed
 * (lib/cache/tags.ts), and each server keeps one connection that LISTENs. On each one it bumps
 * its in-process version (the API's view caches, lib/cache/view-cache.ts) and records the tags
 * in the ledger the page and data caches read (lib/cache/ledger.mjs). Reading either costs no query.
 *
 * Bursts of changes are coalesced (COALESCE_MS). Whenever notifications cannot be trusted (not
 * connected yet, connection lost, or a database that does not deliver them between
 * connections, like the embedded PGlite), the version is null, the ledger untrusted, and
 * callers read the database.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { startHeartbeat } from "@/lib/database/heartbeat";
import { waitForTurnMs } from "@/lib/database/url";
import { invalidateTags, setLedgerTrusted } from "@/lib/cache/ledger.mjs";
import { EVERYTHING, parseChangePayload } from "@/lib/cache/tags";
import { env } from "@/lib/env";
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
 * Runs up to this many are named in a notification; a bigger change (a full recompute, a
 * catalogue fact shared by thousands of runs) invalidates everything. pg_notify payloads must
 * stay under 8,000 bytes: a run's tags take about 190.
 */
const MAX_NAMED_RUNS = 40;

/**
 * The statement that announces a change of `runIds` (notifyDataChanged), with its parameters, for
 * writers that run SQL on a connection of their own (the recompute of every run): the payload
 * names the tags of those runs, their model, organization, hardware, contributor and setup, read in
 * the same transaction (lib/cache/tags.ts). Without runs (or with too many) it says that everything
 * changed.
 */
export function buildDataChangedNotification(runIds: readonly string[]): { text: string; values: unknown[] } {
  if (runIds.length === 0 || runIds.length > MAX_NAMED_RUNS) {
    return { text: "SELECT pg_notify($1, $2)", values: [DATA_CHANGED_CHANNEL, EVERYTHING] };
  }
  // One statement: the tags as PostgreSQL sees the rows now (lib/cache/tags.ts names them).
  const text = `
    SELECT pg_notify($1, CASE WHEN length(payload) < 7900 THEN payload ELSE $2 END)
    FROM (
      SELECT string_agg(DISTINCT tag, ' ') AS payload FROM (
        SELECT 'runs' AS tag
        UNION ALL SELECT 'ranks' FROM "RunFigures" f
          WHERE f."runId" = ANY($3::text[]) AND (f."hasSuite" OR f.score IS NOT NULL)
        UNION ALL SELECT unnest(ARRAY[
            'run:' || r.id, 'model:' || m.slug, 'org:' || o.slug, 'hardware:' || h.slug, 'contributor:' || u.handle,
            'setup:' || m.slug || '/' || v.slug || '@' || h.slug])
          FROM "Run" r
          JOIN "Variant" v ON v.id = r."variantId"
          JOIN "Model" m ON m.id = v."modelId"
          JOIN "Organization" o ON o.id = m."organizationId"
          JOIN "Hardware" h ON h.id = r."hardwareId"
          LEFT JOIN "User" u ON u.id = r."contributorId"
          WHERE r.id = ANY($3::text[])
      ) tags WHERE tag IS NOT NULL
    ) change`;
  return { text, values: [DATA_CHANGED_CHANNEL, EVERYTHING, [...runIds]] };
}

/**
 * Called by every write that changes what public pages show (recomputeRunFigures), inside its
 * transaction, with the runs it changed (buildDataChangedNotification). PostgreSQL folds
 * identical notifications of one transaction into one.
 */
export async function notifyDataChanged(tx: Tx, runIds: readonly string[] = []): Promise<void> {
  const { text, values } = buildDataChangedNotification(runIds);
  await tx.$executeRawUnsafe(text, ...values);
}

/**
 * Called inside the transaction of a change that touches no run's figures but public pages all
 * the same (a report listed, edited or hidden), with the tags of what it changed.
 */
export async function notifyTagsChanged(tx: Tx, tags: readonly string[]): Promise<void> {
  const payload = tags.length === 0 ? EVERYTHING : tags.join(" ");
  await tx.$executeRaw`SELECT pg_notify(${DATA_CHANGED_CHANNEL}, ${payload.length < 7900 ? payload : EVERYTHING})`;
}

type State = {
  version: number;
  /** Tags of changes that arrived while the last bump is less than COALESCE_MS old. */
  pending: Set<string> | null;
  coalescing: boolean;
  status: "idle" | "connecting" | "listening" | "retrying" | "unsupported";
  client: pg.Client | null;
  /** True once a notification sent from another connection was seen arriving. */
  verified: boolean;
  probes: Map<string, () => void>;
};

const globalState = globalThis as unknown as { arenaDataVersion?: State };
globalState.arenaDataVersion ??= {
  version: 0,
  pending: null,
  coalescing: false,
  status: "idle",
  client: null,
  verified: false,
  probes: new Map(),
};
const state: State = globalState.arenaDataVersion;

/** Caching is on inside the Next.js server (off with ARENA_CACHE=off), or anywhere with ARENA_CACHE=on. */
export function isCachingEnabled(): boolean {
  const setting = env.ARENA_CACHE;
  if (setting === "off") return false;
  return setting === "on" || env.NEXT_RUNTIME === "nodejs";
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

/** Applies a change now, or at the end of the current window with the others that arrive in it. */
function bumpCoalesced(tags: readonly string[]) {
  if (state.coalescing) {
    state.pending ??= new Set();
    for (const tag of tags) state.pending.add(tag);
    return;
  }
  state.version++;
  invalidateTags(tags);
  state.coalescing = true;
  setTimeout(() => {
    state.coalescing = false;
    const pending = state.pending;
    if (pending) {
      state.pending = null;
      bumpCoalesced([...pending]);
    }
  }, COALESCE_MS).unref();
}

function lose(client: pg.Client) {
  if (state.client !== client) return;
  state.client = null;
  state.version++;
  setLedgerTrusted(false);
  state.status = "retrying";
  client.end().catch(() => {});
  setTimeout(() => void connect(), RETRY_MS).unref();
}

/** Sends a probe from another connection and waits for it: does this database deliver notifications? */
async function verifyDelivery(connectionString: string): Promise<boolean> {
  const nonce = `probe:${randomUUID()}`;
  const arrived = new Promise<boolean>((resolve) => {
    state.probes.set(nonce, () => resolve(true));
    setTimeout(() => resolve(false), waitForTurnMs(connectionString, PROBE_TIMEOUT_MS)).unref();
  });
  const sender = new pg.Client({
    connectionString,
    connectionTimeoutMillis: waitForTurnMs(connectionString, PROBE_TIMEOUT_MS),
  });
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
  const connectionString = env.DATABASE_URL;
  if (!connectionString) return;
  state.status = "connecting";
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: waitForTurnMs(connectionString, 3_000),
    keepAlive: true,
  });
  state.client = client;
  client.on("notification", (message) => {
    const probe = message.payload ? state.probes.get(message.payload) : undefined;
    if (probe) probe();
    else bumpCoalesced(parseChangePayload(message.payload));
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
        console.warn(
          "[cache] this database does not deliver notifications between connections: views are read uncached",
        );
        return;
      }
      state.verified = true;
    }
    if (state.client !== client) return;
    // Anything may have changed while no listener was connected: trusting starts afresh.
    state.version++;
    setLedgerTrusted(true);
    state.status = "listening";
    startHeartbeat(client, {
      intervalMs: HEARTBEAT_MS,
      timeoutMs: waitForTurnMs(connectionString, HEARTBEAT_MS / 2),
      isCurrent: () => state.client === client,
      onLost: () => lose(client),
    });
  } catch {
    lose(client);
  }
}

/** Closes the listener (tests, shutdown); the next getDataVersion() starts it again. */
export async function closeDataVersionListener(): Promise<void> {
  const client = state.client;
  state.client = null;
  state.status = "idle";
  state.version++;
  setLedgerTrusted(false);
  if (client) {
    client.removeAllListeners("end");
    client.removeAllListeners("error");
    client.on("error", () => {});
    await client.end().catch(() => {});
  }
}
