/**
 * The curated catalogue (docs/decisions/0006-curated-catalogue.md), through the real upload route,
 * real admin server actions with real Auth.js session cookies, and real PostgreSQL: what a
 * contributor's bundle says about shared models, organizations and hardware is a proposal; it
 * becomes the catalogue's fact only when an admin accepts it, or fills an empty fact when an
 * admin passes the run. Trusted imports (seed, CLI, admins): catalogue-trusted-imports.test.ts.
 */
import { encode } from "next-auth/jwt";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test", "x-forwarded-proto": "http", cookie: session.cookie }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
// Outside a Next.js request there is no page cache to revalidate.
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { decideProposalAction, reviewRunAction } from "@/app/admin/actions";
import ReviewRunPage from "@/app/admin/review/[runId]/page";
import ReviewQueuePage from "@/app/admin/review/page";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { listRunProposals } from "@/lib/catalogue/data";
import { db } from "@/lib/db";
import { recomputeAllRuns } from "@/lib/runs/recompute";
import type { RunBundleInput } from "@/lib/runs/schema";
import { countRows } from "@/tests/support/database";
import { bundle, postAs, setUpCast, type Cast, type Party } from "@/tests/support/review-fixture";

const url = process.env.DATABASE_URL!;
let cast: Cast;
let users: Cast["users"];

type ModelFacts = Partial<RunBundleInput["model"]>;
type HardwareFacts = Partial<RunBundleInput["hardware"]>;

/** The fixture's bundle (new content each call) with other model and hardware facts. */
function bundleWith(model: ModelFacts, hardware: HardwareFacts = {}) {
  const base = bundle();
  return { ...base, model: { ...base.model, ...model }, hardware: { ...base.hardware, ...hardware } };
}

const ACME_TINY: ModelFacts = { name: "Acme Tiny 1B", org: "Acme", paramsB: 1, architecture: "dense", precision: "BF16" };
const TRUST_ME = ["MMLU-Pro", "GPQA-Diamond", "LiveCodeBench v6"].map((benchmark) => ({ benchmark, value: 100, source: "trust me" }));

async function upload(body: unknown, party: Party): Promise<string> {
  const response = await postAs(cast, uploadRoute, {}, body, party);
  expect(response.status, `upload by ${party}`).toBe(201);
  return (await response.json()).id;
}

/** Signs a party in for pages and actions, with a real Auth.js session cookie. */
async function signInAs(party: Party) {
  session.cookie =
    party === "anonymous"
      ? ""
      : `authjs.session-token=${await encode({ token: { sub: users[party].id }, secret: process.env.AUTH_SECRET!, salt: "authjs.session-token" })}`;
}

/** How an action refused: a redirect to sign in, a 404, or it did not refuse. */
async function outcome(work: () => Promise<unknown>): Promise<"signin" | "notFound" | "ok"> {
  try {
    await work();
    return "ok";
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT") && digest.includes("/signin")) return "signin";
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;404") return "notFound";
    throw error;
  }
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** Decides every pending proposal of a run as the admin, through the server action. */
async function decideAll(runId: string, decision: "accept" | "reject") {
  await signInAs("admin");
  const pending = await db.catalogueProposal.findMany({ where: { runId, state: "pending" }, select: { id: true } });
  for (const { id } of pending) {
    const state = await decideProposalAction({}, form({ proposalId: id, runId, decision }));
    expect(state.error, `${decision} ${id}`).toBeUndefined();
  }
  return pending.length;
}

async function passRun(runId: string) {
  await signInAs("admin");
  expect(await reviewRunAction({}, form({ runId, verdict: "passed", note: "" }))).toMatchObject({ message: expect.any(String) });
}

/** Audit rows of one action (the fixture's helper leaves out rows without a reason: these have none). */
const listAuditRows = (action: string) =>
  db.auditLog.findMany({ where: { action }, select: { actorId: true, targetId: true, reason: true, details: true }, orderBy: { createdAt: "asc" } });

const figuresOf = (runId: string) =>
  db.runFigures.findUniqueOrThrow({
    where: { runId },
    select: { score: true, qualityScore: true, qualityCoverage: true, vramGB: true, decodeCeilingTps: true, efficiency: true, paramsB: true },
  });
const catalogueOf = async (modelSlug: string, hardwareSlug: string) => ({
  model: await db.model.findUniqueOrThrow({
    where: { slug: modelSlug },
    select: { name: true, paramsB: true, activeParamsB: true, architecture: true, organization: { select: { name: true } } },
  }),
  quality: await db.qualityResult.findMany({ where: { model: { slug: modelSlug } }, select: { benchmark: true, value: true, source: true } }),
  hardware: await db.hardware.findUniqueOrThrow({ where: { slug: hardwareSlug }, select: { name: true, memoryGB: true, bandwidthGBs: true } }),
});

beforeEach(async () => {
  session.cookie = "";
  cast = await setUpCast(url);
  ({ users } = cast);
});

describe("a contributor cannot change another contributor's score", () => {
  it("B's 'quality 100, Source: trust me' for A's model stays a proposal until an admin decides it", async () => {
    const runA = await upload(bundleWith(ACME_TINY), "contributorA");
    await passRun(runA);
    const scoreA = await figuresOf(runA);
    const catalogueA = await catalogueOf("acme-tiny-1b", "rtx-4090");
    expect(scoreA.qualityScore).toBe(0);
    expect(catalogueA.quality).toEqual([]);

    // B names A's model with perfect quality and other parameters, organization name and bandwidth.
    const attack = bundleWith(
      { ...ACME_TINY, org: "ACME", paramsB: 70, architecture: "moe", activeParamsB: 3, quality: TRUST_ME },
      { bandwidthGBs: 5000 },
    );
    const runB = await upload(attack, "contributorB");
    expect(await figuresOf(runA)).toEqual(scoreA);
    expect(await catalogueOf("acme-tiny-1b", "rtx-4090")).toEqual(catalogueA);
    await recomputeAllRuns();
    expect(await figuresOf(runA)).toEqual(scoreA);
    // B's own run is scored on the catalogue's facts too, not on what B stated.
    expect((await figuresOf(runB)).qualityScore).toBe(0);

    const proposals = await db.catalogueProposal.findMany({
      where: { runId: runB },
      select: { proposerId: true, targetType: true, field: true, value: true, currentValue: true, source: true, state: true },
      orderBy: [{ targetType: "asc" }, { field: "asc" }],
    });
    const pending = (targetType: string, field: string, value: unknown, currentValue: unknown, source: string | null = null) => ({
      proposerId: users.contributorB.id,
      targetType,
      field,
      value,
      currentValue,
      source,
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
    expect(await figuresOf(runA)).toEqual(scoreA);
    expect(await catalogueOf("acme-tiny-1b", "rtx-4090")).toEqual(catalogueA);
    expect(await db.catalogueProposal.count({ where: { runId: runB, state: "rejected", decidedById: users.admin.id } })).toBe(8);
    const rejections = await listAuditRows("catalogue.reject");
    expect(rejections).toHaveLength(8);
    expect(rejections).toContainEqual({
      actorId: users.admin.id,
      targetId: runB,
      reason: null,
      details: expect.objectContaining({ target: "model acme-tiny-1b", field: "quality:MMLU-Pro", value: 100, source: "trust me" }),
    });

    // Accepted: the figures apply with their source, and A's score is recomputed with them.
    const runB2 = await upload(bundleWith({ ...ACME_TINY, quality: TRUST_ME }), "contributorB");
    expect(await figuresOf(runA)).toEqual(scoreA);
    expect(await decideAll(runB2, "accept")).toBe(3);
    const after = await figuresOf(runA);
    expect(after.qualityScore).toBe(1);
    expect(after.score!).toBeCloseTo(scoreA.score! + 30, 1);
    const quality = await db.qualityResult.findMany({ where: { model: { slug: "acme-tiny-1b" } }, select: { value: true, source: true } });
    expect(quality).toEqual([1, 2, 3].map(() => ({ value: 100, source: "trust me" })));
    const acceptances = await listAuditRows("catalogue.accept");
    expect(acceptances).toHaveLength(3);
    expect(acceptances[0]).toMatchObject({
      actorId: users.admin.id,
      targetId: runB2,
      details: { value: { from: null, to: 100 }, source: "trust me", runsRecomputed: 3 },
    });
  });

  it("accepting one value settles the others for the same fact and recomputes every run on that hardware", async () => {
    const spark: HardwareFacts = { name: "DGX Spark", accelerator: "NVIDIA GB10", memoryGB: 128, memoryKind: "unified" };
    const low = await upload(bundleWith({}, { ...spark, bandwidthGBs: 300 }), "contributorA");
    const lowAgain = await upload(bundleWith({}, { ...spark, bandwidthGBs: 300 }), "contributorA");
    const high = await upload(bundleWith({}, { ...spark, bandwidthGBs: 546 }), "contributorB");
    const before = await figuresOf(cast.seed000);
    expect((await db.hardware.findUniqueOrThrow({ where: { slug: "dgx-spark" } })).bandwidthGBs).toBe(273);

    await signInAs("admin");
    const proposal = await db.catalogueProposal.findFirstOrThrow({ where: { runId: high, field: "bandwidthGBs" } });
    const accepted = await decideProposalAction({}, form({ proposalId: proposal.id, runId: high, decision: "accept" }));
    expect(accepted.message).toContain("4 runs recomputed");
    expect((await db.hardware.findUniqueOrThrow({ where: { slug: "dgx-spark" } })).bandwidthGBs).toBe(546);
    // Seed 000 ran on the DGX Spark: its decode ceiling doubles with the bandwidth.
    expect((await figuresOf(cast.seed000)).decodeCeilingTps).toBeCloseTo(before.decodeCeilingTps! * 2, 6);
    const states = await db.catalogueProposal.findMany({ where: { field: "bandwidthGBs", runId: { in: [low, lowAgain] } }, select: { state: true } });
    expect(states).toEqual([{ state: "rejected" }, { state: "rejected" }]);
    expect(await listAuditRows("catalogue.accept")).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ value: { from: 273, to: 546 }, superseded: 2, alsoAccepted: 0 }) }),
    ]);
    // Decided once: a second decision is refused and changes nothing.
    const again = await decideProposalAction({}, form({ proposalId: proposal.id, runId: high, decision: "reject" }));
    expect(again).toEqual({ error: "This proposal was decided already." });
  });
});

describe("a new model, organization or hardware", () => {
  it("is created from the bundle, its facts provisional, and they become the catalogue's when an admin passes the run", async () => {
    const card = "https://acme.example/tiny-2b/model-card";
    const runA = await upload(
      bundleWith(
        { name: "Acme Tiny 2B", org: "Acme Two", paramsB: 2, architecture: "dense", hfRepo: "acme/tiny-2b", quality: [{ benchmark: "MMLU-Pro", value: 40, source: card }] },
        { name: "Acme NPU", accelerator: "Acme NPU 1", memoryGB: 32, memoryKind: "unified", bandwidthGBs: 500 },
      ),
      "contributorA",
    );
    const model = await db.model.findUniqueOrThrow({ where: { slug: "acme-tiny-2b" }, select: { paramsB: true, hfRepo: true, organization: { select: { name: true } } } });
    expect(model).toEqual({ paramsB: 2, hfRepo: "acme/tiny-2b", organization: { name: "Acme Two" } });
    expect(await db.qualityResult.count({ where: { model: { slug: "acme-tiny-2b" } } })).toBe(0);
    expect((await figuresOf(runA)).qualityCoverage).toBe(0);
    const proposals = await listRunProposals(runA);
    expect(proposals.every((proposal) => proposal.state === "pending" && proposal.currentValue === null)).toBe(true);
    expect(proposals.find((proposal) => proposal.field === "quality:MMLU-Pro")).toMatchObject({ standing: "fills-gap", source: card });
    expect(proposals.find((proposal) => proposal.targetType === "hardware" && proposal.field === "bandwidthGBs")).toMatchObject({
      standing: "provisional",
      liveValue: 500,
    });

    // The admin's page says the facts are provisional, and shows each with its source and a decision.
    await signInAs("admin");
    const html = renderToStaticMarkup(await ReviewRunPage({ params: Promise.resolve({ runId: runA }) }));
    expect(html).toContain("Catalogue proposals · 11 pending");
    expect(html).toContain("facts are provisional until you pass the run");
    expect(html).toContain(card);
    expect(html).toContain('aria-label="Accept Quality: MMLU-Pro of model acme-tiny-2b"');
    expect(html).toContain("Passing this run also makes 11 proposed facts the");
    const queue = renderToStaticMarkup(await ReviewQueuePage());
    expect(queue).toContain(`href="/admin/review/${runA}#catalogue">11 pending`);

    await passRun(runA);
    expect(await db.catalogueProposal.count({ where: { runId: runA, state: "accepted", decidedById: users.admin.id } })).toBe(11);
    expect(await db.qualityResult.findMany({ where: { model: { slug: "acme-tiny-2b" } }, select: { benchmark: true, value: true, source: true } })).toEqual([
      { benchmark: "MMLU-Pro", value: 40, source: card },
    ]);
    // One of the three quality benchmarks at 40 %: Q = 0.4 / 3.
    const passed = await figuresOf(runA);
    expect(passed.qualityCoverage).toBe(1);
    expect(passed.qualityScore).toBeCloseTo(0.4 / 3, 9);
    const [review] = await listAuditRows("run.review");
    expect(review.details).toMatchObject({ catalogue: expect.arrayContaining([{ target: "model acme-tiny-2b", field: "quality:MMLU-Pro", value: 40 }]) });
  });

  it("leaves a provisional fact pending when the catalogue holds another value by the time the run passes", async () => {
    const runA = await upload(bundleWith({ name: "Acme Tiny 3B", org: "Acme", paramsB: 3 }), "contributorA");
    // An admin's upload states the model otherwise: trusted, it applies at once.
    await upload(bundleWith({ name: "Acme Tiny 3B", org: "Acme", paramsB: 3.2 }), "admin");
    expect((await figuresOf(runA)).paramsB).toBe(3.2);
    await passRun(runA);
    expect((await db.model.findUniqueOrThrow({ where: { slug: "acme-tiny-3b" } })).paramsB).toBe(3.2);
    const states = await db.catalogueProposal.findMany({ where: { runId: runA }, select: { field: true, state: true }, orderBy: { field: "asc" } });
    expect(states).toEqual([
      { field: "architecture", state: "accepted" },
      { field: "name", state: "accepted" },
      { field: "name", state: "accepted" },
      { field: "paramsB", state: "pending" },
    ]);
  });
});

describe("who may decide", () => {
  it("refuses accept and reject from anyone but an admin, and changes nothing", async () => {
    const runB = await upload(bundleWith({ quality: TRUST_ME }), "contributorB");
    const proposal = await db.catalogueProposal.findFirstOrThrow({ where: { runId: runB, field: "quality:MMLU-Pro" }, select: { id: true } });
    const rows = async () => ({
      counts: await countRows(url),
      proposals: await db.catalogueProposal.findMany({ select: { id: true, state: true, decidedById: true }, orderBy: { id: "asc" } }),
      quality: await db.qualityResult.findMany({ select: { modelId: true, benchmark: true, value: true, source: true }, orderBy: { id: "asc" } }),
      figures: await db.runFigures.findMany({ select: { runId: true, score: true }, orderBy: { runId: "asc" } }),
    });
    const before = await rows();
    const expected: Record<Exclude<Party, "admin">, "signin" | "notFound"> = {
      anonymous: "signin",
      contributorA: "notFound",
      contributorB: "notFound",
      suspended: "signin",
    };
    for (const [party, refusal] of Object.entries(expected) as Array<[Exclude<Party, "admin">, "signin" | "notFound"]>) {
      await signInAs(party);
      for (const decision of ["accept", "reject"]) {
        const result = await outcome(() => decideProposalAction({}, form({ proposalId: proposal.id, runId: runB, decision })));
        expect(result, `${decision} by ${party}`).toBe(refusal);
      }
    }
    expect(await rows()).toEqual(before);

    await signInAs("admin");
    expect(await decideProposalAction({}, form({ proposalId: proposal.id, decision: "maybe" }))).toEqual({
      error: "This form names no proposal or no decision.",
    });
    expect(await decideProposalAction({}, form({ proposalId: "doesnotexist", decision: "accept" }))).toEqual({
      error: "Nothing here by that name any more.",
    });
    expect(await rows()).toEqual(before);
  });
});
