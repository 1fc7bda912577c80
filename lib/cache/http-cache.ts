/**
 * Cache-Control of the site's answers, for what sits in front of the app servers (a CDN, a
 * reverse proxy) and for browsers. Public pages and public API answers are the same for every
 * visitor: a shared cache may keep one for 5 s, then serve it while fetching it again for up to
 * 30 s more; browsers check theirs every time (the ETag makes that a 304). The app servers
 * themselves drop a page as soon as its data changes (docs/decisions/0007-page-cache.md). What
 * depends on who asks is never stored.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/**
 * An icon at an address that names its content's hash (`/icon.svg?icon.<hash>.svg`, `/apple-icon?<hash>`,
 * as the pages link them): a new icon gets a new address, so browsers and CDNs may keep this one for good.
 */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Icons whose links carry their content hash as the whole query string (Next.js's metadata icons). */
const HASHED_ICON_PATHS = new Set(["/icon.svg", "/apple-icon"]);

/** True for the icons' paths: files at the site's root, never a page of a locale. */
export function isIconPath(pathname: string): boolean {
  return HASHED_ICON_PATHS.has(pathname);
}

/** True for an icon address that names its content's hash (one bare word of letters, digits, `.`, `_`, `-`). */
export function isHashedIconAddress(pathname: string, search: string): boolean {
  return HASHED_ICON_PATHS.has(pathname) && /^\?[\w.-]{6,}$/.test(search);
}
