/**
 * IP addresses and networks (CIDR) as text comes with them: a socket's peer (`::ffff:127.0.0.1`),
 * an X-Forwarded-For hop (`203.0.113.7:5123`, `[2001:db8::1]:443`), an operator's list
 * (`10.0.0.0/8, 2001:db8::/32`). IPv4-mapped IPv6 addresses are read as the IPv4 they carry.
 * Pure: no node:net, so that lib/env.ts can check ARENA_TRUSTED_PROXIES with it.
 */

export type IpAddress = { family: 4 | 6; bytes: number[] };
export type IpNetwork = IpAddress & { prefix: number };

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

function parseIpv6(text: string): number[] | null {
  let body = text;
  let tail: number[] = [];
  const lastColon = body.lastIndexOf(":");
  if (body.includes(".")) {
    const v4 = parseIpv4(body.slice(lastColon + 1));
    if (!v4) return null;
    tail = v4;
    body = `${body.slice(0, lastColon + 1)}0:0`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const split = (half: string | undefined) => (half ? half.split(":") : []);
  const [left, right] = [split(halves[0]), split(halves[1])];
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const bytes = groups.flatMap((group) => [Number.parseInt(group, 16) >> 8, Number.parseInt(group, 16) & 255]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** An address from a socket or a header hop: brackets, a port and an IPv6 zone are dropped. Null if none. */
export function parseIpAddress(raw: string): IpAddress | null {
  let text = raw.trim();
  if (text.length > 100) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.replace(/:\d+$/, "");
  text = text.replace(/%.*$/, "");
  const v4 = parseIpv4(text);
  if (v4) return { family: 4, bytes: v4 };
  const v6 = text.includes(":") ? parseIpv6(text) : null;
  if (!v6) return null;
  const mapped = v6.slice(0, 10).every((byte) => byte === 0) && v6[10] === 255 && v6[11] === 255;
  return mapped ? { family: 4, bytes: v6.slice(12) } : { family: 6, bytes: v6 };
}

/** `10.0.0.0/8`, `2001:db8::/32`, or one address (`127.0.0.1`: a /32, `::1`: a /128). Null if not one. */
export function parseIpNetwork(raw: string): IpNetwork | null {
  const [address, prefixText, ...rest] = raw.trim().split("/");
  if (rest.length > 0 || address === undefined || address.includes("[")) return null;
  const parsed = parseIpAddress(address);
  if (!parsed) return null;
  const bits = parsed.bytes.length * 8;
  // A mapped IPv6 network (::ffff:10.0.0.0/104) names the IPv4 one it carries.
  const given = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  const prefix = parsed.family === 4 && address.includes(":") && prefixText !== undefined ? given - 96 : given;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits) return null;
  return { ...parsed, prefix };
}

/** Whether `address` lies in `network`. */
export function isInNetwork(address: IpAddress, network: IpNetwork): boolean {
  if (address.family !== network.family) return false;
  for (let bit = 0; bit < network.prefix; bit += 8) {
    const index = bit / 8;
    const mask = network.prefix - bit >= 8 ? 255 : (255 << (8 - (network.prefix - bit))) & 255;
    if (((address.bytes[index] ?? 0) & mask) !== ((network.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}
