import { z } from "zod";
import { isPlaceholder } from "@/lib/cache/prerender";
import { answerFeed } from "@/lib/discovery/feed";
import { SITE_NAME } from "@/lib/discovery/site";
import { getHardware } from "@/lib/hardware/data";
import { notFound, route } from "@/lib/http";

/** Newly listed runs on one hardware setup (Atom). */
export const GET = route({
  params: z.object({ slug: z.string().min(1).max(200) }),
  handle: async ({ params }) => {
    // The build's placeholder (lib/cache/prerender.ts) answers 404 without a read.
    const hardware = isPlaceholder(params.slug) ? null : await getHardware(params.slug);
    if (!hardware) return notFound(`No hardware with listed runs has the slug ${params.slug}.`);
    return answerFeed({
      scope: { hardwareSlug: hardware.slug },
      title: `${hardware.name}: new runs · ${SITE_NAME}`,
      selfPath: `/hardware/${hardware.slug}/feed.xml`,
      pagePath: `/hardware/${hardware.slug}`,
    });
  },
});
