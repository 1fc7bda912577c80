import { z } from "zod";
import { runIdSchema } from "@/lib/runs/export-schema";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { notFound, route } from "@/lib/http";
import { getRunArtifact } from "@/lib/runs/data";
import { sanitizeFileName } from "@/lib/runs/prepare";

/** One raw artifact as uploaded (secrets redacted), as a download: never rendered by the browser. */
export const GET = route({
  params: z.object({ id: runIdSchema, artifactId: runIdSchema }),
  handle: async ({ params: { id, artifactId } }) => {
    const artifact = await getRunArtifact(id, artifactId);
    if (!artifact) return notFound(`Run ${id} has no public artifact ${artifactId}.`);
    const fileName = sanitizeFileName(artifact.fileName ?? `artifact-${artifact.position + 1}.${artifact.format}`);
    return new Response(artifact.content, {
      headers: {
        "Cache-Control": PUBLIC_CACHE_CONTROL,
        "Content-Type": artifact.format === "json" ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
      },
    });
  },
});
