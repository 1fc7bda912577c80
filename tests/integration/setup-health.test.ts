/**
 * Setup health and engine-version history over stored runs: runs of one setup (Qwen3.5-9B BF16
 * on a DGX Spark) uploaded through the one import path with llama-benchy's real chat output, the
 * per-user speed at 10 users edited to make one run deliberately slow or one version 20% slower.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GET as getApiRun } from "@/app/api/v1/runs/[id]/route";
import { GET as getHistory } from "@/app/api/v1/history/route";
import { GET as getExportMarkdown } from "@/app/[locale]/(public)/runs/[id]/export.md/route";
import { getSetupHealth, listHistorySetups } from "@/lib/insights/data";
import { setupHistorySchema } from "@/lib/insights/schema";
import { runExportSchema } from "@/lib/runs/export-schema";
import { importRunBundle, previewRunBundleHere } from "@/lib/uploads/import";
import { countRows, truncateAll } from "@/tests/support/database";
import { BUNDLE_METADATA, CHAT_OUTPUT } from "@/tests/support/run-bundle";

const FAST_FLAGS = "--gpu-memory-utilization 0.9 --max-num-seqs 256";
const SLOW_FLAGS = "--gpu-memory-utilization 0.5";

/** The chat test's output with the per-user speed at 10 users (12.51 as measured) replaced. */
function chatAt(perUserTps: number): string {
  if (!CHAT_OUTPUT.includes("12.51 ± 0.03")) throw new Error("the chat fixture no longer holds 12.51 ± 0.03");
  return CHAT_OUTPUT.replace("12.51 ± 0.03", `${perUserTps.toFixed(2)} ± 0.03`);
}

function bundle(perUserTps: number, options: { flags?: string; version?: string; measuredAt?: string } = {}) {
  return {
    ...BUNDLE_METADATA,
    engine: { name: "vllm", version: options.version ?? "0.26.0" },
    launchCommand: `vllm serve Qwen/Qwen3.5-9B --max-model-len 131072 ${options.flags ?? FAST_FLAGS}`,
    measuredAt: options.measuredAt ?? "2026-08-07",
    artifacts: [{ tool: "llama-benchy", fileName: "chat-c1-5-10.md", content: chatAt(perUserTps) }],
  };
}

async function importRun(body: ReturnType<typeof bundle>): Promise<string> {
  const result = await importRunBundle(body, { contributorId: null });
  expect(result.status).toBe("created");
  return result.id;
}

const request = (path: string) => new Request(`http://arena.test${path}`);
const context = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL!);
});

describe("setup health", () => {
  it("flags a deliberately slow run among three of its setup and lists the flags faster ones differ in", async () => {
    const peers = [
      await importRun(bundle(12.51, { measuredAt: "2026-08-01" })),
      await importRun(bundle(12.9, { measuredAt: "2026-08-02" })),
      await importRun(bundle(13.2, { measuredAt: "2026-08-03" })),
    ];
    const slow = await importRun(bundle(6.2, { flags: SLOW_FLAGS, measuredAt: "2026-08-04" }));

    const health = await getSetupHealth(slow);
    expect(health?.scope).toBe("engine");
    expect(health?.peerRuns).toBe(3);
    const chat = health?.figures.find((figure) => figure.key === "chatPerUserTps");
    expect(chat).toMatchObject({ value: 6.2, compared: true, peers: 3, median: 12.9, rank: 4, of: 4, percentile: 0 });
    expect(chat?.farBelow).toBe(true);
    expect(health?.flag?.text).toBe(
      "slower than 9 of 10 runs of this setup: check power limits, clocks, PCIe width, engine flags",
    );
    expect(health?.flag?.fasterRuns).toBe(3);
    expect(health?.flag?.differences).toEqual([
      { setting: "--gpu-memory-utilization", thisRun: "0.5", fasterRuns: [{ value: "0.9", runs: 3 }], ofRuns: 3 },
      { setting: "--max-num-seqs", thisRun: "not set", fasterRuns: [{ value: "256", runs: 3 }], ofRuns: 3 },
    ]);
    // 273 GB/s over 18 GB of BF16 weights: the ceiling; the chat test at one user is the measured decode.
    expect(health?.ceiling.ceilingTps).toBeCloseTo(273 / 18, 6);
    expect(health?.ceiling.ratio).toBeCloseTo(14.21 / (273 / 18), 6);

    // A peer with three peers of its own (the slow one among them) is placed, not flagged.
    const fast = await getSetupHealth(peers[2]!);
    expect(fast?.figures.find((figure) => figure.key === "chatPerUserTps")).toMatchObject({ rank: 1, of: 4 });
    expect(fast?.flag).toBeNull();

    // The run's API answer and Markdown export carry the same health.
    const answer = runExportSchema.parse(
      await (await getApiRun(request(`/api/v1/runs/${slow}`), context({ id: slow }))).json(),
    );
    expect(answer.setupHealth).toEqual(health);
    const markdown = await (await getExportMarkdown(request(`/runs/${slow}/export.md`), context({ id: slow }))).text();
    expect(markdown).toContain("## Setup health");
    expect(markdown).toContain("| `--max-num-seqs` | not set | 256 (3 runs) |");
  });

  it("shows the same flag in the upload preview, among the stored runs, and stores nothing", async () => {
    for (const [index, tps] of [12.51, 12.9, 13.2].entries()) {
      await importRun(bundle(tps, { measuredAt: `2026-08-0${index + 1}` }));
    }
    const rowsBefore = await countRows(process.env.DATABASE_URL!);
    const preview = await previewRunBundleHere(bundle(6.2, { flags: SLOW_FLAGS }), { contributorId: null });
    expect(preview.setupHealth?.flag?.figures).toEqual(["Per-user decode, chat at 10 users"]);
    expect(preview.setupHealth?.flag?.differences.map((difference) => difference.setting)).toEqual([
      "--gpu-memory-utilization",
      "--max-num-seqs",
    ]);
    expect(preview.setupHealth?.figures.find((figure) => figure.key === "chatPerUserTps")?.median).toBe(12.9);
    expect(await countRows(process.env.DATABASE_URL!)).toEqual(rowsBefore);
  });

  it("claims nothing with fewer than 3 runs of the setup", async () => {
    await importRun(bundle(12.51, { measuredAt: "2026-08-01" }));
    const second = await importRun(bundle(6.2, { flags: SLOW_FLAGS, measuredAt: "2026-08-02" }));
    const health = await getSetupHealth(second);
    expect(
      health?.figures.every((figure) => !figure.compared && figure.note === "fewer than 3 runs of this setup"),
    ).toBe(true);
    expect(health?.flag).toBeNull();
  });
});

describe("GET /api/v1/history", () => {
  const history = (query: string) => getHistory(request(`/api/v1/history?${query}`), context({}));

  it("marks a 20% drop between engine versions with both runs, in version order", async () => {
    const v25 = await importRun(bundle(12.5, { version: "0.25.0", measuredAt: "2026-06-01" }));
    const v26 = await importRun(bundle(12.51, { version: "0.26.0", measuredAt: "2026-07-01" }));
    // Measured earlier than 0.26.0 but a newer version: the series goes by version first.
    const v27 = await importRun(bundle(10.01, { version: "0.27.0", measuredAt: "2026-05-01" }));

    const response = await history("model=qwen3-5-9b&precision=bf16&hardware=dgx-spark");
    expect(response.status).toBe(200);
    const body = setupHistorySchema.parse(await response.json());
    expect(body.runs).toBe(3);
    const chat = body.engines.find((engine) => engine.engineName === "vllm")?.series.find((s) => s.key === "test:chat");
    expect(chat?.versions.map((version) => [version.engineVersion, version.value, version.runId])).toEqual([
      ["0.25.0", 12.5, v25],
      ["0.26.0", 12.51, v26],
      ["0.27.0", 10.01, v27],
    ]);
    expect(chat?.drops).toHaveLength(1);
    expect(chat?.drops[0]).toMatchObject({ fromVersion: "0.26.0", toVersion: "0.27.0", fromRunId: v26, toRunId: v27 });
    expect(chat?.drops[0]?.changePercent).toBeCloseTo(-20, 0);

    // The model's and the hardware's pages link to the setup's history, with its runs and versions.
    const setup = {
      modelSlug: "qwen3-5-9b",
      modelName: "Qwen3.5-9B",
      variantSlug: "bf16",
      precision: "BF16",
      hardwareSlug: "dgx-spark",
      hardwareName: "DGX Spark",
      runs: 3,
      versions: 3,
    };
    expect(await listHistorySetups({ model: "qwen3-5-9b" })).toEqual([setup]);
    expect(await listHistorySetups({ hardware: "dgx-spark" })).toEqual([setup]);
    expect(await listHistorySetups({ hardware: "rtx-3090" })).toEqual([]);
  });

  it("answers 400 naming a missing parameter and 404 for a setup that does not exist", async () => {
    const missing = await history("model=qwen3-5-9b&precision=bf16");
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(body.issues).toEqual([{ path: "hardware", message: expect.stringContaining("hardware") }]);
    const unknown = await history("model=qwen3-5-9b&precision=bf16&hardware=nowhere");
    expect(unknown.status).toBe(404);
  });
});
