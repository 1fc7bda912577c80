/**
 * Helpers of the curated-catalogue tests: bundles stating other catalogue facts, the figures
 * and catalogue rows a proposal could change, the audit rows of an action, and the shape of
 * server-action calls (a form, a refusal).
 */
import { encode } from "next-auth/jwt";
import { db } from "@/lib/db";
import type { RunBundleInput } from "@/lib/runs/schema";
import { bundle } from "@/tests/support/review-fixture";

export type ModelFacts = Partial<RunBundleInput["model"]>;
export type HardwareFacts = Partial<RunBundleInput["hardware"]>;

/** The review fixture's bundle (new content on each call) with other model and hardware facts. */
export function bundleWith(model: ModelFacts, hardware: HardwareFacts = {}) {
  const base = bundle();
  return { ...base, model: { ...base.model, ...model }, hardware: { ...base.hardware, ...hardware } };
}

/** The reported attack: every quality benchmark of the score at 100, "Source: trust me". */
export const TRUST_ME = ["MMLU-Pro", "GPQA-Diamond", "LiveCodeBench v6"].map((benchmark) => ({
  benchmark,
  value: 100,
  source: "trust me",
}));

/** A real Auth.js session cookie for the user. */
export async function createSessionCookie(userId: string): Promise<string> {
  const salt = "authjs.session-token";
  const token = await encode({ token: { sub: userId }, secret: process.env.AUTH_SECRET!, salt });
  return `${salt}=${token}`;
}

/** Audit rows of one action, oldest first (review-fixture's helper leaves out rows without a reason). */
export function listAuditRows(action: string) {
  return db.auditLog.findMany({
    where: { action },
    select: { actorId: true, targetId: true, reason: true, details: true },
    orderBy: { createdAt: "asc" },
  });
}

/** The figures of a run that catalogue facts feed. */
export function getFactFigures(runId: string) {
  return db.runFigures.findUniqueOrThrow({
    where: { runId },
    select: {
      score: true,
      qualityScore: true,
      qualityCoverage: true,
      vramGB: true,
      decodeCeilingTps: true,
      efficiency: true,
      paramsB: true,
    },
  });
}

/** A model's and a hardware's facts as the catalogue holds them. */
export async function getCatalogueRows(modelSlug: string, hardwareSlug: string) {
  const model = { slug: modelSlug };
  return {
    model: await db.model.findUniqueOrThrow({
      where: model,
      select: {
        name: true,
        paramsB: true,
        activeParamsB: true,
        architecture: true,
        organization: { select: { name: true } },
      },
    }),
    quality: await db.qualityResult.findMany({
      where: { model },
      select: { benchmark: true, value: true, source: true },
    }),
    hardware: await db.hardware.findUniqueOrThrow({
      where: { slug: hardwareSlug },
      select: { name: true, memoryGB: true, bandwidthGBs: true },
    }),
  };
}
