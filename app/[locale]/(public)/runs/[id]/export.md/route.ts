import { z } from "zod";
import { runIdSchema } from "@/lib/runs/export-schema";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { notFound, route } from "@/lib/http";
import { getRunForExport } from "@/lib/runs/data";
import { formatRunMarkdown } from "@/lib/runs/export-markdown";

/** The run as a Markdown document, with absolute links to its page and artifacts. */
export const GET = route({
  params: z.object({ id: runIdSchema }),
  handle: async ({ request, params }) => {
    const run = await getRunForExport(params.id);
    if (!run) return notFound(`No public run has the id ${params.id}.`);
    return new Response(formatRunMarkdown(run, { baseUrl: new URL(request.url).origin }), {
      headers: {
        "Cache-Control": PUBLIC_CACHE_CONTROL,
        "Content-Type": "text/markdown; charset=utf-8",
        "Content-Disposition": `inline; filename="run-${run.id}.md"`,
      },
    });
  },
});
