/**
 * PGlite over the PostgreSQL wire protocol, one client session at a time.
 *
 * PGlite is a single PostgreSQL backend: one session, one unnamed statement, one unnamed portal,
 * one transaction. @electric-sql/pglite-socket 0.2.17 queues each protocol message on its own, so
 * the Parse, Bind and Execute of two connections interleave: the arena logged "bind message
 * supplies 3 parameters, but prepared statement "" requires 2", "portal "" does not exist", and
 * one query answered with another's rows (issue 24). Here a connection owns the backend from its
 * first message until the backend is idle again (ReadyForQuery with status 'I', i.e. after the
 * Sync that ends an extended query or the COMMIT that ends a transaction); the others wait their
 * turn. A connection that closes while it owns the backend has its query ended and its
 * transaction rolled back before the next one starts, and one that keeps the backend without
 * sending anything for IDLE_OWNER_MS while others wait is disconnected, as PostgreSQL's
 * idle_in_transaction_session_timeout would.
 *
 * Notifications (LISTEN/NOTIFY) go to the connections that listen on their channel, whichever
 * connection's query made PGlite emit them, so the page caches' listener works here as on a
 * server (lib/cache/data-version.ts).
 */
import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** A frontend message larger than this is refused: the upload caps keep real ones far below. */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;
/** How long a connection may own the session without sending anything while others wait. */
const IDLE_OWNER_MS = 30_000;

const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

type Connection = {
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  /** Messages read but not yet run, in order. */
  pending: Uint8Array[];
  /** The loop running its messages, while one runs. */
  runner: Promise<void> | null;
  closed: boolean;
  channels: Set<string>;
  lastActivity: number;
};

export type EmbeddedServer = { port: number; stop: () => Promise<void> };
export type EmbeddedServerOptions = { host: string; port: number; idleOwnerMs?: number };

/** The backend's single session: who owns it now, and who waits for it, in arrival order. */
class SessionOwnership {
  owner: Connection | null = null;
  private waiting: Array<{ connection: Connection; grant: () => void }> = [];

  acquire(connection: Connection): Promise<void> {
    if (this.owner === connection) return Promise.resolve();
    if (this.owner === null) {
      this.owner = connection;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ connection, grant }));
  }

  release(connection: Connection): void {
    if (this.owner !== connection) return;
    this.owner = null;
    const next = this.waiting.shift();
    if (next) {
      this.owner = next.connection;
      next.grant();
    }
  }

  /** A closed connection gives up its place in the queue; its wait ends without the session. */
  forget(connection: Connection): void {
    const gone = this.waiting.filter((entry) => entry.connection === connection);
    this.waiting = this.waiting.filter((entry) => entry.connection !== connection);
    for (const entry of gone) entry.grant();
  }

  get hasWaiters(): boolean {
    return this.waiting.length > 0;
  }
}

/** The backend messages in one answer: their type byte and where each starts. */
function* backendMessages(output: Uint8Array): Generator<{ type: number; start: number; end: number }> {
  const view = new DataView(output.buffer, output.byteOffset, output.byteLength);
  let offset = 0;
  while (offset + 5 <= output.length) {
    const end = offset + 1 + view.getInt32(offset + 1);
    if (end > output.length || end < offset + 5) return;
    yield { type: output[offset] as number, start: offset, end };
    offset = end;
  }
}

/** The transaction status of the last ReadyForQuery in an answer ('I', 'T' or 'E'), or null. */
function lastReadyStatus(output: Uint8Array): string | null {
  let status: string | null = null;
  for (const message of backendMessages(output)) {
    if (message.type === 0x5a) status = String.fromCharCode(output[message.start + 5] as number);
  }
  return status;
}

/** The channel a NotificationResponse is on. */
function notificationChannel(output: Uint8Array, start: number, end: number): string {
  const nameStart = start + 9;
  const nameEnd = output.indexOf(0, nameStart);
  return Buffer.from(output.subarray(nameStart, nameEnd === -1 || nameEnd > end ? end : nameEnd)).toString("utf8");
}

/** LISTEN or UNLISTEN in a simple query, as drivers send them. */
function listenCommand(message: Uint8Array): { listen: boolean; channel: string } | null {
  if (message[0] !== 0x51 || message.length > 512) return null;
  const text = Buffer.from(message.subarray(5, message.length - 1)).toString("utf8");
  const match = /^\s*(LISTEN|UNLISTEN)\s+"?([A-Za-z0-9_$*]+)"?\s*;?\s*$/i.exec(text);
  if (!match) return null;
  return { listen: match[1]?.toUpperCase() === "LISTEN", channel: (match[2] ?? "").toLowerCase() };
}

export async function serveEmbeddedPostgres(pglite: PGlite, options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { host, port, idleOwnerMs = IDLE_OWNER_MS } = options;
  await pglite.waitReady;
  const ownership = new SessionOwnership();
  const connections = new Set<Connection>();

  const run = (message: Uint8Array) => pglite.runExclusive(() => pglite.execProtocolRaw(message));

  /** Sends PGlite's answer to its connection, and each notification in it to its listeners. */
  function deliver(connection: Connection, output: Uint8Array) {
    const own: Uint8Array[] = [];
    let from = 0;
    for (const message of backendMessages(output)) {
      if (message.type !== 0x41) continue;
      own.push(output.subarray(from, message.start));
      from = message.end;
      const channel = notificationChannel(output, message.start, message.end);
      const notification = Buffer.from(output.subarray(message.start, message.end));
      for (const listener of connections) {
        if (listener.channels.has(channel) && !listener.closed) listener.socket.write(notification);
      }
    }
    own.push(output.subarray(from));
    if (connection.closed) return;
    for (const part of own) if (part.length > 0) connection.socket.write(part);
  }

  /** Ends whatever the owner left in the backend: an unfinished extended query, an open transaction. */
  async function reset() {
    await run(SYNC);
    if (pglite.isInTransaction()) await run(simpleQuery("ROLLBACK"));
  }

  function runPending(connection: Connection) {
    connection.runner ??= runMessages(connection).finally(() => {
      connection.runner = null;
    });
  }

  async function runMessages(connection: Connection) {
    try {
      while (connection.pending.length > 0 && !connection.closed) {
        const message = connection.pending.shift() as Uint8Array;
        if (message[0] === 0x58) {
          connection.socket.end();
          break;
        }
        await ownership.acquire(connection);
        if (connection.closed) break;
        const listen = listenCommand(message);
        const output = await run(message);
        if (listen) {
          if (listen.listen) connection.channels.add(listen.channel);
          else if (listen.channel === "*") connection.channels.clear();
          else connection.channels.delete(listen.channel);
        }
        deliver(connection, output);
        const status = lastReadyStatus(output);
        if (status === "I") ownership.release(connection);
      }
    } catch (error) {
      console.error(`[embedded-db] ${(error as Error).message}`);
      connection.socket.destroy();
    }
  }

  async function close(connection: Connection) {
    if (connection.closed) return;
    connection.closed = true;
    connections.delete(connection);
    ownership.forget(connection);
    // Let a message being run finish before the backend is reset for the next connection.
    await connection.runner;
    if (ownership.owner === connection) {
      await reset().catch(() => {});
      ownership.release(connection);
    }
  }

  function readMessages(connection: Connection) {
    const { buffer } = connection;
    let offset = 0;
    while (buffer.length - offset >= 4) {
      if (!connection.started) {
        const length = buffer.readInt32BE(offset);
        if (length < 8 || length > 10_000) return connection.socket.destroy();
        if (buffer.length - offset < length) break;
        const code = buffer.readInt32BE(offset + 4);
        const message = buffer.subarray(offset, offset + length);
        offset += length;
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          connection.socket.write("N");
        } else if (code === CANCEL_REQUEST) {
          // Cancelling is not supported: the query runs to its end, as the caller's timeout allows.
          return connection.socket.end();
        } else {
          connection.started = true;
          connection.pending.push(new Uint8Array(message));
        }
        continue;
      }
      if (buffer.length - offset < 5) break;
      const length = buffer.readInt32BE(offset + 1);
      if (length < 4 || length > MAX_MESSAGE_BYTES) return connection.socket.destroy();
      if (buffer.length - offset < length + 1) break;
      connection.pending.push(new Uint8Array(buffer.subarray(offset, offset + length + 1)));
      offset += length + 1;
    }
    connection.buffer = buffer.subarray(offset);
    runPending(connection);
  }

  const server: Server = createServer((socket) => {
    socket.setNoDelay(true);
    const connection: Connection = {
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      pending: [],
      runner: null,
      closed: false,
      channels: new Set(),
      lastActivity: Date.now(),
    };
    connections.add(connection);
    socket.on("data", (chunk) => {
      connection.lastActivity = Date.now();
      connection.buffer = connection.buffer.length === 0 ? chunk : Buffer.concat([connection.buffer, chunk]);
      readMessages(connection);
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => void close(connection));
  });

  // An owner that holds the session idle while others wait is ended, so no client stalls the rest.
  const watchdog = setInterval(
    () => {
      const owner = ownership.owner;
      if (owner && !owner.runner && ownership.hasWaiters && Date.now() - owner.lastActivity > idleOwnerMs) {
        owner.socket.destroy();
      }
    },
    Math.min(1_000, idleOwnerMs),
  );
  watchdog.unref();

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;

  return {
    port: boundPort,
    stop: async () => {
      clearInterval(watchdog);
      for (const connection of connections) connection.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A simple Query message. */
function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, "utf8");
  const message = Buffer.alloc(5 + text.length);
  message.write("Q", 0, "latin1");
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
}
