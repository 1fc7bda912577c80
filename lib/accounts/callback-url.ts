/**
 * Where a visitor may be sent after signing in: a path of this site, never another site. A
 * browser reads "//host/x" and "/\host/x" as another host, ignores tabs and newlines inside a
 * URL, and "%2F%2Fhost" may be decoded on the way; each is refused, so is any scheme. Pure.
 */

const PROBE_ORIGIN = "http://arena.invalid";

/** `value` as a same-site path ("/runs/x?tab=y#z"), else `fallback`. */
export function toSafeCallbackPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 500) return fallback;
  // Backslashes count as slashes in browsers; control characters and spaces are dropped by URL parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u0020\u007f]/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  // "/%2F%2Fhost" stays on this site today, but a proxy or a later redirect may decode it.
  if (decoded.startsWith("//") || decoded.includes("\\")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * For Auth.js's `redirect` callback: `url` (absolute or a path) if it is on `baseUrl`'s origin,
 * as an absolute URL there; anything else sends the visitor to the site's front page.
 */
export function toSameOriginUrl(url: string, baseUrl: string): string {
  const base = new URL(baseUrl);
  let path: unknown = url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    let absolute: URL;
    try {
      absolute = new URL(url);
    } catch {
      return base.origin;
    }
    if (absolute.origin !== base.origin) return base.origin;
    path = `${absolute.pathname}${absolute.search}${absolute.hash}`;
  }
  return `${base.origin}${toSafeCallbackPath(path, "/")}`;
}
