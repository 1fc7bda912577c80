import { beforeAll, describe, expect, it } from "vitest";
import { GET as getArtifact } from "@/app/[locale]/(public)/runs/[id]/artifacts/[artifactId]/route";
import { GET as getExportJson } from "@/app/[locale]/(public)/runs/[id]/export.json/route";
import { GET as getExportMarkdown } from "@/app/[locale]/(public)/runs/[id]/export.md/route";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import { GET as getApiRun } from "@/app/api/v1/runs/[id]/route";
import { runExportSchema, type RunExport } from "@/lib/runs/export-schema";
import { db } from "@/lib/db";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";
import { must } from "@/tests/support/must";

const ORIGIN = "http://arena.test";
const request = (path: string) => new Request(`${ORIGIN}${path}`);
const context = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });
const apiRun = (id: string) => getApiRun(request(`/api/v1/runs/${id}`), context({ id }));

let seed000: string;
let seed003: string;
let seed004: string;

beforeAll(async () => {
  await truncateAll(process.env.DATABASE_URL!);
  const ids = await seedRuns();
  [seed000, seed003, seed004] = [must(ids[0], "seed 000"), must(ids[1], "seed 003"), must(ids[2], "seed 004")];
  // Secrets that must never leave the database through the read API.
  const user = await db.user.update({
    where: { handle: "sandberg" },
    data: { email: "sandberg@example.com" },
    select: { id: true },
  });
  await db.apiToken.create({
    data: { userId: user.id, name: "ci", tokenHash: "f".repeat(64), prefix: "arena_sekret" },
  });
});

describe("GET /api/v1/runs/{id}", () => {
  it("returns seed 000 normalised, with its derived figures, rules version and every measurement", async () => {
    const response = await apiRun(seed000);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = runExportSchema.parse(await response.json());
    expect(body.model.name).toBe("Qwen3.5-9B");
    expect(body.variant.precision).toBe("BF16");
    expect(body.hardware.name).toBe("DGX Spark");
    expect(body.engine).toMatchObject({ name: "vllm", version: "0.26.0" });
    expect(body.measuredAt).toBe("2026-08-07T00:00:00.000Z");
    expect(body.figures?.rulesVersion).toBe(1);
    expect(body.figures?.score).toBe(60.5);
    expect(body.figures?.reliableCount).toBe(11);
    const chat = body.figures?.tests.find((test) => test.key === "chat");
    expect(chat?.headline?.perUserTps).toBe(12.51);
    expect(chat?.counts).toBe(true);
    expect(body.measurements.some((m) => m.testKey === "chat" && m.concurrency === 10 && m.perUserTps === 12.51)).toBe(
      true,
    );
    expect(body.measurements).toHaveLength(await db.measurement.count({ where: { runId: seed000 } }));
    expect(body.review).toEqual({ state: "pending", note: null, reviewedAt: null });
    expect(body.artifacts[0]!.url).toBe(`/runs/${seed000}/artifacts/${body.artifacts[0]!.id}`);
    expect(body.matrix).toBeNull();
  });

  it(
    "returns every matrix cell of a matrix run, " + "and the contributor's handle but never an email or token",
    async () => {
      const body: RunExport = await (await apiRun(seed004)).json();
      expect(body.matrix?.cells).toHaveLength(await db.matrixCell.count({ where: { runId: seed004 } }));
      expect(body.matrix?.cells.some((cell) => cell.status === "over_capacity")).toBe(true);
      expect(body.contributor).toEqual({ handle: "sandberg", name: "Sandberg" });
      const text = JSON.stringify(body);
      expect(text).not.toContain("sandberg@example.com");
      expect(text).not.toContain("arena_sekret");
      expect(text).not.toContain("f".repeat(64));
    },
  );

  it("answers 404 JSON for an unknown id and 400 naming the field for a malformed one", async () => {
    const missing = await apiRun("doesnotexist");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.stringContaining("doesnotexist"), issues: [] });
    const malformed = await apiRun("../etc");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).issues[0].path).toBe("id");
  });
});

describe("the run exports", () => {
  it("export.json is the API body", async () => {
    const response = await getExportJson(request(`/runs/${seed003}/export.json`), context({ id: seed003 }));
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual(await (await apiRun(seed003)).json());
  });

  it("export.md holds seed 000's figures, with links on the site's origin", async () => {
    const response = await getExportMarkdown(request(`/runs/${seed000}/export.md`), context({ id: seed000 }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const text = await response.text();
    for (const figure of ["12.51", "1.82 s", "37.12 s", "| 60.5 |", "11/11"]) expect(text).toContain(figure);
    expect(text).toContain(`](${ORIGIN}/runs/${seed000}/artifacts/`);
  });

  it("the artifact route returns the artifact verbatim as a download, and only for its own run", async () => {
    const artifact = await db.artifact.findFirstOrThrow({
      where: { runId: seed000 },
      select: { id: true, content: true },
    });
    const response = await getArtifact(
      request(`/runs/${seed000}/artifacts/${artifact.id}`),
      context({ id: seed000, artifactId: artifact.id }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(artifact.content);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="artifact-1.json"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const elsewhere = await getArtifact(request("/x"), context({ id: seed003, artifactId: artifact.id }));
    expect(elsewhere.status).toBe(404);
  });

  it("a hidden run is gone from the API, its exports and its artifacts", async () => {
    await db.run.update({ where: { id: seed003 }, data: { hiddenAt: new Date(), hiddenReason: "test" } });
    const artifact = await db.artifact.findFirstOrThrow({ where: { runId: seed003 }, select: { id: true } });
    try {
      expect((await apiRun(seed003)).status).toBe(404);
      expect((await getExportMarkdown(request("/x"), context({ id: seed003 }))).status).toBe(404);
      expect((await getArtifact(request("/x"), context({ id: seed003, artifactId: artifact.id }))).status).toBe(404);
    } finally {
      await db.run.update({ where: { id: seed003 }, data: { hiddenAt: null, hiddenReason: null } });
    }
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("describes the API as OpenAPI 3.1, every reference resolving to a schema", async () => {
    const doc = await (await getOpenApi(request("/api/v1/openapi.json"))).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/runs",
        "/api/v1/runs/{id}",
        "/api/v1/leaderboard",
        "/api/v1/leaderboard.csv",
        "/api/v1/schema/run-bundle.json",
        "/api/v1/admin/runs/{id}/review",
      ]),
    );
    const upload = doc.paths["/api/v1/runs"].post;
    expect(upload.security).toEqual([{ bearerToken: [] }]);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "409", "413"]));
    expect(doc.components.schemas.RunBundle.properties.schemaVersion).toMatchObject({ const: 1 });
    expect(doc.components.schemas.RunExport.required).toContain("figures");
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(refs.length).toBeGreaterThan(5);
    for (const name of refs) expect(doc.components.schemas[name]).toBeDefined();
    const leaderboard = doc.paths["/api/v1/leaderboard"].get.parameters.map((p: { name: string }) => p.name);
    expect(leaderboard).toEqual([
      "hardware",
      "precision",
      "engine",
      "org",
      "minParams",
      "maxParams",
      "architecture",
      "q",
      "sort",
      "dir",
      "test",
      "page",
    ]);
  });
});
