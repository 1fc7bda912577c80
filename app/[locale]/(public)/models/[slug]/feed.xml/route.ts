import { z } from "zod";
import { isPlaceholder } from "@/lib/cache/prerender";
import { answerFeed } from "@/lib/discovery/feed";
import { SITE_NAME } from "@/lib/discovery/site";
import { notFound, route } from "@/lib/http";
import { getModel } from "@/lib/models/data";

/** Newly listed runs of one model (Atom). */
export const GET = route({
  params: z.object({ slug: z.string().min(1).max(200) }),
  handle: async ({ params }) => {
    // The build's placeholder (lib/cache/prerender.ts) answers 404 without a read.
    const model = isPlaceholder(params.slug) ? null : await getModel(params.slug);
    if (!model || model.variants.length === 0)
      return notFound(`No model with listed runs has the slug ${params.slug}.`);
    return answerFeed({
      scope: { modelSlug: model.slug },
      title: `${model.name}: new runs · ${SITE_NAME}`,
      selfPath: `/models/${model.slug}/feed.xml`,
      pagePath: `/models/${model.slug}`,
    });
  },
});
