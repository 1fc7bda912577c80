/**
 * The embedded database serves each query whole (issue 24): under hundreds of concurrent mixed
 * reads and writes over many connections every answer belongs to its query, transactions keep
 * their own rows, and a client that dies half-way leaves nothing behind for the next one.
 * Runs in the PGlite pass, on a server of its own started exactly as `npm start` starts one.
 */
import { connect } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type EmbeddedServer, serveEmbeddedPostgres } from "@/lib/database/embedded-server";

const IDLE_OWNER_MS = 400;
let pglite: PGlite;
let server: EmbeddedServer;
let url: string;

describe.runIf(inject("databaseKind") === "pglite")("the embedded database under concurrent clients", () => {
  beforeAll(async () => {
    pglite = await PGlite.create("memory://");
    server = await serveEmbeddedPostgres(pglite, { host: "127.0.0.1", port: 0, idleOwnerMs: IDLE_OWNER_MS });
    url = `postgresql://postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("CREATE TABLE probe (id serial PRIMARY KEY, owner int NOT NULL, note text NOT NULL)");
    await client.end();
  });

  afterAll(async () => {
    await server?.stop();
    await pglite?.close();
  });

  it("answers 600 concurrent mixed queries, each with its own rows and no protocol error", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 12 });
    const wrong: string[] = [];
    const failures: string[] = [];
    const work = Array.from({ length: 600 }, async (_, i) => {
      try {
        if (i % 4 === 0) {
          const { rows } = await pool.query("SELECT $1::int AS n, $2::text AS tag", [i, `two-${i}`]);
          if (rows[0].n !== i || rows[0].tag !== `two-${i}`) wrong.push(`query ${i}: ${JSON.stringify(rows)}`);
        } else if (i % 4 === 1) {
          const { rows } = await pool.query("SELECT $1::int AS n, $2::text AS tag, $3::bool AS flag", [
            i,
            `three`,
            true,
          ]);
          if (rows[0].n !== i || rows[0].flag !== true) wrong.push(`query ${i}: ${JSON.stringify(rows)}`);
        } else if (i % 4 === 2) {
          const client = await pool.connect();
          try {
            await client.query("BEGIN");
            await client.query("INSERT INTO probe (owner, note) VALUES ($1, $2)", [i, `written by ${i}`]);
            const { rows } = await client.query("SELECT owner, note FROM probe WHERE owner = $1", [i]);
            if (rows.length !== 1 || rows[0].note !== `written by ${i}`) wrong.push(`transaction ${i}`);
            await client.query(i % 8 === 2 ? "ROLLBACK" : "COMMIT");
          } finally {
            client.release();
          }
        } else {
          const { rows } = await pool.query("SELECT count(*)::int AS total, $1::text AS tag FROM probe", [
            `count-${i}`,
          ]);
          if (rows[0].tag !== `count-${i}` || typeof rows[0].total !== "number") wrong.push(`count ${i}`);
        }
      } catch (error) {
        failures.push(`${i}: ${(error as Error).message}`);
      }
    });
    await Promise.all(work);
    const committed = await pool.query("SELECT owner FROM probe ORDER BY owner");
    await pool.end();

    expect(failures).toEqual([]);
    expect(wrong).toEqual([]);
    const expected = Array.from({ length: 600 }, (_, i) => i).filter((i) => i % 8 === 6);
    expect(committed.rows.map((row) => row.owner)).toEqual(expected);
  });

  it("rolls back the transaction of a client that disconnects half-way", async () => {
    const quitter = new pg.Client({ connectionString: url });
    quitter.on("error", () => {});
    quitter.on("end", () => {});
    await quitter.connect();
    await quitter.query("BEGIN");
    await quitter.query("INSERT INTO probe (owner, note) VALUES (-1, 'never committed')");
    const waiting = new pg.Client({ connectionString: url });
    const connected = waiting.connect();
    const answer = waiting.query("SELECT count(*)::int AS n FROM probe WHERE owner = -1");
    // The socket closes with the transaction open, as a crashed process would leave it.
    (quitter as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    await connected;
    expect((await answer).rows[0].n).toBe(0);
    await waiting.end();
  });

  it("ends a query left half-sent (Parse and Bind without Sync) before serving the next client", async () => {
    const socket = connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(startupMessage());
    await new Promise((resolve) => socket.once("data", resolve));
    socket.write(Buffer.concat([parseMessage("SELECT 1 AS a, 2 AS b"), bindMessage()]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query("SELECT $1::text AS tag", ["after the half-sent query"]);
    expect(rows).toEqual([{ tag: "after the half-sent query" }]);
    await client.end();
  });

  it("disconnects a client that keeps the session idle while others wait", async () => {
    const holder = new pg.Client({ connectionString: url });
    holder.on("error", () => {});
    await holder.connect();
    await holder.query("BEGIN");
    const other = new pg.Client({ connectionString: url });
    const started = Date.now();
    await other.connect();
    const { rows } = await other.query("SELECT 'served' AS state");
    expect(rows[0].state).toBe("served");
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_OWNER_MS);
    expect(Date.now() - started).toBeLessThan(IDLE_OWNER_MS + 5_000);
    await other.end();
  });

  it("delivers a notification to the connections that listen on its channel only", async () => {
    const listener = new pg.Client({ connectionString: url });
    const bystander = new pg.Client({ connectionString: url });
    const sender = new pg.Client({ connectionString: url });
    await Promise.all([listener.connect(), bystander.connect(), sender.connect()]);
    const heard: string[] = [];
    const overheard: string[] = [];
    listener.on("notification", (message) => heard.push(message.payload ?? ""));
    bystander.on("notification", (message) => overheard.push(message.payload ?? ""));
    await listener.query("LISTEN arena_probe");
    await sender.query("SELECT pg_notify('arena_probe', 'first')");
    await sender.query("BEGIN");
    await sender.query("SELECT pg_notify('arena_probe', 'rolled back')");
    await sender.query("ROLLBACK");
    await bystander.query("SELECT pg_notify('arena_probe', 'second')");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(["first", "second"]);
    expect(overheard).toEqual([]);
    await Promise.all([listener.end(), bystander.end(), sender.end()]);
  });
});

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

function startupMessage(): Buffer {
  const body = Buffer.from("user\0postgres\0database\0postgres\0\0", "utf8");
  const header = Buffer.alloc(8);
  header.writeInt32BE(body.length + 8, 0);
  header.writeInt32BE(196608, 4);
  return Buffer.concat([header, body]);
}

function parseMessage(sql: string): Buffer {
  return message("P", Buffer.concat([Buffer.from(`\0${sql}\0`, "utf8"), Buffer.from([0, 0])]));
}

function bindMessage(): Buffer {
  return message("B", Buffer.from([0, 0, 0, 0, 0, 0, 0, 0]));
}
