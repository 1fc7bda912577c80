import { runIdSchema } from "@/lib/api/schema";
import { answering503WhenDatabaseIsDown, badRequest, json, notFound } from "@/lib/http";
import { getRunForExport } from "@/lib/runs/data";

type Context = { params: Promise<{ id: string }> };

/** GET /api/v1/runs/{id}: the stored run, normalised, with every result (`runExportSchema`). */
async function handleGet(_request: Request, { params }: Context) {
  const id = runIdSchema.safeParse((await params).id);
  if (!id.success) return badRequest("The run id is not valid.", [{ path: "id", message: id.error.issues[0].message }]);
  const run = await getRunForExport(id.data);
  if (!run) return notFound(`No public run has the id ${id.data}.`);
  return json(run);
}

export const GET = answering503WhenDatabaseIsDown(handleGet);
