/**
 * Turns a validated run bundle into everything the importer stores: parsed and
 * suite-mapped measurements, matrix cells, redacted text, a content hash. Pure: no
 * database, so an upload is fully checked before the first write.
 */
import { createHash } from "node:crypto";
import { InvalidInputError } from "@/lib/errors";
import { describePart, parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { mapMeasurementsToSuite } from "@/lib/ingest/map-to-suite";
import {
  ParseError,
  type ArtifactPart,
  type ArtifactSetup,
  type MatrixCell,
  type MatrixMeta,
  type Measurement,
  type ParsedFile,
  type SkippedRow,
} from "@/lib/ingest/schema";
import { findRunCapIssues, limitIssues } from "@/lib/runs/caps";
import { computePlausibilityWarnings } from "@/lib/runs/plausibility";
import { redactJson, redactSecrets } from "@/lib/runs/redact";
import { groupParts, type PartGroup, resolveRunModels } from "@/lib/runs/parts";
import { MAX_RUNS_PER_UPLOAD, runBundleSchema, type RunBundle } from "@/lib/runs/schema";
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
  /** Which part of its file this run's rows are (1-based index of N), when the parser names one. */
  part: (ArtifactPart & { index: number; of: number }) | null;
  /** The file's rows that no run stores, and how it was read: the same for every run of the file. */
  skipped: SkippedRow[];
  notes: string[];
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

export type PreparedRun = ReturnType<typeof prepareGroup>;
export type PreparedUpload = ReturnType<typeof prepareRuns>;

/** A row of an uploaded file that no run stores, named with its file (nothing is dropped in silence). */
export type UploadSkippedRow = SkippedRow & { file: string };

const SAMPLES_PER_ARTIFACT = 3;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function artifactText(content: string | Record<string, unknown>): string {
  return typeof content === "string" ? content : JSON.stringify(content);
}

type Bundle = RunBundle;
type BundleArtifact = Bundle["artifacts"][number];

/** One file of the bundle, read whole: its parts, skipped rows and notes. */
type ReadFile = {
  position: number;
  artifact: BundleArtifact;
  fileName: string | null;
  content: string;
  sha256: string;
  file: ParsedFile;
};

const nameOfFile = (file: { position: number; fileName: string | null }) =>
  file.fileName ?? `artifact ${file.position + 1}`;

/**
 * Every run an upload becomes (one per model and setup its files hold: lib/runs/parts.ts), each
 * checked as a whole, with the rows no run stores and the notes on how each file was read.
 * Nothing is written here: an upload is fully checked before the first write.
 */
export function prepareRuns(parsed: RunBundle, readFile: typeof parseArtifactFile = parseArtifactFile) {
  // Every string of the bundle (free text, names, artifact file names and contents, sanity samples,
  // the launch command) is redacted first, in one walk over the plain data: no field can be missed,
  // and everything below (parsing, slugs, the content hash, what is stored) sees only redacted text.
  const redacted = redactJson(parsed);
  const bundle = { ...redacted, hardware: { ...redacted.hardware, name: computeHardwareName(redacted.hardware) } };
  const issues: FieldIssue[] = [];
  const files: ReadFile[] = [];
  bundle.artifacts.forEach((artifact, position) => {
    const content = artifactText(artifact.content);
    try {
      files.push({
        position,
        artifact,
        fileName: artifact.fileName ? sanitizeFileName(artifact.fileName) : null,
        content,
        sha256: sha256(content),
        file: refuseUnmeasured(readFile(artifact.tool, content)),
      });
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      issues.push({
        path: `artifacts.${position}.content${error.path ? ` (${error.path})` : ""}`,
        message: error.message,
      });
    }
  });
  if (issues.length > 0) throw new BundleError(issues);
  const groups = groupParts(files.map((file) => ({ position: file.position, parts: file.file.parts })));
  if (groups.length > MAX_RUNS_PER_UPLOAD) {
    const names = groups.slice(0, 5).map((group) => describeGroup(group));
    throw new BundleError([
      {
        path: "artifacts",
        message:
          `The files hold ${groups.length} models or setups (${names.join("; ")}, ...), each a run of its own; ` +
          `one upload makes at most ${MAX_RUNS_PER_UPLOAD} runs: upload the files in several uploads.`,
      },
    ]);
  }
  const models = resolveRunModels(bundle.model, bundle.models ?? {}, groups);
  const runs = groups.map((group, index) =>
    prepareGroup(bundle, files, group, models[index] ?? bundle.model, groups.length > 1),
  );
  return {
    runs,
    skipped: files.flatMap((file) => file.file.skipped.map((row) => ({ file: nameOfFile(file), ...row }))),
    notes: files.flatMap((file) => file.file.notes.map((note) => ({ file: nameOfFile(file), note }))),
    /** The hashes of the files' redacted bytes: an upload whose file was stored before is a duplicate. */
    fileHashes: [...new Set(files.map((file) => file.sha256))],
  };
}

/** The one run of a bundle whose files hold one model and setup (the seed, tools, figures' tests). */
export function prepareRun(parsed: RunBundle): PreparedRun {
  const { runs } = prepareRuns(parsed);
  const [only] = runs;
  if (!only || runs.length !== 1) throw new Error(`The bundle makes ${runs.length} runs, not one.`);
  return only;
}

/**
 * A file whose every request failed (`completed: 0, failed: 8`) measured nothing: refused, never
 * published as "0.0 t/s". A part with some successes is stored, its failure rate shown.
 */
function refuseUnmeasured(file: ParsedFile): ParsedFile {
  const rows = file.parts.flatMap((part) => part.measurements);
  const sent = rows.reduce((sum, row) => sum + (row.requests ?? 0), 0);
  if (rows.length > 0 && sent > 0 && rows.every((row) => row.requests !== null && row.successes === 0)) {
    throw new ParseError(
      `Nothing was measured: completed: 0 of ${sent} requests (every request failed). ` +
        "Check the server's log, then upload the file of a run whose requests completed.",
      "completed",
    );
  }
  return file;
}

function describeGroup(group: PartGroup): string {
  const [first] = group.members;
  return first ? describePart(first.parsed) : "the typed model";
}

/** When the run was measured: as typed, else the earliest date its rows state. */
function resolveMeasuredAt(bundle: Bundle, group: PartGroup): Date {
  if (bundle.measuredAt) return bundle.measuredAt;
  const stated = group.members
    .map((member) => member.parsed.measuredAt)
    .filter((date): date is Date => date instanceof Date && !Number.isNaN(date.getTime()))
    .sort((a, b) => a.getTime() - b.getTime());
  if (stated[0]) return stated[0];
  throw new BundleError([
    {
      path: "measuredAt",
      message: "Required: the files do not say when they were measured; give the date (YYYY-MM-DD).",
    },
  ]);
}

function prepareGroup(
  bundle: Bundle,
  files: ReadFile[],
  group: PartGroup,
  model: RunBundle["model"],
  several: boolean,
) {
  const issues: FieldIssue[] = [];
  const stated: StatedFigures = { declaredComplete: [], statedCapacity: {} };
  const tools = new Map<string, string>((bundle.benchmarkTools ?? []).map((tool) => [tool.name, tool.version]));
  let matrixMeta: MatrixMeta | null = null;
  const seenCells = new Set<string>();
  const filesAt = new Map(files.map((file) => [file.position, file]));

  const artifacts: PreparedArtifact[] = [];
  /** Answers the tools kept (vLLM's generated_texts), a few per artifact, for the sanity review. */
  const generatedSamples: Array<{ testKey: string | null; prompt: string; output: string }> = [];
  for (const { position, parsed, index, of } of group.members) {
    const read = filesAt.get(position);
    if (!read) throw new Error(`No file was read at position ${position}.`);
    const { artifact } = read;
    try {
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
          prompt: `(${artifact.tool} keeps answers, not prompts: one of the answers in ${nameOfFile(read)})`,
          output,
        });
      }
      artifacts.push({
        position,
        tool: artifact.tool,
        format: parsed.format,
        toolVersion: parsed.toolVersion,
        testKey: artifact.test ?? null,
        fileName: read.fileName,
        content: read.content,
        sha256: read.sha256,
        sizeBytes: Buffer.byteLength(read.content),
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
        part: parsed.part ? { ...parsed.part, index, of } : null,
        skipped: read.file.skipped,
        notes: read.file.notes,
      });
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      issues.push({
        path: `artifacts.${position}.content${error.path ? ` (${error.path})` : ""}`,
        message: error.message,
      });
    }
  }
  issues.push(...findRunCapIssues(artifacts));
  if (issues.length > 0) throw new BundleError(issues);

  const measuredAt = resolveMeasuredAt(bundle, group);
  const runBundle = { ...bundle, model, measuredAt };
  const distinguishing = several && group.identity ? group.identity.distinguishing : {};
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
      paramsB: model.paramsB,
      activeParamsB: model.activeParamsB ?? null,
      architecture: model.architecture,
      precision: model.precision,
    },
    bandwidthGBs: bundle.hardware.bandwidthGBs ?? null,
  });
  const engine = bundle.engine;
  const engineKey = [engine.name, engine.version, engine.build, engine.commit, engine.backend]
    .map((part) => part ?? "")
    .join("|");

  const contentHash = sha256(
    JSON.stringify({
      model,
      hardware: bundle.hardware,
      engine: bundle.engine,
      launchCommand,
      measuredAt: measuredAt.toISOString(),
      artifacts: artifacts.map((artifact) => [artifact.tool, artifact.testKey, artifact.sha256]),
      sanity,
      // Only when stated: the hashes of runs uploaded before power was a field stay as they were.
      ...(bundle.measuredPowerW !== undefined && { measuredPowerW: bundle.measuredPowerW }),
      // Only for a run that is one part of its files: a one-run upload hashes as before.
      ...(several && { part: artifacts.map((artifact) => artifact.part) }),
    }),
  );

  return {
    bundle: runBundle,
    launchCommand,
    warnings,
    artifacts,
    sanity,
    stated,
    matrixMeta: matrixMeta as MatrixMeta | null,
    benchmarkTools: [...tools].map(([name, version]) => ({ name, version })),
    contentHash,
    /** What the file calls this run's model, and what sets it apart from the file's other runs. */
    modelLabel: group.identity?.modelLabel ?? null,
    distinguishing,
    slugs: {
      organization: slugify(model.org),
      model: slugify(model.name),
      variant: slugify(model.precision),
      hardware: slugifyHardware(bundle.hardware.name, bundle.hardware.count ?? 1),
    },
    engineKey,
  };
}

/**
 * The hardware's address: "2x-rx-7900-xtx" for two RX 7900 XTX. The name it is given is
 * computeHardwareName's, which never repeats the count.
 */
export function slugifyHardware(name: string, count: number): string {
  return slugify(count > 1 ? `${count}x ${name}` : name);
}

/**
 * The hardware's name without the count its count field states: "2x RX 7900 XTX" with count 2
 * is "RX 7900 XTX" (pages print "2× RX 7900 XTX"), never "2x 2x RX 7900 XTX".
 */
export function computeHardwareName(hardware: { name: string; count?: number }): string {
  const count = hardware.count ?? 1;
  if (count <= 1) return hardware.name;
  const stripped = hardware.name.replace(new RegExp(`^\\s*${count}\\s*[x×]\\s*`, "i"), "");
  return stripped || hardware.name;
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
