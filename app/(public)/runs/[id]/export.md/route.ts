import { runIdSchema } from "@/lib/api/schema";
import { answering503WhenDatabaseIsDown, badRequest, notFound } from "@/lib/http";
import { getRunForExport } from "@/lib/runs/data";
import { formatRunMarkdown } from "@/lib/runs/export-markdown";

type Context = { params: Promise<{ id: string }> };

/** The run as a Markdown document, with absolute links to its page and artifacts. */
async function handleGet(request: Request, { params }: Context) {
  const id = runIdSchema.safeParse((await params).id);
  if (!id.success) return badRequest("The run id is not valid.", [{ path: "id", message: id.error.issues[0].message }]);
  const run = await getRunForExport(id.data);
  if (!run) return notFound(`No public run has the id ${id.data}.`);
  return new Response(formatRunMarkdown(run, { baseUrl: new URL(request.url).origin }), {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": `inline; filename="run-${run.id}.md"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const GET = answering503WhenDatabaseIsDown(handleGet);
