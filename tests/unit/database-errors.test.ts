import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/database/errors";
import { embeddedDatabaseUrl, isEmbeddedDatabaseUrl, waitForTurnMs } from "@/lib/database/url";

describe("telling a database outage (503) from a bug (500)", () => {
  it("recognises the driver's, Prisma's and PostgreSQL's ways of saying the database is gone", () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Client has encountered a connection error and is not queryable"))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable({
        code: "P2010",
        meta: { driverAdapterError: { message: "Server has closed the connection." } },
      }),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(new Error("wrapped", { cause: { message: "the database system is starting up" } })),
    ).toBe(true);
    // Every connection of the pool busy for longer than it waits: the server is overloaded, try again.
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("does not hide real errors behind a 503", () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isDatabaseUnavailable({ code: "P2002", message: "Unique constraint failed on the fields: (`slug`)" })).toBe(
      false,
    );
  });
});

describe("telling the embedded database from a server", () => {
  it("knows the embedded database by the address it serves on, and a server's address as a server", () => {
    expect(isEmbeddedDatabaseUrl(embeddedDatabaseUrl(5433))).toBe(true);
    expect(isEmbeddedDatabaseUrl("postgresql://arena@db:5432/arena")).toBe(false);
    expect(isEmbeddedDatabaseUrl("postgresql://postgres@127.0.0.1:5433/postgres?sslmode=disable")).toBe(false);
    expect(isEmbeddedDatabaseUrl("not a url")).toBe(false);
  });

  it("waits a minute for its turn on the embedded database, where a transaction holds every other client", () => {
    expect(waitForTurnMs(embeddedDatabaseUrl(5433), 1_500)).toBe(60_000);
    expect(waitForTurnMs("postgresql://arena@db:5432/arena", 1_500)).toBe(1_500);
  });
});
