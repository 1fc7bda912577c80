import { getCurrentUser } from "@/lib/auth";
import { PRIVATE_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { json, route } from "@/lib/http";

/**
 * GET /api/v1/me: who the session cookie belongs to (handle and role), or `{ "user": null }`.
 * The header's account links (components/user-menu.tsx) read it in the browser, so that public
 * pages are the same for everyone and can be served from the cache. Never stored by anyone.
 */
export const GET = route({
  handle: async () => {
    const user = await getCurrentUser();
    const body = { user: user && { handle: user.handle, role: user.role } };
    return json(body, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  },
});
