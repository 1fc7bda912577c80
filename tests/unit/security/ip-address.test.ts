import { describe, expect, it } from "vitest";
import { isInNetwork, parseIpAddress, parseIpNetwork } from "@/lib/security/ip-address";

const inside = (address: string, network: string) => isInNetwork(parseIpAddress(address)!, parseIpNetwork(network)!);

describe("IP addresses and networks", () => {
  it("reads addresses as sockets and proxies write them", () => {
    expect(parseIpAddress("203.0.113.7")).toEqual({ family: 4, bytes: [203, 0, 113, 7] });
    expect(parseIpAddress("203.0.113.7:5123")).toEqual(parseIpAddress("203.0.113.7"));
    expect(parseIpAddress("::ffff:127.0.0.1")).toEqual(parseIpAddress("127.0.0.1"));
    expect(parseIpAddress("[2001:db8::1]:443")).toEqual(parseIpAddress("2001:db8:0::1"));
    expect(parseIpAddress("fe80::1%eth0")?.family).toBe(6);
    for (const bad of ["", "unknown", "256.0.0.1", "1.2.3", "1::2::3", "12345::", "x".repeat(200)]) {
      expect(parseIpAddress(bad), bad).toBeNull();
    }
  });

  it("matches addresses against networks of any prefix", () => {
    expect(inside("10.200.3.4", "10.0.0.0/8")).toBe(true);
    expect(inside("11.0.0.1", "10.0.0.0/8")).toBe(false);
    expect(inside("172.31.255.255", "172.16.0.0/12")).toBe(true);
    expect(inside("172.32.0.0", "172.16.0.0/12")).toBe(false);
    expect(inside("127.0.0.1", "127.0.0.1")).toBe(true);
    expect(inside("127.0.0.2", "127.0.0.1")).toBe(false);
    expect(inside("2001:db8:ffff:1::9", "2001:db8:ffff::/48")).toBe(true);
    expect(inside("2001:db8:fffe::9", "2001:db8:ffff::/48")).toBe(false);
    expect(inside("::1", "::1")).toBe(true);
    expect(inside("::ffff:10.1.1.1", "10.0.0.0/8")).toBe(true);
    expect(inside("1.2.3.4", "0.0.0.0/0")).toBe(true);
    expect(inside("1.2.3.4", "::/0")).toBe(false);
  });

  it("refuses networks that are not one", () => {
    for (const bad of ["10.0.0.0/33", "10.0.0.0/-1", "::/129", "10.0.0.0/8/8", "example.com", "10.0.0.0/x"]) {
      expect(parseIpNetwork(bad), bad).toBeNull();
    }
  });
});
