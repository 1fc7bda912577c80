/**
 * Secrets are never published: one upload through the real route, with a real API token, carries
 * every secret of the redaction table in its launch command, every free-text field, artifact file
 * names, a Markdown and a JSON artifact and its sanity samples. None of them is found afterwards in
 * any text or JSON column of any table, in the preview, the read API, the exports or the artifact
 * downloads.
 */
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getArtifact } from "@/app/[locale]/(public)/runs/[id]/artifacts/[artifactId]/route";
import { GET as getExportJson } from "@/app/[locale]/(public)/runs/[id]/export.json/route";
import { GET as getExportMarkdown } from "@/app/[locale]/(public)/runs/[id]/export.md/route";
import { GET as getApiRun } from "@/app/api/v1/runs/[id]/route";
import { POST as previewRoute } from "@/app/api/v1/runs/preview/route";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { db } from "@/lib/db";
import { REDACTED } from "@/lib/runs/redact";
import { truncateAll } from "@/tests/support/database";
import { bundleWithEverySecret, EVERY_SECRET, VISIBLE_MARKER } from "@/tests/support/secret-bundle";
import { readFixture } from "@/tests/support/run-bundle";
import { createTestUser } from "@/tests/support/users";
import { REDACTED_FORMS } from "@/tests/unit/runs/redaction-table";

const url = process.env.DATABASE_URL!;
const inputOf = (form: string) => REDACTED_FORMS.find((row) => row.form === form)!.input;
/** Multipart file names: `--api-key=X.md` (redacted before it is sanitised), tokens after `_` and `-`. */
const MULTIPART_FILE_NAMES = [
  inputOf("a flag as a file name"),
  inputOf("a Hugging Face token in a file name"),
  inputOf("an OpenAI key in a file name"),
];
const ORIGIN = "http://arena.test";
type Handler = (request: Request, context: never) => Promise<Response>;

function postBundle(handler: Handler, token: string, body: unknown) {
  const request = new Request(`${ORIGIN}/api/v1/runs`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve({}) } as never);
}

/** The bundle's metadata as a manifest, and files whose names carry the table's file-name forms. */
function postMultipart(token: string) {
  const { artifacts, ...manifest } = bundleWithEverySecret();
  const [markdown, json] = artifacts;
  const form = new FormData();
  form.set("manifest", JSON.stringify({ ...manifest, files: {} }));
  form.append("files", new Blob([markdown!.content as string]), MULTIPART_FILE_NAMES[0]);
  const largeContext = [readFixture("llama-benchy/large-context-c1-5-10-20.md"), inputOf("a bare Bearer token"), ""];
  form.append("files", new Blob([largeContext.join("\n")]), MULTIPART_FILE_NAMES[1]);
  // As JSON text, without the forms already quoted for CSV or JSON text (encoded twice over: out of scope).
  const content = json!.content as { notes: string[] };
  const notes = content.notes.filter((note) => !note.includes('""') && !note.includes('\\"'));
  form.append("files", new Blob([JSON.stringify({ ...content, notes })]), MULTIPART_FILE_NAMES[2]);
  const request = new Request(`${ORIGIN}/api/v1/runs`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return uploadRoute(request, { params: Promise.resolve({}) } as never);
}

function get(handler: Handler, path: string, params: Record<string, string>) {
  return handler(new Request(`${ORIGIN}${path}`), { params: Promise.resolve(params) } as never);
}

/** The table's secrets found in `text`: a failure names them. */
const leakedIn = (text: string) => EVERY_SECRET.filter((secret) => text.includes(secret));

/** Every text, character, JSON and array column of every table, and each value in it, as text. */
async function readEveryTextColumn() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
          AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        ORDER BY table_name, column_name`,
    );
    const values: Array<{ column: string; text: string }> = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await client.query<{ text: string }>(
        `SELECT "${column}"::text AS text FROM "${table}" WHERE "${column}" IS NOT NULL`,
      );
      values.push(...rows.map((row) => ({ column: `${table}.${column}`, text: row.text })));
    }
    return { columns: columns.map((row) => `${row.table_name}.${row.column_name}`), values };
  } finally {
    await client.end();
  }
}

let token: string;
let runId: string;
let multipartRunId: string;
let preview: string;

beforeAll(async () => {
  await truncateAll(url);
  ({ token } = await createTestUser("contributor"));
  const previewed = await postBundle(previewRoute, token, bundleWithEverySecret());
  expect(previewed.status).toBe(200);
  preview = await previewed.text();
  const uploaded = await postBundle(uploadRoute, token, bundleWithEverySecret());
  expect(uploaded.status).toBe(201);
  runId = ((await uploaded.json()) as { id: string }).id;
  // another contributor: the same file twice from one contributor is answered as a duplicate
  const multipart = await postMultipart((await createTestUser("contributor")).token);
  expect(multipart.status).toBe(201);
  multipartRunId = ((await multipart.json()) as { id: string }).id;
});

describe("an upload that carries every secret of the redaction table", () => {
  it("is previewed with none of them", () => {
    expect(preview).toContain(VISIBLE_MARKER);
    expect(preview).toContain(REDACTED);
    expect(leakedIn(preview)).toEqual([]);
  });

  it("leaves none of them in any text or JSON column of any table", async () => {
    const { columns, values } = await readEveryTextColumn();
    for (const column of [
      "Run.launchCommand",
      "Run.servedModel",
      "Run.revision",
      "Run.hostOs",
      "Run.hostCpu",
      "Run.notes",
      "Run.benchmarkTools",
      "Artifact.content",
      "Artifact.fileName",
      "SanitySample.output",
      "Model.description",
      "Engine.repository",
    ]) {
      expect(columns, column).toContain(column);
    }
    // The search reads the upload: what is no secret is there, beside each redacted value.
    const marked = values.filter((value) => value.text.includes(VISIBLE_MARKER)).map((value) => value.column);
    expect(marked).toEqual(expect.arrayContaining(["Run.launchCommand", "Artifact.content", "Model.description"]));
    expect(values.find((value) => value.column === "Engine.repository")?.text).toBe(
      `https://${REDACTED}@github.com/acme/vllm`,
    );
    const leaks = values.flatMap((value) => leakedIn(value.text).map((secret) => `${value.column}: ${secret}`));
    expect(leaks).toEqual([]);
  });

  it("stores multipart file names redacted before they are sanitised", async () => {
    const artifacts = await db.artifact.findMany({
      where: { runId: multipartRunId },
      select: { fileName: true },
      orderBy: { position: "asc" },
    });
    expect(artifacts.map((artifact) => artifact.fileName)).toEqual([
      "--api-key__redacted_",
      "results__redacted_.md",
      "bench-_redacted_.json",
    ]);
  });

  it("shows none of them in GET /api/v1/runs/{id}, export.json and export.md", async () => {
    const answers = [runId, multipartRunId].flatMap((id) => [
      get(getApiRun, `/api/v1/runs/${id}`, { id }),
      get(getExportJson, `/runs/${id}/export.json`, { id }),
      get(getExportMarkdown, `/runs/${id}/export.md`, { id }),
    ]);
    for (const answer of await Promise.all(answers)) {
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain(VISIBLE_MARKER);
      expect(text).toContain(REDACTED);
      expect(leakedIn(text)).toEqual([]);
    }
  });

  it("serves every artifact download with none of them", async () => {
    const artifacts = await db.artifact.findMany({ select: { id: true, runId: true } });
    expect(artifacts).toHaveLength(5);
    for (const { id, runId } of artifacts) {
      const answer = await get(getArtifact, `/runs/${runId}/artifacts/${id}`, { id: runId, artifactId: id });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-disposition")).toContain("redacted");
      const text = await answer.text();
      expect(text).toContain(REDACTED);
      expect(leakedIn(text)).toEqual([]);
    }
  });

  it("takes the same run with other secrets as the same run: secrets are not hashed", async () => {
    const again = await postBundle(uploadRoute, token, bundleWithEverySecret(1));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { id: string }).id).toBe(runId);
    expect(await db.run.count()).toBe(2);
  });
});
