/**
 * Every form of the redaction table in every place an upload holds text: the launch command, a
 * free-text field, an artifact's file name (in a JSON bundle and as a multipart file), a JSON
 * artifact's text, a CSV cell (quotes doubled), a Markdown table cell and a console log line. The
 * secret must be gone from what would be stored. The look-alikes stay in each place.
 */
import { describe, expect, it } from "vitest";
import { assembleBundle } from "@/lib/runs/assemble";
import { parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import { REDACTED, redactJson, redactSecrets } from "@/lib/runs/redact";
import { BUNDLE_METADATA, readFixture } from "@/tests/support/run-bundle";
import { LOOK_ALIKES, REDACTED_FORMS } from "@/tests/unit/runs/redaction-table";

const CHAT = readFixture("llama-benchy/chat-c1-5-10.md");

/** The file name a run stores for an artifact uploaded under `name` in a JSON bundle. */
function storedFileNameFromBundle(name: string): string {
  const bundle = { ...BUNDLE_METADATA, artifacts: [{ tool: "llama-benchy", fileName: name, content: CHAT }] };
  return prepareRun(parseRunBundle(bundle)).artifacts[0]!.fileName ?? "";
}

/** The file name a run stores for a multipart file sent as `name`, as the upload route reads it. */
function storedFileNameFromMultipart(name: string): string {
  const manifest = { ...BUNDLE_METADATA, files: { [name]: { tool: "llama-benchy" } } };
  return prepareRun(parseRunBundle(assembleBundle(manifest, [{ name, text: CHAT }]))).artifacts[0]!.fileName ?? "";
}

const csvCell = (text: string) => `model,command,tps\nm,"${text.replaceAll('"', '""')}",42.5\n`;
/** A table cell for a line; text of several lines goes in a fenced block, as Markdown writes it. */
const markdown = (text: string) =>
  text.includes("\n")
    ? `## Launch\n\n\`\`\`sh\n${text}\n\`\`\`\n`
    : `| model | command |\n|---|---|\n| m | ${text.replaceAll("|", "\\|")} |\n`;

/** Where a secret may stand, and what the arena would store from the text put there. */
const PLACEMENTS: Array<[string, (text: string) => string]> = [
  ["the launch command", (text) => redactSecrets(text)],
  ["a free-text field (notes)", (text) => redactJson({ notes: text }).notes],
  ["an artifact file name in a JSON bundle", storedFileNameFromBundle],
  ["a multipart file name", storedFileNameFromMultipart],
  ["a JSON artifact's text", (text) => redactSecrets(JSON.stringify({ args: { command: text }, n: 1 }))],
  ["a CSV cell", (text) => redactSecrets(csvCell(text))],
  ["a Markdown table cell", (text) => redactSecrets(markdown(text))],
  ["a console log line", (text) => redactSecrets(`INFO 12-01 15:00:01 [api_server.py:42] args: ${text}\n`)],
];

/**
 * Forms already written for a CSV cell (`""`) or for JSON text (`\"`) are not encoded a second time
 * (CSV in JSON text, JSON text in JSON text): secrets encoded twice over are out of scope.
 */
const encodedTwice = (input: string, place: string) =>
  (input.includes('""') || input.includes('\\"')) && (place === "a CSV cell" || place === "a JSON artifact's text");

const CASES = REDACTED_FORMS.flatMap((row) =>
  PLACEMENTS.filter(([place]) => !encodedTwice(row.input, place)).map(
    ([place, store]) => [`${row.form} in ${place}`, row, store] as const,
  ),
);

describe("redaction: every form in every placement", () => {
  it.each(CASES)("leaves no secret of %s", (_name, row, store) => {
    expect(store(row.input)).not.toContain(row.secret);
  });

  it("keeps a JSON artifact's text readable as JSON", () => {
    for (const row of REDACTED_FORMS.filter((form) => !encodedTwice(form.input, "a JSON artifact's text"))) {
      const text = redactSecrets(JSON.stringify({ command: row.input }));
      expect(() => JSON.parse(text), row.form).not.toThrow();
      expect(text, row.form).toContain(REDACTED);
    }
  });
});

describe("redaction: JSON stays JSON", () => {
  const jsonForms = REDACTED_FORMS.filter((row) => {
    try {
      JSON.parse(row.input);
      return true;
    } catch {
      return false;
    }
  });

  it("redacts every form in one JSON array's text, keeping every item apart", () => {
    const rows = REDACTED_FORMS.filter((row) => !encodedTwice(row.input, "a JSON artifact's text"));
    const items = JSON.parse(redactSecrets(JSON.stringify(rows.map((row) => row.input)))) as string[];
    expect(items).toHaveLength(rows.length);
    for (const [index, row] of rows.entries()) {
      expect(items[index], row.form).not.toContain(row.secret);
      expect(items[index], row.form).toContain(REDACTED);
    }
  });

  it.each(jsonForms.map((row) => [row.form, row] as const))("keeps %s readable as JSON", (_form, row) => {
    const redacted = redactSecrets(row.input);
    expect(redacted).not.toContain(row.secret);
    expect(() => JSON.parse(redacted)).not.toThrow();
  });
});

describe("redaction: look-alikes in every placement", () => {
  const wrappers: Array<[string, (text: string) => string]> = [
    ["as it is", (text) => text],
    ["in JSON text", (text) => JSON.stringify({ args: { command: text }, n: 1 })],
    ["in a CSV cell", csvCell],
    ["in Markdown", markdown],
  ];
  it.each(LOOK_ALIKES)("keeps %s as it was", (text) => {
    for (const [place, wrap] of wrappers) expect(redactSecrets(wrap(text)), place).toBe(wrap(text));
    expect(redactJson({ notes: text, argv: text.split(" ") })).toEqual({ notes: text, argv: text.split(" ") });
  });
});
