import { describe, expect, it } from "vitest";
import { artifactSchema } from "@/lib/runs/schema";
import { computeJsonDepth, MAX_JSON_DEPTH } from "@/lib/ingest/json";

function nest(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let i = 1; i < levels; i++) value = { inner: value };
  return value;
}

describe("hostile nesting in uploaded JSON", () => {
  it("measures depth without recursion, even 100,000 levels deep", () => {
    expect(computeJsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(computeJsonDepth(nest(100_000))).toBeGreaterThan(MAX_JSON_DEPTH);
  });

  it("refuses an artifact nested deeper than any tool writes, naming the content", () => {
    const result = artifactSchema.safeParse({ tool: "vllm-bench-serve", content: nest(5_000) });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("nested more than 64 levels");
    expect(artifactSchema.safeParse({ tool: "vllm-bench-serve", content: nest(10) }).success).toBe(true);
  });
});
