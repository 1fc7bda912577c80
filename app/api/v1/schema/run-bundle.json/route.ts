import { z } from "zod";
import { route } from "@/lib/http";
import { API_EXAMPLE_ORIGIN as base } from "@/lib/route-docs";
import { runBundleSchema } from "@/lib/runs/schema";
import { summaryContentSchema } from "@/lib/ingest/summary";

/** The run-bundle format as JSON Schema, built from the zod schema uploads are checked with. */
export const GET = route({
  docs: {
    operationId: "getRunBundleSchema",
    summary: "Get the run-bundle JSON Schema",
    description: "The upload format as JSON Schema (draft 2020-12), built from the schema uploads are checked with.",
    responses: {
      "200": {
        description: "A JSON Schema document.",
        content: { "application/schema+json": { json: { type: "object" } } },
      },
    },
    examples: [`curl ${base}/api/v1/schema/run-bundle.json`],
  },
  handle: answerSchema,
});

function answerSchema() {
  const schema = z.toJSONSchema(runBundleSchema, { io: "input", target: "draft-2020-12" });
  // Indented: people read it to write a manifest.
  const document = {
    ...schema,
    $id: "/api/v1/schema/run-bundle.json",
    title: "Inference Arena run bundle",
    description:
      "One measured run: model, hardware, engine, launch command and the benchmark tools' raw output. A " +
      "`summary` artifact's content follows $defs.summaryContent.",
    $defs: { summaryContent: z.toJSONSchema(summaryContentSchema, { io: "input", target: "draft-2020-12" }) },
  };
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
