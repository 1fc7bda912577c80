import { runIdSchema } from "@/lib/api/schema";
import { answering503WhenDatabaseIsDown, badRequest, json, notFound } from "@/lib/http";
import { getRunForExport } from "@/lib/runs/data";

type Context = { params: Promise<{ id: string }> };

/** The run's source data and metadata as JSON: the same body as GET /api/v1/runs/{id}. */
async function handleGet(_request: Request, { params }: Context) {
  const id = runIdSchema.safeParse((await params).id);
  if (!id.success) return badRequest("The run id is not valid.", [{ path: "id", message: id.error.issues[0].message }]);
  const run = await getRunForExport(id.data);
  if (!run) return notFound(`No public run has the id ${id.data}.`);
  return json(run, { headers: { "Content-Disposition": `inline; filename="run-${run.id}.json"` } });
}

export const GET = answering503WhenDatabaseIsDown(handleGet);
