/**
 * Issue 24, "the first uploader of a new model or hardware sets its facts for everyone", retried
 * as written through the real upload, read and admin routes against real PostgreSQL: a new
 * entry's facts are the uploader's claim (shown as such, without links, used for no other
 * contributor's run), withdrawn when an admin fails or hides the run that claimed them, and
 * settled only by an admin's separate acceptance, never by a verdict. And slugs of any script.
 */
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock("next/cache", () => ({
  revalidatePath: () => {},
  revalidateTag: () => {},
  cacheTag: () => {},
  cacheLife: () => {},
}));

import { POST as reviewRoute } from "@/app/api/v1/admin/runs/[id]/review/route";
import { POST as hideRoute } from "@/app/api/v1/admin/runs/[id]/hide/route";
import { GET as runRoute } from "@/app/api/v1/runs/[id]/route";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { RunProfile } from "@/components/run-profile";
import { acceptProposal } from "@/lib/catalogue/mutations";
import { db } from "@/lib/db";
import { listModelSummaries } from "@/lib/models/data";
import { getRun } from "@/lib/runs/data";
import { slugify } from "@/lib/slug";
import { bundleWith, getFactFigures, type ModelFacts } from "@/tests/support/catalogue-fixture";
import { postAs, setUpCast, type Cast, type Party } from "@/tests/support/review-fixture";
import { withProviders } from "@/tests/support/providers";

const url = process.env.DATABASE_URL!;
let cast: Cast;

const REPO = "contributor-a/squat-1b";
/** The reported squat: 0.001 B parameters, an outside link and the uploader's own repository. */
const SQUAT: ModelFacts = {
  name: "Squat 1B",
  org: "Squatters",
  paramsB: 0.001,
  architecture: "dense",
  hfRepo: REPO,
  description: `The best model. Buy it at https://outside.example/buy or get it from huggingface.co/${REPO}.`,
};
const SLUG = "squat-1b";

async function upload(body: unknown, party: Party) {
  const response = await postAs(cast, uploadRoute, {}, body, party);
  return { status: response.status, body: await response.json() };
}

async function uploadRun(body: unknown, party: Party): Promise<string> {
  const answer = await upload(body, party);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

async function readRunApi(id: string) {
  const response = await runRoute(new Request(`http://arena.test/api/v1/runs/${id}`), {
    params: Promise.resolve({ id }),
  } as never);
  expect(response.status).toBe(200);
  return { text: await response.clone().text(), json: await response.json() };
}

async function renderRunPage(id: string, locale: "en" | "ja" = "en") {
  const run = await getRun(id);
  if (!run) throw new Error(`no run ${id}`);
  return renderToStaticMarkup(withProviders(RunProfile({ run, locale }), locale));
}

async function verdict(runId: string, body: object) {
  const response = await postAs(cast, reviewRoute, { id: runId }, { note: "", ...body }, "admin");
  expect(response.status).toBe(200);
  return response.json();
}

const modelRow = () =>
  db.model.findUniqueOrThrow({
    where: { slug: SLUG },
    select: { paramsB: true, unsettledFacts: true, claimRunId: true },
  });

beforeEach(async () => {
  cast = await setUpCast(url);
});

describe("a new entry's facts are its uploader's claim (issue 24)", () => {
  it("B's run of A's new model is computed with B's own facts and shows no link to A's repository", async () => {
    const runA = await uploadRun(bundleWith(SQUAT), "contributorA");
    expect(await modelRow()).toEqual({
      paramsB: 0.001,
      unsettledFacts: expect.arrayContaining(["paramsB", "architecture", "hfRepo", "description"]),
      claimRunId: runA,
    });
    // A's own run is computed with A's claim.
    expect((await getFactFigures(runA)).paramsB).toBe(0.001);

    const runB = await uploadRun(
      bundleWith({ name: SQUAT.name, org: SQUAT.org, paramsB: 8, architecture: "dense" }),
      "contributorB",
    );
    const figuresB = await getFactFigures(runB);
    expect(figuresB.paramsB).toBe(8);
    expect(figuresB.vramGB).toBeCloseTo(8, 6); // 8 B parameters at FP8, not 0.001
    // The catalogue still holds A's claim, unsettled; B's value waits as B's proposal.
    expect((await modelRow()).paramsB).toBe(0.001);
    const proposalB = await db.catalogueProposal.findFirstOrThrow({
      where: { runId: runB, targetSlug: SLUG, field: "paramsB" },
      select: { value: true, state: true },
    });
    expect(proposalB).toEqual({ value: 8, state: "pending" });

    // The models table still lists the model once, with both runs.
    const listed = (await listModelSummaries()).filter((row) => row.slug === SLUG);
    expect(listed).toEqual([expect.objectContaining({ runCount: 2 })]);

    const api = await readRunApi(runB);
    expect(api.text).not.toContain(REPO);
    expect(api.text).not.toContain("outside.example");
    expect(api.json.model.hfRepo).toBeNull();
    expect(api.json.model.claim).toEqual({
      fields: expect.arrayContaining(["paramsB", "hfRepo", "description"]),
      claimant: cast.users.contributorA.handle,
    });
    const page = await renderRunPage(runB);
    expect(page).not.toContain(REPO);
    expect(page).not.toContain("outside.example");
    expect(page).not.toContain("huggingface.co/");
    expect(page).toContain(`claimed by @${cast.users.contributorA.handle}, not yet checked`);
    expect(await renderRunPage(runB, "ja")).toContain(
      `@${cast.users.contributorA.handle} さんの申告で、まだ確認されていません`,
    );

    // Stating the same value as A's claim is B's own claim too: recorded, and still B's figures.
    const same = await uploadRun(bundleWith({ name: SQUAT.name, org: SQUAT.org, paramsB: 0.001 }), "contributorB");
    expect(await db.catalogueProposal.count({ where: { runId: same, field: "paramsB", state: "pending" } })).toBe(1);
  });

  it.each([
    ["fails", (runId: string) => verdict(runId, { verdict: "failed", note: "Squatting." })],
    [
      "hides",
      async (runId: string) => {
        const response = await postAs(cast, hideRoute, { id: runId }, { reason: "Squatting." }, "admin");
        expect(response.status).toBe(200);
      },
    ],
  ])("when an admin %s A's run, A's claim is withdrawn and B's figures are unchanged", async (_action, act) => {
    const runA = await uploadRun(bundleWith(SQUAT), "contributorA");
    const runB = await uploadRun(bundleWith({ name: SQUAT.name, org: SQUAT.org, paramsB: 8 }), "contributorB");
    const before = await getFactFigures(runB);

    await act(runA);
    expect(await db.catalogueProposal.count({ where: { runId: runA, state: "pending" } })).toBe(0);
    expect(await db.catalogueProposal.count({ where: { runId: runA, state: "withdrawn" } })).toBeGreaterThan(0);
    expect((await modelRow()).claimRunId).toBeNull();
    expect(await getFactFigures(runB)).toEqual(before);
    // B's page no longer shows A's claim: no description, the facts marked as not checked.
    const page = await renderRunPage(runB);
    expect(page).not.toContain("The best model");
    expect(page).not.toContain(`Model facts claimed by @${cast.users.contributorA.handle}`);
    expect(page).toContain("claim of the upload that created this entry was withdrawn");
    const api = await readRunApi(runB);
    expect(api.json.model).toMatchObject({ description: null, hfRepo: null, claim: { claimant: null } });
    // A withdrawn proposal cannot be accepted later by mistake.
    const withdrawn = await db.catalogueProposal.findFirstOrThrow({ where: { runId: runA, field: "paramsB" } });
    expect(await acceptProposal(cast.users.admin.id, withdrawn.id)).toMatchObject({ status: "conflict" });
  });

  it("an admin's pass leaves the run's catalogue proposals pending and the API answer says so", async () => {
    const runA = await uploadRun(bundleWith(SQUAT), "contributorA");
    const pendingBefore = await db.catalogueProposal.count({ where: { runId: runA, state: "pending" } });
    expect(pendingBefore).toBeGreaterThan(0);

    const answer = await verdict(runA, { verdict: "passed" });
    expect(answer.reviewState).toBe("passed");
    expect(answer.catalogue.pending).toHaveLength(pendingBefore);
    expect(answer.catalogue.pending).toContainEqual(
      expect.objectContaining({ target: `model ${SLUG}`, field: "paramsB", value: 0.001 }),
    );
    expect(answer.catalogue.note).toContain("remain pending");
    expect(await db.catalogueProposal.count({ where: { runId: runA, state: "pending" } })).toBe(pendingBefore);
    expect((await modelRow()).unsettledFacts).toContain("paramsB");

    // Only an explicit acceptance settles a fact, and every run of the model is recomputed with it.
    const runB = await uploadRun(bundleWith({ name: SQUAT.name, org: SQUAT.org, paramsB: 8 }), "contributorB");
    const proposal = await db.catalogueProposal.findFirstOrThrow({ where: { runId: runB, field: "paramsB" } });
    expect(await acceptProposal(cast.users.admin.id, proposal.id)).toMatchObject({ status: "ok", runsRecomputed: 2 });
    expect(await modelRow()).toMatchObject({ paramsB: 8, unsettledFacts: expect.not.arrayContaining(["paramsB"]) });
    expect((await getFactFigures(runA)).paramsB).toBe(8);
  });
});

describe("the migration that brought claims in", () => {
  it("marks the entries earlier contributors' uploads created, and withdraws those of failed runs", async () => {
    const runA = await uploadRun(bundleWith(SQUAT), "contributorA");
    const failed = await uploadRun(bundleWith({ name: "Squat 2B", org: "Squatters", paramsB: 2 }), "contributorB");
    await verdict(failed, { verdict: "failed", note: "Squatting." });
    // As before the migration: no entry marked, and the failed run's proposals still pending.
    await db.catalogueProposal.updateMany({ where: { runId: failed }, data: { state: "pending" } });
    await db.model.updateMany({ data: { unsettledFacts: [], claimRunId: null } });
    await db.hardware.updateMany({ data: { unsettledFacts: [], claimRunId: null } });
    const sql = readFileSync("prisma/migrations/20261201120000_unsettled_catalogue_claims/migration.sql", "utf8");
    for (const statement of sql
      .slice(sql.indexOf("\nUPDATE"))
      .split(";")
      .filter((text) => text.replace(/--.*$/gm, "").trim())) {
      await db.$executeRawUnsafe(statement);
    }
    expect(await modelRow()).toEqual({
      paramsB: 0.001,
      unsettledFacts: expect.arrayContaining(["name", "paramsB", "architecture", "hfRepo", "description"]),
      claimRunId: runA,
    });
    const other = await db.model.findUniqueOrThrow({ where: { slug: "squat-2b" } });
    expect(other).toMatchObject({ unsettledFacts: expect.arrayContaining(["paramsB"]), claimRunId: null });
    const seeded = await db.model.findUniqueOrThrow({ where: { slug: "qwen3-5-9b" } });
    expect(seeded.unsettledFacts).toEqual([]);
  });
});

describe("slugs of any script (issue 24)", () => {
  it("gives two different Japanese, Chinese and Cyrillic model names two models", async () => {
    const names = ["日本語モデル", "中文模型", "Модель А", "Модель Б"];
    const ids = [];
    for (const name of names) ids.push(await uploadRun(bundleWith({ name, org: "各社" }), "contributorA"));
    const models = await db.model.findMany({ where: { name: { in: names } }, select: { name: true, slug: true } });
    expect(models).toHaveLength(names.length);
    expect(new Set(models.map((model) => model.slug)).size).toBe(names.length);
    expect(models.map((model) => model.slug)).not.toContain("unnamed");
    // A second contributor's run of another non-Latin name is not filed under the first one's model.
    const other = await uploadRun(bundleWith({ name: "別のモデル", org: "各社" }), "contributorB");
    const filed = await db.run.findUniqueOrThrow({
      where: { id: other },
      select: { variant: { select: { model: { select: { name: true } } } } },
    });
    expect(filed.variant.model.name).toBe("別のモデル");
  });

  it("answers 201 to a second non-Latin precision of one model, and 400 naming the field to a clash", async () => {
    const model = { name: "Qwen3.5-9B", org: "Alibaba" };
    await uploadRun(bundleWith({ ...model, precision: "整数8" }), "contributorA");
    await uploadRun(bundleWith({ ...model, precision: "浮動小数点8" }), "contributorA");
    const variants = await db.variant.findMany({
      where: { model: { slug: "qwen3-5-9b" }, precision: { in: ["整数8", "浮動小数点8"] } },
      select: { slug: true },
    });
    expect(variants.map((variant) => variant.slug).sort()).toEqual([slugify("整数8"), slugify("浮動小数点8")].sort());

    // "fp8" gives the slug of the stored "FP8": a clear 400 naming the precision, nothing stored.
    const runs = await db.run.count();
    const clash = await upload(bundleWith({ ...model, precision: "fp8" }), "contributorA");
    expect(clash.status).toBe(400);
    expect(clash.body.issues).toEqual([{ path: "model.precision", message: expect.stringContaining("rename") }]);
    expect(await db.run.count()).toBe(runs);
  });
});
