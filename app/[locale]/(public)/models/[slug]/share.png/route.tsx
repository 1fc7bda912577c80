import { z } from "zod";
import { answerShareImage } from "@/components/share-card";
import { route } from "@/lib/http";
import { ModelShareImage } from "../share-image";

/**
 * The share card (Open Graph, Twitter) as a PNG, at a path of its own: Next.js's opengraph-image
 * files inside a route group get a generated suffix in their URL, which a page cannot name.
 */
export const GET = route({
  params: z.object({ slug: z.string().max(200) }),
  handle: async ({ params }) =>
    answerShareImage(`models:${params.slug}`, () => ModelShareImage({ params: Promise.resolve(params) })),
});
