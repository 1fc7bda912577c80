/**
 * A run bundle that carries every secret of the redaction table (tests/unit/runs/redaction-table.ts)
 * in every place a bundle holds text: the launch command, each free-text field, artifact file names,
 * a llama-benchy Markdown artifact with the table appended (as lines and as CSV cells), a JSON artifact
 * with secret members, an argv array and numbers under secret names, and the sanity samples. `variant`
 * changes every secret (and nothing else), to show that secrets are neither stored nor hashed.
 */
import { readFileSync } from "node:fs";
import { REDACTED_FORMS } from "@/tests/unit/runs/redaction-table";

const fixture = (file: string) => readFileSync(`tests/fixtures/${file}`, "utf8");

/** Every secret of the table; none may be found in what the arena stores or shows. */
export const EVERY_SECRET = REDACTED_FORMS.map((row) => row.secret);

/** A text that is no secret, placed beside them, to show that a search for the secrets reads the data. */
export const VISIBLE_MARKER = "Visible-Marker-7c1e";

/** A CSV cell holding `text`, its quotes doubled, as llama-bench and llama-benchy write CSV. */
export const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The same secret with its last character changed: same shape, other value. */
function otherSecret(secret: string): string {
  return secret.slice(0, -1) + (secret.endsWith("Z") ? "Y" : "Z");
}

function inputsOf(variant: 0 | 1): string[] {
  if (variant === 0) return REDACTED_FORMS.map((row) => row.input);
  return REDACTED_FORMS.map((row) => row.input.split(row.secret).join(otherSecret(row.secret)));
}

/**
 * Deals the table's inputs, one a line, into fields of the given caps, in turn: input n goes to
 * field n (mod the count) or, when that one is full, to the next that has room.
 */
function dealInto(caps: number[], inputs: string[]): string[] {
  const fields = caps.map(() => [VISIBLE_MARKER]);
  const fits = (field: number, input: string) => [...fields[field]!, input].join("\n").length <= caps[field]!;
  inputs.forEach((input, index) => {
    const turn = caps.map((_, offset) => (index + offset) % caps.length).find((field) => fits(field, input));
    if (turn !== undefined) fields[turn]!.push(input);
  });
  return fields.map((lines) => lines.join("\n"));
}

export function bundleWithEverySecret(variant: 0 | 1 = 0) {
  const inputs = inputsOf(variant);
  const everyLine = [VISIBLE_MARKER, ...inputs].join("\n");
  const secretOf = (form: string) => {
    const row = REDACTED_FORMS.find((candidate) => candidate.form === form)!;
    return variant === 0 ? row.secret : otherSecret(row.secret);
  };
  const repository = inputs[REDACTED_FORMS.findIndex((row) => row.form === "a GitHub token in a repository URL")];
  const [
    name,
    org,
    hfRepo,
    description,
    precision,
    benchmark,
    source,
    hardwareName,
    accelerator,
    cpu,
    os,
    engineName,
    engineVersion,
    build,
    commit,
    backend,
    servedModel,
    revision,
    toolName,
    toolVersion,
    fileName,
    jsonFileName,
    notes,
  ] = dealInto(
    [
      200, 200, 300, 2000, 100, 100, 500, 200, 200, 200, 200, 100, 100, 300, 100, 100, 200, 200, 100, 100, 255, 255,
      2000,
    ],
    inputs,
  );
  const ragJson = JSON.parse(fixture("llama-benchy/rag-8k-c5-10-20.json")) as Record<string, unknown>;
  // The table again, as rows of a CSV file pasted under the Markdown output; not the forms already
  // quoted for CSV or JSON text (encoded twice over: out of scope).
  const onceEncoded = inputs.filter((input) => !input.includes('""') && !input.includes('\\"'));
  const csvLines = ["model,command,tps", ...onceEncoded.map((input) => `m,${csvCell(input)},42.5`)].join("\n");
  // Numbers under secret names: the table's all-digit secrets (variant 1 changes their last digit).
  const numberOf = (form: string) => Number(secretOf(form).replace(/\D/g, "9"));
  return {
    schemaVersion: 1,
    model: {
      name,
      org,
      paramsB: 9,
      architecture: "dense",
      precision,
      hfRepo,
      description,
      quality: [{ benchmark, value: 80, source }],
    },
    hardware: {
      name: hardwareName,
      accelerator,
      memoryGB: 24,
      memoryKind: "discrete",
      bandwidthGBs: 1008,
      cpu,
      os,
    },
    engine: { name: engineName, version: engineVersion, build, commit, backend, repository },
    launchCommand: everyLine,
    notes,
    measuredAt: "2026-11-21",
    servedModel,
    revision,
    benchmarkTools: [{ name: toolName, version: toolVersion }],
    artifacts: [
      {
        tool: "llama-benchy",
        fileName,
        content: `${fixture("llama-benchy/chat-c1-5-10.md")}\n${everyLine}\n${csvLines}\n`,
      },
      {
        tool: "llama-benchy",
        fileName: jsonFileName,
        content: {
          ...ragJson,
          notes: [VISIBLE_MARKER, ...inputs],
          api_key: secretOf("--api-key X"),
          auth: { user: "admin", password: secretOf("--password with a quoted value") },
          headers: { Authorization: `Bearer ${secretOf("Authorization: Bearer")}` },
          // An argv array and numbers under secret names, as JSON reads them.
          argv: ["vllm", "serve", "m", "--api-key", secretOf('an argv array ["--api-key", "X"]'), "--port", "8000"],
          database: {
            password: numberOf("--api-key with digits only"),
            hf_token: numberOf("--hf-token with digits only"),
          },
        },
      },
    ],
    sanity: [{ test: "chat", prompt: everyLine, output: everyLine }],
  };
}
