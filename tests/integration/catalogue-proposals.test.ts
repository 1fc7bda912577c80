/**
 * The curated catalogue (docs/decisions/0006-curated-catalogue.md), through the real upload route,
 * real admin server actions with real Auth.js session cookies, and real PostgreSQL: what a
 * contributor's bundle says about shared models, organizations and hardware is a proposal; it
 * becomes the catalogue's fact only when an admin accepts it (a verdict on the run settles none:
 * catalogue-claims.test.ts). Trusted imports (seed, CLI, admins): catalogue-trusted-imports.test.ts;
 * who may decide: catalogue-decisions-authorization.test.ts.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test", "x-forwarded-proto": "http", cookie: session.cookie }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
// Outside a Next.js request there is no page cache to revalidate.
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { decideProposalAction, reviewRunAction } from "@/app/[locale]/admin/actions";
import ReviewRunPage from "@/app/[locale]/admin/review/[runId]/page";
import ReviewQueuePage from "@/app/[locale]/admin/review/page";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { listRunProposals } from "@/lib/catalogue/data";
import { db } from "@/lib/db";
import { recomputeAllRuns } from "@/lib/runs/recompute";
import {
  bundleWith,
  createSessionCookie,
  getCatalogueRows,
  getFactFigures,
  listAuditRows,
  TRUST_ME,
  type HardwareFacts,
  type ModelFacts,
} from "@/tests/support/catalogue-fixture";
import { postAs, setUpCast, type Cast, type Party } from "@/tests/support/review-fixture";
import { formData } from "@/tests/support/server-actions";
import { withProviders } from "@/tests/support/providers";

const url = process.env.DATABASE_URL!;
let cast: Cast;
let users: Cast["users"];

const ACME_TINY: ModelFacts = { name: "Acme Tiny 1B", org: "Acme", paramsB: 1, architecture: "dense" };

async function upload(body: unknown, party: Party): Promise<string> {
  const response = await postAs(cast, uploadRoute, {}, body, party);
  expect(response.status, `upload by ${party}`).toBe(201);
  return (await response.json()).id;
}

async function signInAs(party: Party) {
  session.cookie = party === "anonymous" ? "" : await createSessionCookie(users[party].id);
}

function decide(proposalId: string, runId: string, decision: string) {
  return decideProposalAction({}, formData({ proposalId, runId, decision }));
}

/** Decides every pending proposal of a run as the admin, through the server action. */
async function decideAll(runId: string, decision: "accept" | "reject") {
  await signInAs("admin");
  const pending = await db.catalogueProposal.findMany({ where: { runId, state: "pending" }, select: { id: true } });
  for (const { id } of pending) expect((await decide(id, runId, decision)).error, `${decision} ${id}`).toBeUndefined();
  return pending.length;
}

async function passRun(runId: string) {
  await signInAs("admin");
  const state = await reviewRunAction({}, formData({ runId, verdict: "passed", note: "" }));
  expect(state).toMatchObject({ message: expect.any(String) });
}

const countProposals = (runId: string, state: "accepted" | "rejected") =>
  db.catalogueProposal.count({ where: { runId, state, decidedById: users.admin.id } });

beforeEach(async () => {
  session.cookie = "";
  cast = await setUpCast(url);
  ({ users } = cast);
});

describe("a contributor cannot change another contributor's score", () => {
  it("B's 'quality 100, Source: trust me' for A's model stays a proposal until an admin decides it", async () => {
    const runA = await upload(bundleWith(ACME_TINY), "contributorA");
    // A's new entry is settled by the admin's acceptance of its facts (a pass alone settles none).
    await decideAll(runA, "accept");
    await passRun(runA);
    const scoreA = await getFactFigures(runA);
    const catalogueA = await getCatalogueRows("acme-tiny-1b", "rtx-4090");
    expect(scoreA.qualityScore).toBe(0);
    expect(catalogueA.quality).toEqual([]);

    // B names A's model with perfect quality and other parameters, organization name and bandwidth.
    const attack = bundleWith(
      { ...ACME_TINY, org: "ACME", paramsB: 70, architecture: "moe", activeParamsB: 3, quality: TRUST_ME },
      { bandwidthGBs: 5000 },
    );
    const runB = await upload(attack, "contributorB");
    expect(await getFactFigures(runA)).toEqual(scoreA);
    expect(await getCatalogueRows("acme-tiny-1b", "rtx-4090")).toEqual(catalogueA);
    await recomputeAllRuns();
    expect(await getFactFigures(runA)).toEqual(scoreA);
    // B's own run is scored on the catalogue's facts too, not on what B stated.
    expect((await getFactFigures(runB)).qualityScore).toBe(0);

    const proposals = await db.catalogueProposal.findMany({
      where: { runId: runB },
      select: {
        proposerId: true,
        targetType: true,
        field: true,
        value: true,
        currentValue: true,
        source: true,
        state: true,
      },
      orderBy: [{ targetType: "asc" }, { field: "asc" }],
    });
    const pending = (targetType: string, field: string, value: unknown, currentValue: unknown, source?: string) => ({
      proposerId: users.contributorB.id,
      targetType,
      field,
      value,
      currentValue,
      source: source ?? null,
      state: "pending",
    });
    expect(proposals).toEqual([
      pending("organization", "name", "ACME", "Acme"),
      pending("model", "activeParamsB", 3, null),
      pending("model", "architecture", "moe", "dense"),
      pending("model", "paramsB", 70, 1),
      pending("model", "quality:GPQA-Diamond", 100, null, "trust me"),
      pending("model", "quality:LiveCodeBench v6", 100, null, "trust me"),
      pending("model", "quality:MMLU-Pro", 100, null, "trust me"),
      pending("hardware", "bandwidthGBs", 5000, 1008),
    ]);

    // Rejected: nothing changes, and passing B's run later does not bring the figures back.
    expect(await decideAll(runB, "reject")).toBe(8);
    await passRun(runB);
    expect(await getFactFigures(runA)).toEqual(scoreA);
    expect(await getCatalogueRows("acme-tiny-1b", "rtx-4090")).toEqual(catalogueA);
    expect(await countProposals(runB, "rejected")).toBe(8);
    const rejections = await listAuditRows("catalogue.reject");
    expect(rejections).toHaveLength(8);
    expect(rejections).toContainEqual({
      actorId: users.admin.id,
      targetId: runB,
      reason: null,
      details: expect.objectContaining({
        target: "model acme-tiny-1b",
        field: "quality:MMLU-Pro",
        value: 100,
        source: "trust me",
      }),
    });

    // Accepted: the figures apply with their source, and A's score is recomputed with them.
    const runB2 = await upload(bundleWith({ ...ACME_TINY, quality: TRUST_ME }), "contributorB");
    expect(await getFactFigures(runA)).toEqual(scoreA);
    expect(await decideAll(runB2, "accept")).toBe(3);
    const after = await getFactFigures(runA);
    expect(after.qualityScore).toBe(1);
    expect(after.score!).toBeCloseTo(scoreA.score! + 30, 1);
    const { quality } = await getCatalogueRows("acme-tiny-1b", "rtx-4090");
    const applied = quality.map(({ value, source }) => ({ value, source }));
    expect(applied).toEqual(Array(3).fill({ value: 100, source: "trust me" }));
    const acceptances = (await listAuditRows("catalogue.accept")).filter((row) => row.targetId === runB2);
    expect(acceptances).toHaveLength(3);
    expect(acceptances[0]).toMatchObject({
      actorId: users.admin.id,
      targetId: runB2,
      details: { value: { from: null, to: 100 }, source: "trust me", runsRecomputed: 3 },
    });
  });

  it("accepting one value settles the others for the same fact and recomputes every run on that hardware", async () => {
    const spark: HardwareFacts = {
      name: "DGX Spark",
      accelerator: "NVIDIA GB10",
      memoryGB: 128,
      memoryKind: "unified",
    };
    const low = await upload(bundleWith({}, { ...spark, bandwidthGBs: 300 }), "contributorA");
    const lowAgain = await upload(bundleWith({}, { ...spark, bandwidthGBs: 300 }), "contributorA");
    const high = await upload(bundleWith({}, { ...spark, bandwidthGBs: 546 }), "contributorB");
    const before = await getFactFigures(cast.seed000);
    const bandwidth = async () => (await db.hardware.findUniqueOrThrow({ where: { slug: "dgx-spark" } })).bandwidthGBs;
    expect(await bandwidth()).toBe(273);

    await signInAs("admin");
    const proposal = await db.catalogueProposal.findFirstOrThrow({ where: { runId: high, field: "bandwidthGBs" } });
    expect((await decide(proposal.id, high, "accept")).message).toContain("4 runs recomputed");
    expect(await bandwidth()).toBe(546);
    // Seed 000 ran on the DGX Spark: its decode ceiling doubles with the bandwidth.
    expect((await getFactFigures(cast.seed000)).decodeCeilingTps).toBeCloseTo(before.decodeCeilingTps! * 2, 6);
    const others = await db.catalogueProposal.findMany({
      where: { field: "bandwidthGBs", runId: { in: [low, lowAgain] } },
      select: { state: true },
    });
    expect(others).toEqual([{ state: "rejected" }, { state: "rejected" }]);
    const details = { value: { from: 273, to: 546 }, superseded: 2, alsoAccepted: 0 };
    const accepted = expect.objectContaining({ details: expect.objectContaining(details) });
    expect(await listAuditRows("catalogue.accept")).toEqual([accepted]);
    // Decided once: a second decision is refused and changes nothing.
    expect(await decide(proposal.id, high, "reject")).toEqual({ error: "This proposal was decided already." });
  });
});

describe("a new model, organization or hardware", () => {
  it("is created from the bundle, its facts claimed until an admin accepts them (a pass settles none)", async () => {
    const card = "https://acme.example/tiny-2b/model-card";
    const model = {
      name: "Acme Tiny 2B",
      org: "Acme Two",
      paramsB: 2,
      architecture: "dense",
      hfRepo: "acme/tiny-2b",
      quality: [{ benchmark: "MMLU-Pro", value: 40, source: card }],
    } satisfies ModelFacts;
    const npu: HardwareFacts = { name: "Acme NPU", accelerator: "Acme NPU 1", memoryGB: 32, memoryKind: "unified" };
    const runA = await upload(bundleWith(model, { ...npu, bandwidthGBs: 500 }), "contributorA");
    const row = await db.model.findUniqueOrThrow({
      where: { slug: "acme-tiny-2b" },
      select: { paramsB: true, hfRepo: true, organization: { select: { name: true } } },
    });
    expect(row).toEqual({ paramsB: 2, hfRepo: "acme/tiny-2b", organization: { name: "Acme Two" } });
    expect(await db.qualityResult.count({ where: { model: { slug: "acme-tiny-2b" } } })).toBe(0);
    expect((await getFactFigures(runA)).qualityCoverage).toBe(0);
    const proposals = await listRunProposals(runA);
    expect(proposals.every((proposal) => proposal.state === "pending" && proposal.currentValue === null)).toBe(true);
    const find = (targetType: string, field: string) =>
      proposals.find((proposal) => proposal.targetType === targetType && proposal.field === field);
    expect(find("model", "quality:MMLU-Pro")).toMatchObject({ standing: "fills-gap", source: card });
    expect(find("hardware", "bandwidthGBs")).toMatchObject({ standing: "provisional", liveValue: 500 });

    // The admin's page says the facts are provisional, and shows each with its source and a decision.
    await signInAs("admin");
    const html = renderToStaticMarkup(withProviders(await ReviewRunPage({ params: Promise.resolve({ runId: runA }) })));
    expect(html).toContain("Catalogue proposals · 11 pending");
    expect(html).toContain("Its facts are the uploader&#x27;s claim");
    expect(html).toContain(card);
    expect(html).toContain('aria-label="Accept Quality: MMLU-Pro of Model acme-tiny-2b"');
    expect(html).toContain("This run has 11 catalogue proposals. A verdict settles none");
    const queue = renderToStaticMarkup(withProviders(await ReviewQueuePage()));
    expect(queue).toContain(`href="/admin/review/${runA}#catalogue">11 pending`);

    // The pass settles nothing (issue 24); the admin's acceptance of each fact does.
    await passRun(runA);
    expect(await countProposals(runA, "accepted")).toBe(0);
    expect(await db.qualityResult.count({ where: { model: { slug: "acme-tiny-2b" } } })).toBe(0);
    expect((await listAuditRows("run.review"))[0]!.details).not.toHaveProperty("catalogue");
    expect(await decideAll(runA, "accept")).toBe(11);
    expect(await countProposals(runA, "accepted")).toBe(11);
    const quality = await db.qualityResult.findMany({
      where: { model: { slug: "acme-tiny-2b" } },
      select: { benchmark: true, value: true, source: true },
    });
    expect(quality).toEqual([{ benchmark: "MMLU-Pro", value: 40, source: card }]);
    // One of the three quality benchmarks at 40 %: Q = 0.4 / 3.
    const passed = await getFactFigures(runA);
    expect(passed.qualityCoverage).toBe(1);
    expect(passed.qualityScore).toBeCloseTo(0.4 / 3, 9);
    const accepted = await listAuditRows("catalogue.accept");
    const settled = { target: "model acme-tiny-2b", field: "quality:MMLU-Pro", value: { from: null, to: 40 } };
    expect(accepted.map((row) => row.details)).toContainEqual(expect.objectContaining(settled));
    expect(await db.model.findUniqueOrThrow({ where: { slug: "acme-tiny-2b" } })).toMatchObject({ unsettledFacts: [] });
  });

  it("is settled by an admin's upload stating it, and a pass of the claiming run settles nothing", async () => {
    const runA = await upload(bundleWith({ name: "Acme Tiny 3B", org: "Acme", paramsB: 3 }), "contributorA");
    expect((await getFactFigures(runA)).paramsB).toBe(3);
    // An admin's upload states the model otherwise: trusted, it applies and settles at once.
    await upload(bundleWith({ name: "Acme Tiny 3B", org: "Acme", paramsB: 3.2 }), "admin");
    expect((await getFactFigures(runA)).paramsB).toBe(3.2);
    const settled = await db.model.findUniqueOrThrow({ where: { slug: "acme-tiny-3b" } });
    expect(settled).toMatchObject({ paramsB: 3.2, unsettledFacts: [] });
    await passRun(runA);
    const states = await db.catalogueProposal.findMany({
      where: { runId: runA, targetType: "model" },
      select: { field: true, state: true },
      orderBy: { field: "asc" },
    });
    expect(states).toEqual([
      { field: "architecture", state: "pending" },
      { field: "name", state: "pending" },
      { field: "paramsB", state: "pending" },
    ]);
  });
});
