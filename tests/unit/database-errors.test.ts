import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/database/errors";

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
  });

  it("does not hide real errors behind a 503", () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isDatabaseUnavailable({ code: "P2002", message: "Unique constraint failed on the fields: (`slug`)" })).toBe(
      false,
    );
  });
});
