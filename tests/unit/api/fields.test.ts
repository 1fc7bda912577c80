import { describe, expect, it } from "vitest";
import { listSchemaFields } from "@/lib/api/fields";
import { toSchema } from "@/lib/api/openapi";
import { runExportSchema } from "@/lib/runs/export-schema";
import { runBundleSchema } from "@/lib/runs/schema";

// As the OpenAPI document names them (the upload's body and GET /api/v1/runs/{id}'s answer).
const schemas = { RunBundle: toSchema(runBundleSchema, "input"), RunExport: toSchema(runExportSchema, "output") };
const fields = (name: string) => listSchemaFields({ $ref: `#/components/schemas/${name}` }, schemas);

describe("the API reference's field tables", () => {
  it("lists the run bundle's fields by path, with nested array members and what is required", () => {
    const rows = fields("RunBundle");
    const byPath = new Map(rows.map((row) => [row.path, row]));
    expect(byPath.get("schemaVersion")).toMatchObject({ type: "1", required: true });
    expect(byPath.get("model.precision")).toMatchObject({ type: "string", required: true });
    expect(byPath.get("model.activeParamsB")).toMatchObject({ type: "number", required: false });
    expect(byPath.get("artifacts[].tool")?.type).toBe(
      '"llama-benchy" | "vllm-bench-serve" | "llm-inference-bench" | "summary" | "llama-bench" | ' +
        '"llama-batched-bench" | "llama-sweep-bench" | "aiperf" | "guidellm" | ' +
        '"sglang-bench-serving"',
    );
    expect(byPath.get("artifacts[].content")?.type).toBe("string | object");
  });

  it("reads through nullable objects of the normalised run, keeping their descriptions", () => {
    const byPath = new Map(fields("RunExport").map((row) => [row.path, row]));
    expect(byPath.get("figures.rulesVersion")?.description).toContain("rules");
    expect(byPath.get("figures.tests[].headline.perUserTps")).toMatchObject({
      type: "number | null",
      description: "Tokens per second per user",
    });
    expect(byPath.get("matrix.cells[].status")?.type).toBe('"valid" | "over_capacity" | "error"');
    expect(byPath.get("measuredAt")?.type).toBe("string (date-time)");
  });
});
