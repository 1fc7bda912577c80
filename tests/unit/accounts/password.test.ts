import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/accounts/password";

const PASSWORD = "correct horse battery staple";

describe("password hashing", () => {
  it("verifies the password it hashed", async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
  });

  it("refuses a wrong password, including one that differs only in case or a trailing space", async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
    expect(await verifyPassword(PASSWORD.toUpperCase(), stored)).toBe(false);
    expect(await verifyPassword(`${PASSWORD} `, stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("stores a self-describing scrypt string, never the password", async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored.startsWith("scrypt$")).toBe(true);
    expect(stored.split("$")).toHaveLength(6);
    expect(stored).not.toContain(PASSWORD);
  });

  it("salts every hash: the same password hashes differently and each still verifies", async () => {
    const [first, second] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    expect(first).not.toBe(second);
    expect(first.split("$")[4]).not.toBe(second.split("$")[4]);
    expect(await verifyPassword(PASSWORD, second)).toBe(true);
  });

  it("refuses every password against a missing or malformed stored hash", async () => {
    const [scheme, n, r, p, salt, hash] = (await hashPassword(PASSWORD)).split("$");
    const malformed = [
      null,
      "",
      PASSWORD,
      "bcrypt$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy",
      [scheme, n, r, p].join("$"),
      [scheme, n, r, p, salt, ""].join("$"),
      // A hash part that decodes to no bytes, or to a few: it must not match anything.
      [scheme, n, r, p, salt, "!!!"].join("$"),
      [scheme, n, r, p, salt, hash!.slice(0, 8)].join("$"),
      // Parameters scrypt cannot use.
      [scheme, "many", r, p, salt, hash].join("$"),
      [scheme, "3", r, p, salt, hash].join("$"),
    ];
    for (const stored of malformed) {
      await expect(verifyPassword(PASSWORD, stored), String(stored)).resolves.toBe(false);
    }
  });
});
