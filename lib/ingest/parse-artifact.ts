/**
 * One entry point for every artifact of a run bundle: picks the parser of its tool. Text is the
 * tool's output verbatim; an object is already-parsed JSON (JSON tools and summaries only).
 * Pure module.
 */
import { parseAiperf, parseAiperfObject } from "@/lib/ingest/parse-aiperf";
import { parseGuidellm, parseGuidellmObject } from "@/lib/ingest/parse-guidellm";
import { parseLlamaBatchedBench } from "@/lib/ingest/parse-llama-batched-bench";
import { parseLlamaBench } from "@/lib/ingest/parse-llama-bench";
import { parseLlamaSweepBench } from "@/lib/ingest/parse-llama-sweep-bench";
import { parseLlamaBenchy, parseLlamaBenchyObject } from "@/lib/ingest/parse-llama-benchy";
import { parseLlmInferenceBench, parseLlmInferenceBenchObject } from "@/lib/ingest/parse-llm-inference-bench";
import { parseSglangBench, parseSglangBenchObject } from "@/lib/ingest/parse-sglang-bench";
import { parseVllmBenchServe, parseVllmBenchServeObject } from "@/lib/ingest/parse-vllm-bench";
import { checkCountCap, UPLOAD_CAPS } from "@/lib/ingest/caps";
import { parsePythonJson } from "@/lib/ingest/json";
import {
  type ArtifactTool,
  ParseError,
  storableString,
  type ParsedArtifact,
  type ParsedFile,
} from "@/lib/ingest/schema";
import { parseSummary } from "@/lib/ingest/summary";

/**
 * The whole file: a part per model and setup it holds, the rows it skipped and how it was read.
 * What the importer stores (issue 26: several runs from one file, nothing dropped in silence).
 */
export function parseArtifactFile(tool: ArtifactTool, content: string | object): ParsedFile {
  const file = toParsedFile(parseByTool(tool, content));
  return { ...file, parts: file.parts.map(boundArtifact) };
}

/**
 * A file of one model and setup, for callers that want its figures (hints, tests): a file of
 * several parts is an error naming them.
 */
export function parseArtifact(tool: ArtifactTool, content: string | object): ParsedArtifact {
  const { parts } = parseArtifactFile(tool, content);
  const [only] = parts;
  if (only && parts.length === 1) return only;
  const names = parts.map((part) => describePart(part)).join(", ");
  throw new ParseError(`The file holds ${parts.length} models or setups: ${names}`, "");
}

/** "qwen3 4B Q8_0 (fa=1)": a part as messages and labels name it. */
export function describePart(parsed: ParsedArtifact): string {
  const part = parsed.part;
  const model = part?.modelLabel ?? parsed.model ?? "the model";
  const setup = Object.entries(part?.distinguishing ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join(" ");
  return setup ? `${model} (${setup})` : model;
}

/** Parsers of one-part files return the part itself. */
function toParsedFile(result: ParsedArtifact | ParsedFile): ParsedFile {
  return "parts" in result ? result : { parts: [result], skipped: [], notes: [] };
}

function parseByTool(tool: ArtifactTool, content: string | object): ParsedArtifact | ParsedFile {
  const text = typeof content === "string" ? content : null;
  switch (tool) {
    case "llama-benchy":
      return text !== null ? parseLlamaBenchy(text) : parseLlamaBenchyObject(content);
    case "vllm-bench-serve":
      return text !== null ? parseVllmBenchServe(text) : parseVllmBenchServeObject(content);
    case "llm-inference-bench":
      return text !== null ? parseLlmInferenceBench(text) : parseLlmInferenceBenchObject(content);
    case "aiperf":
      return text !== null ? parseAiperf(text) : parseAiperfObject(content);
    case "guidellm":
      return text !== null ? parseGuidellm(text) : parseGuidellmObject(content);
    case "sglang-bench-serving":
      return text !== null ? parseSglangBench(text) : parseSglangBenchObject(content);
    case "summary":
      return parseSummary(text !== null ? parsePythonJson(text) : content);
    // tools whose outputs are text: an object is read as the JSON text it stands for
    case "llama-bench":
      return parseLlamaBench(text ?? JSON.stringify(content));
    case "llama-batched-bench":
      return parseLlamaBatchedBench(text ?? JSON.stringify(content));
    case "llama-sweep-bench":
      return parseLlamaSweepBench(text ?? JSON.stringify(content));
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
