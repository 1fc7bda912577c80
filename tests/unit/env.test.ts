import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const NAMES = [
  "DATABASE_URL",
  "DATABASE_POOL_MAX",
  "AUTH_GITHUB_ID",
  "AUTH_GITHUB_SECRET",
  "ARENA_LIMIT_UPLOADS_PER_HOUR",
  "ARENA_TRUSTED_PROXIES",
];
let saved: Record<string, string | undefined>;

beforeEach(() => {
  saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  for (const name of NAMES) delete process.env[name];
  vi.resetModules();
});

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** lib/env.ts as a module imported for the first time. */
const importEnv = async () => (await import("@/lib/env")).env;

describe("the typed environment", () => {
  it("sees a variable a script sets after importing it, and keeps the value it first read", async () => {
    const env = await importEnv();
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/arena_a";
    expect(env.DATABASE_URL).toBe("postgresql://postgres@127.0.0.1:5432/arena_a");
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/arena_b";
    expect(env.DATABASE_URL).toBe("postgresql://postgres@127.0.0.1:5432/arena_a");
  });

  it("gives defaults for unset variables and reads an empty one as unset", async () => {
    process.env.AUTH_GITHUB_ID = "";
    process.env.AUTH_GITHUB_SECRET = "  ";
    const env = await importEnv();
    expect(env.DATABASE_POOL_MAX).toBe(10);
    expect(env.ARENA_LIMIT_UPLOADS_PER_HOUR).toBe(200);
    expect(env.AUTH_GITHUB_ID).toBeUndefined();
    expect(env.AUTH_GITHUB_SECRET).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads the trusted proxies as networks, none when unset, and names a bad entry", async () => {
    expect((await importEnv()).ARENA_TRUSTED_PROXIES).toEqual([]);
    vi.resetModules();
    process.env.ARENA_TRUSTED_PROXIES = "127.0.0.1, 10.0.0.0/8 2001:db8::/32";
    expect((await importEnv()).ARENA_TRUSTED_PROXIES.map(({ family, prefix }) => [family, prefix])).toEqual([
      [4, 32],
      [4, 8],
      [6, 32],
    ]);
    vi.resetModules();
    process.env.ARENA_TRUSTED_PROXIES = "10.0.0.0/8, cdn.example";
    const env = await importEnv();
    expect(() => env.ARENA_TRUSTED_PROXIES).toThrow(
      /ARENA_TRUSTED_PROXIES: "cdn.example" is not an IP address or CIDR network/,
    );
  });

  it("turns numbers into numbers", async () => {
    process.env.DATABASE_POOL_MAX = "5";
    expect((await importEnv()).DATABASE_POOL_MAX).toBe(5);
  });

  it("names the variable whose value is wrong, when it is used", async () => {
    process.env.DATABASE_POOL_MAX = "many";
    process.env.DATABASE_URL = "mysql://root@localhost/arena";
    const env = await importEnv();
    expect(() => env.DATABASE_POOL_MAX).toThrow(/^Invalid environment: DATABASE_POOL_MAX: /);
    expect(() => env.DATABASE_URL).toThrow("Invalid environment: DATABASE_URL: Use a postgresql:// URL.");
  });
});
