/**
 * Every export of a `"use server"` file is a public endpoint: anyone can POST to it. So every
 * server action is built by the one pipeline (lib/actions.ts: `action()` or `formAction()`), which
 * checks who asks, the form, the rate limit and answers errors without details; a `"use server"`
 * file exports only those (and types, which vanish at build), and no function turns itself into
 * an action with an inline `"use server"`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const DIRECTIVE = /^\s*["']use server["'];?/;
const ANY_DIRECTIVE = /["']use server["']/;
const PIPELINE_IMPORT = /import\s*\{[^}]*\b(action|formAction)\b[^}]*\}\s*from\s*"@\/lib\/actions"/;

/** Where a file's text breaks the rule: each offending line, or none. */
function findOffences(source: string): string[] {
  const lines = source.split("\n");
  const first = lines.findIndex((line) => line.trim() !== "" && !line.trim().startsWith("//"));
  const isServerFile = first >= 0 && DIRECTIVE.test(lines[first] ?? "");
  const offences: string[] = [];
  lines.forEach((line, index) => {
    if (index !== first && ANY_DIRECTIVE.test(line) && !line.trim().startsWith("*")) {
      offences.push(
        `line ${index + 1}: an inline "use server": declare the action with action() in a "use server" file`,
      );
    }
  });
  if (!isServerFile) return offences;
  if (!PIPELINE_IMPORT.test(source)) offences.push('no import of action() or formAction() from "@/lib/actions"');
  lines.forEach((line, index) => {
    if (!/^export\b/.test(line)) return;
    if (/^export\s+(type|interface)\s/.test(line)) return;
    if (/^export\s+const\s+\w+\s*=\s*(action|formAction)\(/.test(line)) return;
    offences.push(`line ${index + 1}: ${line.trim()}`);
  });
  return offences;
}

function listSourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith("generated"))
    .map((file) => path.join(folder, file));
}

const files = ["app", "components", "lib"].flatMap(listSourceFiles);
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("server actions", () => {
  it("are all built with action() or formAction(): a 'use server' file exports nothing else", () => {
    const offending = files.flatMap((file) => findOffences(read(file)).map((offence) => `${file}: ${offence}`));
    expect(offending).toEqual([]);
  });

  it("are the 16 forms' actions, found where they are declared", () => {
    const declared = files
      .filter((file) => DIRECTIVE.test(read(file)))
      .flatMap((file) => [...read(file).matchAll(/^export const (\w+) = (?:action|formAction)\(/gm)])
      .map((match) => match[1]);
    expect(declared).toHaveLength(16);
    expect(declared).toEqual(expect.arrayContaining(["reviewRunAction", "signUp", "createReportAction"]));
  });

  it("names each export written outside the pipeline, and inline directives", () => {
    const file = [
      '"use server";',
      'import { action } from "@/lib/actions";',
      "export type State = { error?: string };",
      "export const fine = action({ auth: 'none' });",
      "export async function deleteEverything(form: FormData) {}",
      "export const bare = async () => {};",
      "export { fine as alias };",
    ].join("\n");
    expect(findOffences(file)).toEqual([
      "line 5: export async function deleteEverything(form: FormData) {}",
      "line 6: export const bare = async () => {};",
      "line 7: export { fine as alias };",
    ]);
    const component = 'export function Page() {\n  async function go() {\n    "use server";\n  }\n}';
    expect(findOffences(component)).toEqual([
      'line 3: an inline "use server": declare the action with action() in a "use server" file',
    ]);
    expect(findOffences('"use server";\nexport async function unchecked() {}')).toEqual([
      'no import of action() or formAction() from "@/lib/actions"',
      "line 2: export async function unchecked() {}",
    ]);
  });
});
