import { z } from "zod";
import { API_EXAMPLE_ORIGIN as base, component, jsonAnswer } from "@/lib/route-docs";
import { getCurrentUser } from "@/lib/auth";
import { PRIVATE_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { json, route } from "@/lib/http";

/**
 * GET /api/v1/me: who the session cookie belongs to (handle and role), or `{ "user": null }`.
 * The header's account links (components/user-menu.tsx) read it in the browser, so that public
 * pages are the same for everyone and can be served from the cache. Never stored by anyone.
 */
const meSchema = z.object({
  user: z
    .object({ handle: z.string(), role: z.enum(["contributor", "admin"]) })
    .nullable()
    .describe("The signed-in account, or null"),
});

export const GET = route({
  docs: {
    operationId: "getMe",
    summary: "Get who is signed in",
    description:
      "The handle and role of the session cookie's account, or a null user: the site's pages read it in the " +
      "browser. Never cached.",
    responses: { "200": jsonAnswer("The account, or null.", component("Me", meSchema)) },
    examples: [`curl -b "authjs.session-token=$SESSION" ${base}/api/v1/me`],
  },
  handle: async () => {
    const user = await getCurrentUser();
    const body: z.output<typeof meSchema> = { user: user && { handle: user.handle, role: user.role } };
    return json(body, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  },
});
