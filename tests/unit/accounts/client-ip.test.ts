import { describe, expect, it } from "vitest";
import { getClientIp, normalizeClientAddress } from "@/lib/accounts/client-ip";
import { formatWait } from "@/lib/accounts/throttle-messages";

describe("the client address the abuse limits count", () => {
  it("is the first hop of X-Forwarded-For, else X-Real-IP, else unknown", () => {
    const proxied = new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1", "x-real-ip": "10.0.0.9" });
    expect(getClientIp(proxied)).toBe("203.0.113.7");
    expect(getClientIp(new Headers({ "x-real-ip": "203.0.113.8" }))).toBe("203.0.113.8");
    expect(getClientIp(new Headers())).toBe("unknown");
    expect(getClientIp(new Headers({ "x-forwarded-for": " " }))).toBe("unknown");
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
