/**
 * Issue 26's acceptance: every file other people published (../shared/real-world, with the
 * manifest a contributor would write and the figures each must show) uploaded by the API as a
 * contributor does, answered 201 with a run per model and setup, each figure read back from the
 * run's API document; the all-failed vLLM file refused naming `completed: 0`. Each is uploaded
 * once more by the CLI's own client, and the same file again under another model's name is
 * answered as a duplicate naming the runs that hold it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getRunApi } from "@/app/api/v1/runs/[id]/route";
import { POST } from "@/app/api/v1/runs/route";
import { ARTIFACT_TOOLS } from "@/lib/ingest/schema";
import { truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";
import { uploadFiles } from "@/scripts/cli-upload";

const FOLDER = path.resolve(process.cwd(), "../shared/real-world");

type Figure = {
  test: string;
  value?: number;
  S_PP?: number;
  S_TG?: number;
  per_user_tg?: number;
  alt?: number;
  model?: string;
  fa?: number | string;
  rocm?: string;
};
type Expected = { file: string; tool: string; accept: boolean; figures: Figure[]; note?: string };
type UploadedRun = {
  id: string;
  url: string;
  model: string;
  precision: string;
  modelLabel: string | null;
  setup: Record<string, string>;
};

const read = (name: string) => readFileSync(path.join(FOLDER, name), "utf8");
const expectedFiles: Expected[] = existsSync(FOLDER) ? JSON.parse(read("expected.json")) : [];
const manifests: Record<string, Record<string, unknown>> = existsSync(FOLDER) ? JSON.parse(read("manifests.json")) : {};

/** The arena's tool for what expected.json calls it; none where the file's tool is to be recognised. */
function toolOf(described: string): string | null {
  const name = described.split(" ")[0] ?? "";
  if (/^vllm/.test(name)) return "vllm-bench-serve";
  return (ARTIFACT_TOOLS as readonly string[]).includes(name) ? name : null;
}

function manifestOf(entry: Expected, extra: Record<string, unknown> = {}) {
  const { source: _source, ...manifest } = manifests[entry.file] ?? {};
  const tool = toolOf(entry.tool);
  return { ...manifest, ...extra, ...(tool && { files: { [entry.file]: { tool } } }) };
}

function postUpload(token: string, manifest: unknown, file: string) {
  const form = new FormData();
  form.set("manifest", JSON.stringify(manifest));
  form.append("files", new Blob([read(file)]), file);
  return POST(
    new Request("http://arena.test/api/v1/runs", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}

async function readRunApi(id: string) {
  const response = await getRunApi(new Request(`http://arena.test/api/v1/runs/${id}`), {
    params: Promise.resolve({ id }),
  } as never);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    measurements: Array<Record<string, unknown>>;
    matrix: { cells: Array<Record<string, unknown>> } | null;
  };
}

/** The parts expected.json names (model, fa, rocm): one run each; none named means one run. */
const partKey = (figure: Figure) => JSON.stringify([figure.model ?? null, figure.fa ?? null, figure.rocm ?? null]);
const namesPart = (figure: Figure) =>
  figure.model !== undefined || figure.fa !== undefined || figure.rocm !== undefined;

function runOfFigure(runs: UploadedRun[], figure: Figure): UploadedRun[] {
  return runs.filter(
    (run) =>
      (figure.model === undefined || run.modelLabel === figure.model) &&
      (figure.fa === undefined || run.setup.fa === String(figure.fa)) &&
      (figure.rocm === undefined || run.setup.rocm === figure.rocm),
  );
}

/** A figure as printed is equal to a stored one to the digits printed. */
function sameFigure(stored: number, printed: number): boolean {
  const digits = String(printed).split(".")[1]?.length ?? 0;
  return Math.abs(stored - printed) <= Math.max(0.5 * 10 ** -digits, Math.abs(printed) * 1e-9);
}

const numbersOf = (row: Record<string, unknown>) =>
  Object.values(row).filter((value): value is number => typeof value === "number");

/** Each value the figure names (value, S_PP, S_TG, per-user decode) is among one stored row's figures. */
function findFigure(rows: Array<Record<string, unknown>>, figure: Figure): boolean {
  const wanted = [figure.value, figure.S_PP, figure.S_TG, figure.per_user_tg].filter(
    (value): value is number => typeof value === "number",
  );
  return rows.some((row) => wanted.every((value) => numbersOf(row).some((stored) => sameFigure(stored, value))));
}

let token = "";
beforeAll(async () => {
  await truncateAll(process.env.DATABASE_URL ?? "");
  // an admin: the hourly upload limit does not apply, the same import path does
  const user = await createTestUser("admin");
  token = user.token;
});

describe.skipIf(expectedFiles.length === 0)("every real-world file, uploaded by the API", () => {
  for (const entry of expectedFiles) {
    it(`${entry.file}: ${entry.accept ? "201 with every figure" : "refused naming completed: 0"}`, async () => {
      const response = await postUpload(token, manifestOf(entry), entry.file);
      const answer = await response.json();
      if (!entry.accept) {
        expect(response.status, JSON.stringify(answer)).toBe(400);
        expect(JSON.stringify(answer)).toContain("completed: 0");
        return;
      }
      expect(response.status, JSON.stringify(answer).slice(0, 2000)).toBe(201);
      const runs = answer.runs as UploadedRun[];
      const parts = new Set(entry.figures.filter(namesPart).map(partKey));
      if (parts.size > 0) expect(runs.length).toBeGreaterThanOrEqual(parts.size);
      else if (!entry.note?.includes("split")) expect(runs).toHaveLength(1);
      const documents = new Map<string, Awaited<ReturnType<typeof readRunApi>>>();
      for (const run of runs) documents.set(run.id, await readRunApi(run.id));
      const missing = entry.figures.filter((figure) => {
        const candidates = namesPart(figure) ? runOfFigure(runs, figure) : runs;
        return !candidates.some((run) => {
          const document = documents.get(run.id);
          return document && findFigure([...document.measurements, ...(document.matrix?.cells ?? [])], figure);
        });
      });
      expect(missing.map((figure) => `${figure.test} ${figure.model ?? ""}`)).toEqual([]);
      // the same file again, typed as another model: the same measurement, stored once
      const again = await postUpload(
        token,
        manifestOf(entry, { model: { ...(manifests[entry.file]?.model as object), name: "Another Model" } }),
        entry.file,
      );
      const duplicate = await again.json();
      expect(again.status).toBe(409);
      expect((duplicate.runs as UploadedRun[]).map((run) => run.id).sort()).toEqual(runs.map((run) => run.id).sort());
    });
  }
});

describe.skipIf(expectedFiles.length === 0)("every real-world file, uploaded by the CLI's client", () => {
  beforeAll(async () => {
    await truncateAll(process.env.DATABASE_URL ?? "");
    const user = await createTestUser("admin");
    token = user.token;
  });

  for (const entry of expectedFiles.filter((expected) => expected.accept)) {
    it(`${entry.file}: prints each run and its page`, async () => {
      const printed: string[] = [];
      const output = { log: (line: string) => printed.push(line), error: (line: string) => printed.push(line) };
      const code = await uploadFiles(
        {
          url: "http://arena.test",
          token,
          manifest: JSON.stringify(manifestOf(entry)),
          files: [{ name: entry.file, text: read(entry.file) }],
        },
        (endpoint, init) => POST(new Request(endpoint, init)),
        output,
      );
      expect(code, printed.join("\n")).toBe(0);
      const runLines = printed.filter((line) => line.startsWith("uploaded: http://arena.test/runs/"));
      expect(runLines.length).toBeGreaterThanOrEqual(1);
    });
  }
});
