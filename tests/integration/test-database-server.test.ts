/**
 * `npm test` checks the PostgreSQL server before its integration run: the reason it gives for
 * not using one must point at the fix (start a server, or correct the URL's database or user).
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { withDatabase } from "@/lib/database/url";
import { findServerProblem } from "@/tests/support/database";

const databaseUrl = inject("databaseUrl");
const onRealServer = inject("databaseKind") === "postgres";

function findClosedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : null;
      server.close(() => (port === null ? reject(new Error("no port")) : resolve(port)));
    });
  });
}

describe("the reason npm test gives for not using a PostgreSQL server", () => {
  it("is none for a server where tests can create their databases", async () => {
    expect(await findServerProblem(databaseUrl, "TEST_DATABASE_URL")).toBeNull();
  });

  it("says that nothing answers when no server listens", async () => {
    const port = await findClosedPort();
    const problem = await findServerProblem(`postgresql://postgres@127.0.0.1:${port}/postgres`, "TEST_DATABASE_URL");
    expect(problem).toMatch(new RegExp(`^no PostgreSQL server answers at 127\\.0\\.0\\.1:${port}`));
  });

  // PGlite serves one database whatever name is asked for: only a real server can lack one.
  it.runIf(onRealServer)("names the missing database, and says the server answered", async () => {
    const missing = `arena_missing_${randomBytes(4).toString("hex")}`;
    const host = new URL(databaseUrl).host;
    const problem = await findServerProblem(withDatabase(databaseUrl, missing), "TEST_DATABASE_URL");
    expect(problem).toBe(
      `the PostgreSQL server at ${host} answered, but it has no database "${missing}" ` +
        `(named by TEST_DATABASE_URL: create it, or name one that exists)`,
    );
  });

  it.runIf(onRealServer)("says the login was refused for a user the server does not know", async () => {
    const url = new URL(databaseUrl);
    url.username = `arena_nobody_${randomBytes(4).toString("hex")}`;
    const problem = await findServerProblem(url.toString(), "DATABASE_URL");
    expect(problem).toMatch(new RegExp(`^the PostgreSQL server at ${url.host} answered, but refused the login \\(`));
    expect(problem).toContain(url.username);
    expect(problem).toMatch(/named by DATABASE_URL$/);
  });
});
