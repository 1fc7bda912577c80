/**
 * The client's address as the abuse limits count it. By default the socket's peer, which the
 * server stamps on each request (lib/security/peer-address.ts): X-Forwarded-For and X-Real-IP are
 * ignored, since any client can send them. Behind reverse proxies or a CDN, the operator names
 * them in ARENA_TRUSTED_PROXIES; for a request whose peer is one of them, the client is the
 * right-most X-Forwarded-For hop that is not a trusted proxy (each proxy appends the address it
 * saw, so hops right of that one are proxies' and hops left of it are the client's own claims).
 * Without a peer address (a request the server did not stamp) every such request shares the
 * address "unknown". See docs/SECURITY.md.
 */
import { env } from "@/lib/env";
import { type IpNetwork, isInNetwork, parseIpAddress } from "@/lib/security/ip-address";
import { PEER_ADDRESS_HEADER } from "@/lib/security/peer-address";

/** An IPv6 address's first four groups: one host is given a whole /64 and could walk through it. */
function toIpv6Network(address: string): string | null {
  const [head, tail, ...rest] = address.split("::");
  if (rest.length > 0) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** One address as a counting key: IPv4 as is, IPv6 by its /64, anything else as sent (bounded). */
export function normalizeClientAddress(raw: string): string {
  let address = raw.trim().toLowerCase();
  if (address.startsWith("[")) address = address.slice(1, address.indexOf("]") > 0 ? address.indexOf("]") : undefined);
  address = address.replace(/%.*$/, ""); // an IPv6 zone ("fe80::1%eth0") names the interface, not the host
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (/^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$/.test(address)) return address.replace(/:\d+$/, "");
  if (address.includes(":")) return toIpv6Network(address) ?? address.slice(0, 64);
  return address.slice(0, 64) || "unknown";
}

function isTrusted(raw: string, proxies: readonly IpNetwork[]): boolean {
  const address = parseIpAddress(raw);
  return address !== null && proxies.some((network) => isInNetwork(address, network));
}

/** The client's address from the request's headers, trusting X-Forwarded-For only from `proxies`. Pure. */
export function resolveClientIp(headers: Headers, proxies: readonly IpNetwork[]): string {
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim();
  if (!peer) return "unknown";
  if (!isTrusted(peer, proxies)) return normalizeClientAddress(peer);
  // At most 30 hops are read: a longer chain is the client's own padding, beyond any real proxy path.
  const hops = (headers.get("x-forwarded-for") ?? "").split(",").slice(-30);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]?.trim();
    if (hop && !isTrusted(hop, proxies)) return normalizeClientAddress(hop);
  }
  return normalizeClientAddress(peer);
}

/** The client's address with the operator's trusted proxies (ARENA_TRUSTED_PROXIES). */
export function getClientIp(headers: Headers): string {
  return resolveClientIp(headers, env.ARENA_TRUSTED_PROXIES);
}
