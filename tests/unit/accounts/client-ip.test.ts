import { describe, expect, it } from "vitest";
import { normalizeClientAddress, resolveClientIp } from "@/lib/accounts/client-ip";
import { formatWait } from "@/lib/accounts/throttle-messages";
import { parseIpNetwork } from "@/lib/security/ip-address";
import { PEER_ADDRESS_HEADER } from "@/lib/security/peer-address";
import { must } from "@/tests/support/must";

const PROXIES = ["10.0.0.0/8", "2001:db8:ffff::/48", "192.0.2.10"].map((text) => must(parseIpNetwork(text), text));
const request = (peer: string | null, forwardedFor?: string, extra: Record<string, string> = {}) =>
  new Headers({
    ...(peer === null ? {} : { [PEER_ADDRESS_HEADER]: peer }),
    ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }),
    ...extra,
  });

describe("the client address the abuse limits count", () => {
  it("is the socket's peer, whatever X-Forwarded-For or X-Real-IP say, with no trusted proxy", () => {
    expect(resolveClientIp(request("198.51.100.4", "203.0.113.7", { "x-real-ip": "203.0.113.8" }), [])).toBe(
      "198.51.100.4",
    );
    expect(resolveClientIp(request("::ffff:127.0.0.1", "203.0.113.7"), [])).toBe("127.0.0.1");
    expect(resolveClientIp(request(null, "203.0.113.7"), [])).toBe("unknown");
  });

  it("is the right-most hop that is not a trusted proxy, for a request from a trusted proxy", () => {
    expect(resolveClientIp(request("10.0.0.1", "203.0.113.7"), PROXIES)).toBe("203.0.113.7");
    // The client's own claim is left of what the proxies appended: never reached.
    expect(resolveClientIp(request("10.0.0.1", "6.6.6.6, 203.0.113.7, 10.1.2.3"), PROXIES)).toBe("203.0.113.7");
    expect(resolveClientIp(request("192.0.2.10", "203.0.113.7:5123, [2001:db8:ffff::9]:443"), PROXIES)).toBe(
      "203.0.113.7",
    );
    // Only proxies named: the proxy itself (no client behind it).
    expect(resolveClientIp(request("10.0.0.1", "10.0.0.2"), PROXIES)).toBe("10.0.0.1");
    expect(resolveClientIp(request("10.0.0.1"), PROXIES)).toBe("10.0.0.1");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(resolveClientIp(request("198.51.100.4", "203.0.113.7"), PROXIES)).toBe("198.51.100.4");
    expect(resolveClientIp(request("192.0.2.11", "203.0.113.7"), PROXIES)).toBe("192.0.2.11");
  });

  it("counts an IPv6 host by its /64, as one host is given the whole network", () => {
    expect(normalizeClientAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(normalizeClientAddress("2001:db8:1:2::1")).toBe(normalizeClientAddress("2001:0db8:0001:0002:ffff::9"));
    expect(normalizeClientAddress("[2001:db8::1]")).toBe("2001:db8:0:0::/64");
    expect(normalizeClientAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("reads IPv4 plainly, also mapped into IPv6 or with a port", () => {
    expect(normalizeClientAddress("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(normalizeClientAddress("198.51.100.4:51234")).toBe("198.51.100.4");
    expect(normalizeClientAddress("x".repeat(500))).toHaveLength(64);
  });
});

describe("the wait people are told", () => {
  it("is rounded up, in the largest sensible unit", () => {
    expect(formatWait(0)).toBe("1 second");
    expect(formatWait(45)).toBe("45 seconds");
    expect(formatWait(61)).toBe("2 minutes");
    expect(formatWait(900)).toBe("15 minutes");
    expect(formatWait(3600)).toBe("60 minutes");
    expect(formatWait(7200)).toBe("2 hours");
  });
});
