/**
 * Cross-site request forgery: a page on another site can make the browser send a request with our
 * session cookie, but it cannot make the browser claim the request came from our own pages. A
 * cookie-authenticated mutation is accepted only when the browser says it is same-origin
 * (`Sec-Fetch-Site`, set by the browser, not by scripts) or, from browsers without that header,
 * when `Origin` is our own origin. Browsers never add bearer tokens on their own: requests
 * that carry one need no such check. Pure.
 */

export type OriginVerdict = { ok: true } | { ok: false; message: string };

const ADVICE = "Use the site's own pages, or send an API token (`Authorization: Bearer <token>`) instead.";

/** The first value of a header that proxies may send as a list ("https, http"). */
function firstValue(headers: Headers, name: string): string | null {
  return headers.get(name)?.split(",")[0]?.trim().toLowerCase() || null;
}

/**
 * The origins this request may come from: the URL the server saw, and the one a reverse proxy
 * names in X-Forwarded-Proto/-Host (a forged one needs a custom header, which browsers only send
 * cross-site after a CORS preflight that this site never grants).
 */
function listOwnOrigins(headers: Headers, requestUrl: string): string[] {
  const url = new URL(requestUrl);
  const protocol = firstValue(headers, "x-forwarded-proto") ?? url.protocol.slice(0, -1);
  const host = firstValue(headers, "x-forwarded-host") ?? firstValue(headers, "host") ?? url.host;
  return [url.origin.toLowerCase(), `${protocol}://${host}`];
}

/**
 * The site's address as the visitor sees it (behind a reverse proxy too), for commands and links
 * the site hands out: X-Forwarded-Proto/-Host, else Host, else `fallback`.
 */
export function readSiteOrigin(headers: Headers, fallback: string): string {
  const host = firstValue(headers, "x-forwarded-host") ?? firstValue(headers, "host");
  if (!host) return fallback;
  const protocol = firstValue(headers, "x-forwarded-proto") ?? new URL(fallback).protocol.slice(0, -1);
  return `${protocol}://${host}`;
}

/** Whether a request that the session cookie authenticates comes from this site's own pages. */
export function checkSameOrigin(headers: Headers, requestUrl: string): OriginVerdict {
  const site = headers.get("sec-fetch-site");
  if (site === "same-origin") return { ok: true };
  const refuse = (why: string): OriginVerdict => ({ ok: false, message: `Refused ${why}. ${ADVICE}` });
  if (site) return refuse(`a ${site} request that carries the session cookie`);
  const origin = headers.get("origin")?.toLowerCase();
  if (!origin) return refuse("a request with the session cookie and no Origin header");
  if (origin === "null") return refuse("a request with the session cookie from an opaque origin (Origin: null)");
  if (listOwnOrigins(headers, requestUrl).includes(origin)) return { ok: true };
  return refuse(`a request with the session cookie from another origin (${origin.slice(0, 200)})`);
}
