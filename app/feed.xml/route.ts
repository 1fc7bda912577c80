import { deferToRequest } from "@/lib/cache/prerender";
import { answerFeed } from "@/lib/discovery/feed";
import { SITE_NAME } from "@/lib/discovery/site";
import { route } from "@/lib/http";

/** Newly listed runs, site-wide (Atom). */
export const GET = route({
  handle: async () => {
    // On request, never at build time (the build reads no database); the read itself is cached.
    await deferToRequest();
    return answerFeed({
      scope: null,
      title: `${SITE_NAME}: new runs`,
      selfPath: "/feed.xml",
      pagePath: "/leaderboard",
    });
  },
});
