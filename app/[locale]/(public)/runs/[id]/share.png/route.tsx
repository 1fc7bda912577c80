import { z } from "zod";
import { answerShareImage } from "@/components/share-card";
import { route } from "@/lib/http";
import { RunShareImage } from "../share-image";

/**
 * The share card (Open Graph, Twitter) as a PNG, at a path of its own: Next.js's opengraph-image
 * files inside a route group get a generated suffix in their URL, which a page cannot name.
 */
export const GET = route({
  params: z.object({ id: z.string().max(200) }),
  handle: async ({ params }) =>
    answerShareImage(`runs:${params.id}`, () => RunShareImage({ params: Promise.resolve(params) })),
});
