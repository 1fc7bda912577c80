/**
 * One entry point for every artifact of a run bundle: picks the parser of its tool. Text is the
 * tool's output verbatim; an object is already-parsed JSON (JSON tools and summaries only).
 * Pure module.
 */
import { parseLlamaBenchy, parseLlamaBenchyObject } from "@/lib/ingest/parse-llama-benchy";
import { parseLlmInferenceBench, parseLlmInferenceBenchObject } from "@/lib/ingest/parse-llm-inference-bench";
import { parsePythonJson, parseVllmBenchServe, parseVllmBenchServeObject } from "@/lib/ingest/parse-vllm-bench";
import { checkCountCap } from "@/lib/ingest/caps";
import { ParseError, storableString, type ParsedArtifact } from "@/lib/ingest/schema";
import { summaryContentSchema, UPLOAD_CAPS, type ArtifactTool } from "@/lib/runs/schema";

export function parseArtifact(tool: ArtifactTool, content: string | object): ParsedArtifact {
  return boundArtifact(parseByTool(tool, content));
}

function parseByTool(tool: ArtifactTool, content: string | object): ParsedArtifact {
  const text = typeof content === "string" ? content : null;
  switch (tool) {
    case "llama-benchy":
      return text !== null ? parseLlamaBenchy(text) : parseLlamaBenchyObject(content);
    case "vllm-bench-serve":
      return text !== null ? parseVllmBenchServe(text) : parseVllmBenchServeObject(content);
    case "llm-inference-bench":
      return text !== null ? parseLlmInferenceBench(text) : parseLlmInferenceBenchObject(content);
    case "summary":
      return parseSummary(text !== null ? parsePythonJson(text) : content);
    default:
      throw new ParseError(`Unknown tool ${JSON.stringify(tool)}`, "tool");
  }
}

const toolVersionSchema = storableString(100).nullable();

/**
 * What every parser's result must respect before it is stored: the upload caps, and strings
 * PostgreSQL can hold. Answers the model wrote are samples for a reviewer: a long one is
 * shortened and a NUL replaced rather than the run refused.
 */
function boundArtifact(parsed: ParsedArtifact): ParsedArtifact {
  checkCountCap(parsed.measurements.length, "measurementsPerArtifact", "");
  checkCountCap(parsed.matrix?.cells.length ?? 0, "matrixCellsPerRun", "");
  if (!toolVersionSchema.safeParse(parsed.toolVersion).success) {
    throw new ParseError("the tool version must be at most 100 characters, without NUL characters", "version");
  }
  const limit = UPLOAD_CAPS.sanityOutputChars;
  const sanityOutputs = parsed.sanityOutputs.map((output) =>
    (output.length > limit ? `${output.slice(0, limit - 1)}…` : output).replaceAll("\u0000", "\uFFFD"),
  );
  return { ...parsed, sanityOutputs };
}

/**
 * Figures an uploader states directly (see `summaryContentSchema`): each test's measurements
 * carry their test; `complete` and `capacity` become declared completeness and stated capacity.
 */
function parseSummary(value: unknown): ParsedArtifact {
  const result = summaryContentSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue.path.reduce<string>(
      (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
      "",
    );
    throw new ParseError(`${path || "summary"}: ${issue.message}`, path || "$");
  }
  const tests = result.data.tests ?? [];
  const withCapacity = tests.flatMap((test, index) => (test.capacity ? [{ test, index }] : []));
  if (withCapacity.length > 1) {
    const path = `tests[${withCapacity[1].index}].capacity`;
    throw new ParseError(`${path}: only one test of a summary can state a capacity`, path);
  }
  const stated = withCapacity[0]?.test;
  return {
    tool: "summary",
    format: "json",
    toolVersion: null,
    model: null,
    measuredAt: null,
    measurements: tests.flatMap((test) =>
      test.measurements.map((measurement) => ({ ...measurement, test: test.test })),
    ),
    matrix: result.data.matrix ?? null,
    sanityOutputs: [],
    statedCapacity: stated?.capacity ? { test: stated.test, ...stated.capacity } : null,
    declaredComplete: tests.filter((test) => test.complete).map((test) => test.test),
  };
}
