/**
 * The client's address as the abuse limits count it: the first address of X-Forwarded-For, else
 * X-Real-IP, else "unknown". Only as honest as the proxy in front: it must set these headers
 * itself, replacing what the client sent (nginx: `proxy_set_header X-Forwarded-For $remote_addr`).
 * `next start` alone fills X-Forwarded-For from the socket only when the request has none, so
 * without a proxy a client can name any address and step around the per-address limits (the
 * per-account limits still hold). See docs/SECURITY.md. Pure.
 */

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

export function getClientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const real = headers.get("x-real-ip")?.trim();
  const address = forwarded || real;
  return address ? normalizeClientAddress(address) : "unknown";
}
