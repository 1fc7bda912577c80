/**
 * The security headers of every response: set by next.config.ts `headers()` for pages, files and
 * route handlers, and by the proxy and the request pipeline (lib/http.ts) on the answers they make
 * themselves. Pure, no `next/*`: next.config.ts imports it. docs/SECURITY.md explains each choice.
 */

/**
 * The Content-Security-Policy. Scripts allow 'unsafe-inline' because the App Router writes each
 * page's data into inline <script> tags whose text differs per page and per data version: a hash
 * cannot be known before rendering, and a per-request nonce makes every page render per request,
 * which would end page caching. What the policy still enforces: scripts only from this origin,
 * no plugins, no <base> hijack, forms post only here, no framing, no fetches to other origins.
 * `next dev` evaluates code with eval() (React's debugging and Fast Refresh): only there.
 */
export function buildContentSecurityPolicy({ development = false } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // Sign-in with GitHub answers a form's POST with a redirect to github.com, which browsers
    // check against form-action when JavaScript is off (a server action's form posts natively).
    "form-action": ["'self'", "https://github.com"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Every security header, as name and value pairs. */
export function listSecurityHeaders({ development = false } = {}): Array<{ key: string; value: string }> {
  return [
    { key: "Content-Security-Policy", value: buildContentSecurityPolicy({ development }) },
    // For browsers that predate frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // The site uses none of these: a script injected into it cannot either.
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  ];
}
