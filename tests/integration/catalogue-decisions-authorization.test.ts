/**
 * Who may accept or reject a proposed catalogue fact: only admins. Every other party's call of the
 * server action is refused (sign-in redirect or 404) and changes no row; bad input is named.
 * Sessions are real Auth.js session cookies, handed to the code through next/headers.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test", "x-forwarded-proto": "http", cookie: session.cookie }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
// Outside a Next.js request there is no page cache to revalidate.
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { decideProposalAction } from "@/app/[locale]/admin/actions";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { db } from "@/lib/db";
import { bundleWith, createSessionCookie, TRUST_ME } from "@/tests/support/catalogue-fixture";
import { countRows } from "@/tests/support/database";
import { postAs, setUpCast, type Cast, type Party } from "@/tests/support/review-fixture";
import { formData, outcome } from "@/tests/support/server-actions";

const url = process.env.DATABASE_URL!;
let cast: Cast;

beforeEach(async () => {
  session.cookie = "";
  cast = await setUpCast(url);
});

async function signInAs(party: Party) {
  session.cookie = party === "anonymous" ? "" : await createSessionCookie(cast.users[party].id);
}

function decide(proposalId: string, runId: string, decision: string) {
  return decideProposalAction({}, formData({ proposalId, runId, decision }));
}

describe("who may decide", () => {
  it("refuses accept and reject from anyone but an admin, and changes nothing", async () => {
    const created = await postAs(cast, uploadRoute, {}, bundleWith({ quality: TRUST_ME }), "contributorB");
    expect(created.status).toBe(201);
    const runB: string = (await created.json()).id;
    const { id } = await db.catalogueProposal.findFirstOrThrow({ where: { runId: runB, field: "quality:MMLU-Pro" } });
    const rows = async () => ({
      counts: await countRows(url),
      proposals: await db.catalogueProposal.findMany({ select: { id: true, state: true }, orderBy: { id: "asc" } }),
      quality: await db.qualityResult.findMany({ select: { modelId: true, value: true }, orderBy: { id: "asc" } }),
      figures: await db.runFigures.findMany({ select: { runId: true, score: true }, orderBy: { runId: "asc" } }),
    });
    const before = await rows();
    const refusals = {
      anonymous: "signin",
      contributorA: "notFound",
      contributorB: "notFound",
      suspended: "signin",
    } as const;
    for (const [party, refusal] of Object.entries(refusals)) {
      await signInAs(party as Party);
      for (const decision of ["accept", "reject"]) {
        expect(await outcome(() => decide(id, runB, decision)), `${decision} by ${party}`).toBe(refusal);
      }
    }
    expect(await rows()).toEqual(before);

    await signInAs("admin");
    expect(await decide(id, runB, "maybe")).toEqual({ error: "This form names no proposal or no decision." });
    expect(await decide("doesnotexist", runB, "accept")).toEqual({ error: "Nothing here by that name any more." });
    expect(await rows()).toEqual(before);
  });
});
