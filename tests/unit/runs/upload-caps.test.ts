import { describe, expect, it } from "vitest";
import { POSTGRES_INT_MAX } from "@/lib/ingest/schema";
import { type BundleError, parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import { UPLOAD_CAPS } from "@/lib/ingest/caps";
import { buildBundle, CHAT_OUTPUT, catchBundleError } from "@/tests/support/run-bundle";

const prepare = (input: unknown) => prepareRun(parseRunBundle(input));
const refusal = (input: unknown) => catchBundleError(() => prepare(input));

const describeIssues = (error: BundleError) =>
  error.issues.map((issue) => `${issue.path}: ${issue.message}`).join("\n");

/** `count` decode cells of a context x concurrency grid, distinct and valid. */
function decodeCells(count: number, firstContext = 0) {
  return Array.from({ length: count }, (_, index) => ({
    phase: "decode",
    contextTokens: firstContext + Math.floor(index / 100) * 1024,
    concurrency: (index % 100) + 1,
    status: "valid",
    totalTps: 100,
    perRequestTps: 50,
  }));
}

const matrixSummary = (cells: unknown[]) => ({
  tool: "summary",
  content: { matrix: { meta: { decodeMode: "duration" }, cells } },
});

const measurements = (count: number, firstPrompt = 1) =>
  Array.from({ length: count }, (_, index) => ({ promptTokens: firstPrompt + index, concurrency: 1, perUserTps: 10 }));

const testsSummary = (count: number, firstPrompt = 1) => ({
  tool: "summary",
  content: { tests: [{ test: "chat", measurements: measurements(count, firstPrompt) }] },
});

describe("upload caps: at the cap accepted, over it refused naming the cap", () => {
  it("artifacts per run", () => {
    const artifacts = (count: number) => Array.from({ length: count }, (_, index) => testsSummary(1, index + 1));
    expect(prepare(buildBundle({ artifacts: artifacts(UPLOAD_CAPS.artifacts) })).artifacts).toHaveLength(
      UPLOAD_CAPS.artifacts,
    );
    const error = refusal(buildBundle({ artifacts: artifacts(UPLOAD_CAPS.artifacts + 1) }));
    expect(describeIssues(error)).toBe("artifacts: At most 200 artifacts per run (upload cap artifacts).");
  });

  it("matrix cells per run, in one artifact and over several", () => {
    const cap = UPLOAD_CAPS.matrixCellsPerRun;
    expect(
      prepare(buildBundle({ artifacts: [matrixSummary(decodeCells(cap))] })).artifacts[0]!.matrixCells,
    ).toHaveLength(cap);
    const one = refusal(buildBundle({ artifacts: [matrixSummary(decodeCells(cap + 1))] }));
    expect(describeIssues(one)).toContain("artifacts.0.content (matrix.cells)");
    expect(describeIssues(one)).toContain("upload cap matrixCellsPerRun");
    const half = Math.ceil(cap / 2);
    const split = [matrixSummary(decodeCells(half)), matrixSummary(decodeCells(cap + 1 - half, 1_000_000))];
    expect(describeIssues(refusal(buildBundle({ artifacts: split })))).toBe(
      "artifacts: At most 5,000 matrix cells per run (upload cap matrixCellsPerRun).",
    );
  });

  it("matrix cells a llm-inference-bench grid names: counted before they are made", () => {
    const report = (contexts: number, concurrencies: number) => ({
      tool: "llm-inference-bench",
      content: JSON.stringify({
        metadata: {
          context_lengths: Array.from({ length: contexts }, (_, index) => index * 1024),
          concurrency_levels: Array.from({ length: concurrencies }, (_, index) => index + 1),
        },
        results: [],
      }),
    });
    expect(prepare(buildBundle({ artifacts: [report(50, 100)] })).artifacts[0]!.matrixCells).toHaveLength(5_000);
    const error = refusal(buildBundle({ artifacts: [report(10_000, 10_000)] }));
    expect(describeIssues(error)).toBe(
      "artifacts.0.content (metadata.context_lengths): At most 5,000 matrix cells per run (upload cap " +
        "matrixCellsPerRun).",
    );
  });

  it("measurements per artifact and per run", () => {
    const perArtifact = UPLOAD_CAPS.measurementsPerArtifact;
    expect(prepare(buildBundle({ artifacts: [testsSummary(perArtifact)] })).artifacts[0]!.measurements).toHaveLength(
      perArtifact,
    );
    expect(describeIssues(refusal(buildBundle({ artifacts: [testsSummary(perArtifact + 1)] })))).toContain(
      "upload cap measurementsPerArtifact",
    );
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => JSON.stringify({ completed: 1, num_prompts: index + 1 })).join("\n");
    expect(
      describeIssues(
        refusal(buildBundle({ artifacts: [{ tool: "vllm-bench-serve", content: lines(perArtifact + 1) }] })),
      ),
    ).toBe(
      "artifacts.0.content (line 2001): At most 2,000 measurements per artifact (upload cap measurementsPerArtifact).",
    );
    const artifacts = (total: number) =>
      Array.from({ length: total / perArtifact }, (_, index) => testsSummary(perArtifact, index * perArtifact + 1));
    expect(prepare(buildBundle({ artifacts: artifacts(UPLOAD_CAPS.measurementsPerRun) })).artifacts).toHaveLength(5);
    const over = [...artifacts(UPLOAD_CAPS.measurementsPerRun), testsSummary(1, 1_000_000)];
    expect(describeIssues(refusal(buildBundle({ artifacts: over })))).toBe(
      "artifacts: At most 10,000 measurements per run (upload cap measurementsPerRun).",
    );
  });

  it("string lengths: every string field has a maximum", () => {
    const cases: Array<[string, (length: number) => Record<string, unknown>, number]> = [
      ["launchCommand", (n) => ({ launchCommand: "v".repeat(n) }), UPLOAD_CAPS.launchCommandChars],
      ["model.name", (n) => ({ model: { ...buildBundle().model, name: "m".repeat(n) } }), 200],
      ["engine.build", (n) => ({ engine: { ...buildBundle().engine, build: "b".repeat(n) } }), 300],
      ["hardware.os", (n) => ({ hardware: { ...buildBundle().hardware, os: "o".repeat(n) } }), 200],
      [
        "artifacts.0.fileName",
        (n) => ({ artifacts: [{ tool: "llama-benchy", content: CHAT_OUTPUT, fileName: "f".repeat(n) }] }),
        255,
      ],
      [
        "sanity.0.prompt",
        (n) => ({ sanity: [{ prompt: "p".repeat(n), output: "ok" }] }),
        UPLOAD_CAPS.sanityPromptChars,
      ],
      ["sanity.0.output", (n) => ({ sanity: [{ prompt: "p", output: "o".repeat(n) }] }), UPLOAD_CAPS.sanityOutputChars],
    ];
    for (const [path, withLength, max] of cases) {
      expect(() => prepare(buildBundle(withLength(max))), path).not.toThrow();
      const error = refusal(buildBundle(withLength(max + 1)));
      expect(
        error.issues.map((issue) => issue.path),
        path,
      ).toEqual([path]);
      expect(error.issues[0]!.message, path).toContain(String(max));
    }
  });

  it("sanity samples per run", () => {
    const samples = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ prompt: `p${index}`, output: "ok" }));
    expect(prepare(buildBundle({ sanity: samples(UPLOAD_CAPS.sanitySamples) })).sanity).toHaveLength(
      UPLOAD_CAPS.sanitySamples,
    );
    expect(describeIssues(refusal(buildBundle({ sanity: samples(UPLOAD_CAPS.sanitySamples + 1) })))).toBe(
      "sanity: At most 200 sanity samples per run (upload cap sanitySamples).",
    );
  });

  it("a model's long answer in a tool's output is shortened to the sanity cap, not refused", () => {
    const answer = "a".repeat(UPLOAD_CAPS.sanityOutputChars * 2);
    const content = JSON.stringify({ completed: 1, num_prompts: 1, generated_texts: [answer, "nul\u0000byte"] });
    const prepared = prepare(buildBundle({ artifacts: [{ tool: "vllm-bench-serve", content }] }));
    expect(prepared.sanity.map((sample) => sample.output.length)).toEqual([UPLOAD_CAPS.sanityOutputChars, 8]);
    expect(prepared.sanity[1]!.output).toBe("nul\uFFFDbyte");
  });
});

describe("numbers PostgreSQL cannot store are refused by the schema, naming the field", () => {
  const cell = (fields: Record<string, unknown>) => matrixSummary([{ ...decodeCells(1)[0], ...fields }]);

  it("integers: up to 2,147,483,647 (int4); 1e12 refused", () => {
    expect(() => prepare(buildBundle({ artifacts: [cell({ completedRequests: POSTGRES_INT_MAX })] }))).not.toThrow();
    for (const field of ["completedRequests", "outputTokens", "contextTokens", "concurrency"]) {
      const error = refusal(buildBundle({ artifacts: [cell({ [field]: 1e12 })] }));
      expect(describeIssues(error), field).toBe(
        `artifacts.0.content (matrix.cells[0].${field}): matrix.cells[0].${field}: must be at most 2147483647`,
      );
    }
    const tests = { tool: "summary", content: { tests: [{ test: "chat", measurements: [{ promptTokens: 1e12 }] }] } };
    expect(describeIssues(refusal(buildBundle({ artifacts: [tests] })))).toContain(
      "tests[0].measurements[0].promptTokens",
    );
  });

  it("integers in a tool's own output name the tool's field", () => {
    const report = JSON.stringify({
      metadata: { context_lengths: [0], concurrency_levels: [1] },
      results: [{ context_tokens: 0, concurrency: 1, aggregate_tps: 100, completed_request_count: 1e12 }],
    });
    const error = refusal(buildBundle({ artifacts: [{ tool: "llm-inference-bench", content: report }] }));
    expect(error.issues[0]!.path).toBe("artifacts.0.content (results[0].completed_request_count)");
    expect(error.issues[0]!.message).toContain("must be at most 2147483647");
  });

  it("figures: finite and at most 1e12", () => {
    expect(() => prepare(buildBundle({ artifacts: [cell({ totalTps: 1e12 })] }))).not.toThrow();
    expect(describeIssues(refusal(buildBundle({ artifacts: [cell({ totalTps: 1e13 })] })))).toContain(
      "matrix.cells[0].totalTps: must be at most 1000000000000",
    );
  });

  it("a NUL character, which PostgreSQL's text cannot hold", () => {
    const error = refusal(buildBundle({ engine: { ...buildBundle().engine, build: "a\u0000b" } }));
    expect(describeIssues(error)).toBe("engine.build: contains a NUL character (U+0000), which cannot be stored");
  });
});

describe("error answers stay small", () => {
  it("lists the first 20 issues and counts the rest", () => {
    const artifacts = Array.from({ length: 150 }, () => ({ tool: "vllm-bench-serve", content: "{ not json" }));
    const error = refusal(buildBundle({ artifacts }));
    expect(error.issues).toHaveLength(21);
    expect(error.issues[20]).toEqual({ path: "(more)", message: "130 more issue(s) not listed." });
  });

  it("never echoes a long value back", () => {
    const content = JSON.stringify({ completed: "x".repeat(1_000_000) });
    const error = refusal(buildBundle({ artifacts: [{ tool: "vllm-bench-serve", content }] }));
    expect(error.message.length).toBeLessThan(300);
    expect(error.issues[0]!.message).toBe(
      'completed must be a number, not "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"…',
    );
  });
});
