/**
 * Turns a validated run bundle into everything the importer stores: parsed and
 * suite-mapped measurements, matrix cells, redacted text, a content hash. Pure: no
 * database, so an upload is fully checked before the first write.
 */
import { createHash } from "node:crypto";
import { InvalidInputError } from "@/lib/errors";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import { mapMeasurementsToSuite } from "@/lib/ingest/map-to-suite";
import {
  ParseError,
  type ArtifactSetup,
  type MatrixCell,
  type MatrixMeta,
  type Measurement,
} from "@/lib/ingest/schema";
import { findRunCapIssues, limitIssues } from "@/lib/runs/caps";
import { computePlausibilityWarnings } from "@/lib/runs/plausibility";
import { redactJson, redactSecrets } from "@/lib/runs/redact";
import { runBundleSchema, type RunBundle } from "@/lib/runs/schema";
import { slugify } from "@/lib/slug";
import type { SuiteTestKey } from "@/lib/suite/test-keys";
import { formatTestLabel } from "@/lib/measurements/groups";

export type FieldIssue = { path: string; message: string };

/** Input that cannot be imported; each issue names the offending field or line (at most the cap's). */
export class BundleError extends InvalidInputError {
  constructor(issues: FieldIssue[]) {
    super("The upload is not a valid run.", limitIssues(issues));
    this.name = "BundleError";
  }
}

/** Validates a bundle with zod, naming each offending field. */
export function parseRunBundle(input: unknown): RunBundle {
  const result = runBundleSchema.safeParse(input);
  if (!result.success) {
    throw new BundleError(
      result.error.issues.map((issue) => ({ path: issue.path.join(".") || "(bundle)", message: issue.message })),
    );
  }
  return result.data;
}

export type PreparedArtifact = {
  position: number;
  tool: string;
  format: string;
  toolVersion: string | null;
  testKey: string | null;
  fileName: string | null;
  content: string;
  sha256: string;
  sizeBytes: number;
  measurements: Array<Measurement & { testKey: SuiteTestKey | null }>;
  matrixCells: MatrixCell[];
  /** What the file says about the setup (llama.cpp's tools); null when it says nothing. */
  setup: ArtifactSetup | null;
};

export type StatedFigures = {
  declaredComplete: SuiteTestKey[];
  statedCapacity: Record<string, { p95Under5s: number | null; p95Under10s: number | null }>;
};

/**
 * Run.stated read back, once per run by the recompute: a guard on the outline prepareRun writes
 * (a list and an object), not a parse. Another shape is an error: figures computed as if nothing
 * were stated would differ from the upload's without a word.
 */
export function readStatedFigures(value: unknown): StatedFigures | null {
  if (value === null) return null;
  if (
    typeof value === "object" &&
    "declaredComplete" in value &&
    Array.isArray(value.declaredComplete) &&
    "statedCapacity" in value &&
    typeof value.statedCapacity === "object" &&
    value.statedCapacity !== null
  ) {
    return value as StatedFigures;
  }
  throw new Error("Run.stated does not hold stated figures");
}

export type PreparedRun = ReturnType<typeof prepareRun>;

const SAMPLES_PER_ARTIFACT = 3;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function artifactText(content: string | Record<string, unknown>): string {
  return typeof content === "string" ? content : JSON.stringify(content);
}

export function prepareRun(parsed: RunBundle) {
  // Every string of the bundle (free text, names, artifact file names and contents, sanity samples,
  // the launch command) is redacted first, in one walk over the plain data: no field can be missed,
  // and everything below (parsing, slugs, the content hash, what is stored) sees only redacted text.
  const bundle = redactJson(parsed);
  const issues: FieldIssue[] = [];
  const stated: StatedFigures = { declaredComplete: [], statedCapacity: {} };
  const tools = new Map<string, string>((bundle.benchmarkTools ?? []).map((tool) => [tool.name, tool.version]));
  let matrixMeta: MatrixMeta | null = null;
  const seenCells = new Set<string>();

  const artifacts: PreparedArtifact[] = [];
  /** Answers the tools kept (vLLM's generated_texts), a few per artifact, for the sanity review. */
  const generatedSamples: Array<{ testKey: string | null; prompt: string; output: string }> = [];
  bundle.artifacts.forEach((artifact, position) => {
    const content = artifactText(artifact.content);
    try {
      const parsed = parseArtifact(artifact.tool, content);
      const mapped = mapMeasurementsToSuite(parsed, artifact.test);
      for (const cell of parsed.matrix?.cells ?? []) {
        const key = `${cell.phase}:${cell.contextTokens}:${cell.concurrency}`;
        if (seenCells.has(key)) {
          throw new ParseError(
            `matrix cell ${cell.phase} at context ${cell.contextTokens} x ${cell.concurrency} appears twice`,
            "matrix",
          );
        }
        seenCells.add(key);
      }
      if (parsed.matrix) matrixMeta = parsed.matrix.meta;
      stated.declaredComplete.push(...((parsed.declaredComplete ?? []) as SuiteTestKey[]));
      for (const capacity of parsed.statedCapacity ? [parsed.statedCapacity] : []) {
        stated.statedCapacity[capacity.test] = { p95Under5s: capacity.p95Under5s, p95Under10s: capacity.p95Under10s };
      }
      if (parsed.toolVersion && parsed.tool !== "summary") tools.set(parsed.tool, parsed.toolVersion);
      for (const output of parsed.sanityOutputs.slice(0, SAMPLES_PER_ARTIFACT)) {
        generatedSamples.push({
          testKey: artifact.test ?? mapped[0]?.test ?? null,
          prompt:
            `(${artifact.tool} keeps answers, not prompts: one of the answers in ` +
            `${artifact.fileName ?? `artifact ${position + 1}`})`,
          output,
        });
      }
      artifacts.push({
        position,
        tool: artifact.tool,
        format: parsed.format,
        toolVersion: parsed.toolVersion,
        testKey: artifact.test ?? null,
        fileName: artifact.fileName ? sanitizeFileName(artifact.fileName) : null,
        content,
        sha256: sha256(content),
        sizeBytes: Buffer.byteLength(content),
        measurements: mapped.map(({ test, measurement }) => {
          const { test: _named, ...figures } = measurement as Measurement & { test?: unknown };
          return {
            ...figures,
            testKey: test,
            testLabel: figures.testLabel ?? formatTestLabel(figures),
            definition: figures.definition ?? artifact.tool,
          };
        }),
        matrixCells: parsed.matrix?.cells ?? [],
        setup: parsed.setup ?? null,
      });
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      issues.push({
        path: `artifacts.${position}.content${error.path ? ` (${error.path})` : ""}`,
        message: error.message,
      });
    }
  });
  issues.push(...findRunCapIssues(artifacts));
  if (issues.length > 0) throw new BundleError(issues);

  const launchCommand = bundle.launchCommand;
  const sanity = [
    ...(bundle.sanity ?? []).map((sample) => ({
      testKey: sample.test ?? null,
      prompt: sample.prompt,
      output: sample.output,
    })),
    ...generatedSamples,
  ].map((sample, position) => ({
    position,
    testKey: sample.testKey,
    // Answers parsed out of a JSON artifact were redacted as JSON text; once unescaped, look again.
    prompt: redactSecrets(sample.prompt),
    output: redactSecrets(sample.output),
  }));
  const warnings = computePlausibilityWarnings({
    measurements: artifacts.flatMap((artifact) => artifact.measurements),
    matrixCells: artifacts.flatMap((artifact) => artifact.matrixCells),
    model: {
      paramsB: bundle.model.paramsB,
      activeParamsB: bundle.model.activeParamsB ?? null,
      architecture: bundle.model.architecture,
      precision: bundle.model.precision,
    },
    bandwidthGBs: bundle.hardware.bandwidthGBs ?? null,
  });
  const hardwareCount = bundle.hardware.count ?? 1;
  const hardwareSlug = slugify(hardwareCount > 1 ? `${hardwareCount}x ${bundle.hardware.name}` : bundle.hardware.name);
  const engine = bundle.engine;
  const engineKey = [engine.name, engine.version, engine.build, engine.commit, engine.backend]
    .map((part) => part ?? "")
    .join("|");

  const contentHash = sha256(
    JSON.stringify({
      model: bundle.model,
      hardware: bundle.hardware,
      engine: bundle.engine,
      launchCommand,
      measuredAt: bundle.measuredAt.toISOString(),
      artifacts: artifacts.map((artifact) => [artifact.tool, artifact.testKey, artifact.sha256]),
      sanity,
      // Only when stated: the hashes of runs uploaded before power was a field stay as they were.
      ...(bundle.measuredPowerW !== undefined && { measuredPowerW: bundle.measuredPowerW }),
    }),
  );

  return {
    bundle,
    launchCommand,
    warnings,
    artifacts,
    sanity,
    stated,
    matrixMeta: matrixMeta as MatrixMeta | null,
    benchmarkTools: [...tools].map(([name, version]) => ({ name, version })),
    contentHash,
    slugs: {
      organization: slugify(bundle.model.org),
      model: slugify(bundle.model.name),
      variant: slugify(bundle.model.precision),
      hardware: hardwareSlug,
    },
    engineKey,
  };
}

/** Keeps the last path segment and safe characters only: "../../etc/passwd" -> "passwd". */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return (
    base
      .replace(/[^A-Za-z0-9._ -]/g, "_")
      .replace(/^\.+/, "")
      .slice(0, 255) || "artifact"
  );
}
