/**
 * The cast of the review and moderation tests: the three seed runs, contributors A (who uploads
 * a run) and B, a suspended contributor and an admin, each with an API token; and helpers to
 * call route handlers as one of them and to snapshot every row an admin action could change.
 */
import { readFileSync } from "node:fs";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { db } from "@/lib/db";
import { suspendUser } from "@/lib/reviews/mutations";
import { seedRuns } from "@/prisma/seed";
import { countRows, truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";

export type Party = "anonymous" | "contributorA" | "contributorB" | "suspended" | "admin";
type TestUser = Awaited<ReturnType<typeof createTestUser>>;
export type Cast = {
  users: Record<Exclude<Party, "anonymous">, TestUser>;
  seed000: string;
  seed003: string;
  runA: string;
};
type Handler = (request: Request, context: never) => Promise<Response>;

const chatFixture = readFileSync("tests/fixtures/llama-benchy/chat-c1-5-10.md", "utf8");
let uploads = 0;

/** A small valid run bundle (chat test, one sanity sample), different content and file bytes on every call. */
export function bundle() {
  uploads += 1;
  return {
    schemaVersion: 1,
    model: { name: "Qwen3.5-9B", org: "Alibaba", paramsB: 9, architecture: "dense", precision: "FP8" },
    hardware: {
      name: "RTX 4090",
      accelerator: "NVIDIA RTX 4090",
      memoryGB: 24,
      memoryKind: "discrete",
      bandwidthGBs: 1008,
    },
    engine: { name: "vllm", version: "0.26.0" },
    launchCommand: "vllm serve Qwen/Qwen3.5-9B-FP8",
    measuredAt: new Date(Date.UTC(2026, 0, 1) + uploads * 86_400_000).toISOString().slice(0, 10),
    // other bytes each call (trailing blank lines): the same file twice from one contributor is a duplicate
    artifacts: [{ tool: "llama-benchy", content: chatFixture + "\n".repeat(uploads) }],
    sanity: [{ prompt: "Say hello.", output: "Hello! How can I help you today?" }],
  };
}

/** Calls a route handler with a JSON body, as `party` (bearer token) or anonymously. */
export function postAs(cast: Cast, handler: Handler, params: object, body: unknown, party: Party) {
  const token = party === "anonymous" ? undefined : cast.users[party].token;
  const request = new Request("http://arena.test/api/v1/test", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve(params) } as never);
}

/** Empties the database and sets up the cast; contributor A has uploaded one pending run. */
export async function setUpCast(url: string): Promise<Cast> {
  await truncateAll(url);
  const [seed000, seed003] = await seedRuns();
  if (!seed000 || !seed003) throw new Error("Set-up: the seed holds fewer than two runs");
  const users = {
    contributorA: await createTestUser("contributor"),
    contributorB: await createTestUser("contributor"),
    suspended: await createTestUser("contributor"),
    admin: await createTestUser("admin"),
  };
  await suspendUser(users.admin.id, users.suspended.handle, "Set up: a suspended contributor");
  const cast = { users, seed000, seed003, runA: "" };
  const created = await postAs(cast, uploadRoute, {}, bundle(), "contributorA");
  if (created.status !== 201) throw new Error(`Set-up upload answered ${created.status}`);
  cast.runA = (await created.json()).id;
  return cast;
}

/** Every row an admin action could change, to show that a refused one changed none. */
export async function snapshot(url: string) {
  return {
    counts: await countRows(url),
    runs: await db.run.findMany({
      select: { id: true, reviewState: true, reviewNote: true, hiddenAt: true, hiddenReason: true },
      orderBy: { id: "asc" },
    }),
    users: await db.user.findMany({ select: { id: true, role: true, suspendedAt: true }, orderBy: { id: "asc" } }),
    figures: await db.runFigures.findMany({
      select: { runId: true, listed: true, score: true, reliableCount: true },
      orderBy: { runId: "asc" },
    }),
  };
}

/** Audit rows of one action, without those the set-up wrote. */
export function listAuditRows(action: string) {
  return db.auditLog.findMany({
    where: { action, NOT: { reason: { startsWith: "Set up" } } },
    select: { actorId: true, targetId: true, reason: true, details: true },
  });
}
