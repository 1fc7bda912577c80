/**
 * Behind proxies the operator names in ARENA_TRUSTED_PROXIES: X-Forwarded-For is honoured for a
 * request that comes from one of them (the client is the right-most hop that is not a trusted
 * proxy), and ignored for any other.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ARENA_TRUSTED_PROXIES = "10.0.0.0/8, 2001:db8:ffff::/48";
  // A low per-address limit keeps the refused cases short: what counts is where they stop.
  process.env.ARENA_LIMIT_SIGNIN_PER_IP_PER_15MIN = "5";
});

import { LIMITS } from "@/lib/abuse/limits";
import { postCredentials } from "@/tests/support/auth-requests";
import { truncateAll } from "@/tests/support/database";

let counter = 0;
const newAddress = () => `203.0.${Math.floor(counter / 250) % 250}.${(counter++ % 250) + 1}`;

/** `count` wrong sign-ins, each from `peer` with the X-Forwarded-For `hops()` gives: their statuses. */
async function signIn(count: number, peer: string, hops: () => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const answer = await postCredentials(`nobody-${attempt}@example.com`, "wrong", { ip: peer, forwardedFor: hops() });
    statuses.push(answer.status);
  }
  return statuses;
}

const blockedAtLimit = (statuses: number[]) => {
  const limit = LIMITS.signInPerIp.limit;
  return statuses.slice(0, limit).every((status) => status === 302) && statuses.slice(limit).every((s) => s === 429);
};

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL!);
});

describe("X-Forwarded-For with ARENA_TRUSTED_PROXIES set", () => {
  it("is honoured from a trusted proxy: 55 clients behind a CDN and a proxy are 55 addresses", async () => {
    // client -> CDN edge (2001:db8:ffff::7) -> nginx (10.0.0.5) -> the app
    const statuses = await signIn(55, "10.0.0.5", () => `${newAddress()}, 2001:db8:ffff::7`);
    expect(LIMITS.signInPerIp.limit).toBe(5);
    expect(statuses).toEqual(Array(55).fill(302));
  });

  it("counts the address the first trusted proxy saw, not what the client wrote left of it", async () => {
    const statuses = await signIn(8, "10.0.0.5", () => `${newAddress()}, 198.51.100.50, 10.9.9.9`);
    expect(blockedAtLimit(statuses)).toBe(true);
  });

  it("is ignored from a peer that is not a trusted proxy", async () => {
    expect(blockedAtLimit(await signIn(8, "198.51.100.60", newAddress))).toBe(true);
  });
});
