import { runIdSchema } from "@/lib/api/schema";
import { answering503WhenDatabaseIsDown, badRequest, notFound } from "@/lib/http";
import { getRunArtifact } from "@/lib/runs/data";
import { sanitizeFileName } from "@/lib/runs/prepare";

type Context = { params: Promise<{ id: string; artifactId: string }> };

/** One raw artifact as uploaded (secrets redacted), as a download: never rendered by the browser. */
async function handleGet(_request: Request, { params }: Context) {
  const { id, artifactId } = await params;
  for (const [path, value] of [["id", id], ["artifactId", artifactId]] as const) {
    const parsed = runIdSchema.safeParse(value);
    if (!parsed.success) return badRequest(`The ${path} is not valid.`, [{ path, message: parsed.error.issues[0].message }]);
  }
  const artifact = await getRunArtifact(id, artifactId);
  if (!artifact) return notFound(`Run ${id} has no public artifact ${artifactId}.`);
  const fileName = sanitizeFileName(artifact.fileName ?? `artifact-${artifact.position + 1}.${artifact.format}`);
  return new Response(artifact.content, {
    headers: {
      "Content-Type": artifact.format === "json" ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const GET = answering503WhenDatabaseIsDown(handleGet);
