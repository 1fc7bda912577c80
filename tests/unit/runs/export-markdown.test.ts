import { describe, expect, it } from "vitest";
import { computeSetupHealth } from "@/lib/insights/setup-health";
import { formatRunMarkdown } from "@/lib/runs/export-markdown";
import { buildSeedRunExport, readSeedBundle } from "./seed-run-export";

const SEED_000 = "000-qwen3-5-9b-bf16-dgx-spark.json";
const SEED_003 = "003-qwen3-5-4b-bf16-h200-nvl.json";

describe("the Markdown export of a run", () => {
  const markdown = formatRunMarkdown(buildSeedRunExport(readSeedBundle(SEED_000), "run000"));

  it("starts with the run's title and carries seed 000's headline figures", () => {
    expect(markdown.startsWith("# Qwen3.5-9B BF16 on DGX Spark\n")).toBe(true);
    expect(markdown).toContain("| Suitability score (indicative) | 60.5 |");
    expect(markdown).toContain("| Chat · tokens/s per user | 12.51 |");
    expect(markdown).toContain("| Chat · time to first token | 1.82 s |");
    expect(markdown).toContain("| Reliable benches | 11/11 |");
    expect(markdown).toContain("0.24 req/s");
    expect(markdown).toContain("At 25k context that average wait rises to 37.12 seconds.");
  });

  it("lists each of the 11 suite tests with its headline and whether it counts", () => {
    const rows = markdown.split("\n").filter((line) => /^\| \d\d \|/.test(line));
    expect(rows.map((row) => row.split(" | ")[1])).toEqual([
      "Chat",
      "RAG · 8k context",
      "Long output and agents",
      "Multi-turn office work",
      "Large context · 25k",
      "Concurrency under pressure",
      "Realistic office baseline",
      "Real conversations · ShareGPT",
      "Reasoning workload",
      "Monday morning peak",
      "Capacity · rate sweep",
    ]);
    for (const row of rows) expect(row).toMatch(/\| Yes \|$/);
    expect(rows[0]).toContain("| 01 | Chat | 12.51 | 1.82 s (mean) |");
    expect(rows[10]).toContain("| 0.24 req/s / 0.47 req/s |");
    expect(rows[4]).toContain("37.12 s (mean)");
  });

  it("holds the notes, the launch command in a code block and links to the source artifact", () => {
    expect(markdown).toContain("### Chat with ten concurrent requests");
    expect(markdown).toContain("average of 12.51 tokens/s per user");
    expect(markdown).toMatch(
      /```sh\nvllm serve Qwen\/Qwen3\.5-9B --served-model-name qwen3\.5-9b-bf16 --max-model-len 131072\n```/,
    );
    expect(markdown).toContain("[artifact 1](/runs/run000/artifacts/artifact0)");
    const absolute = formatRunMarkdown(buildSeedRunExport(readSeedBundle(SEED_000), "run000"), {
      baseUrl: "https://arena.example/",
    });
    expect(absolute).toContain("(https://arena.example/runs/run000/artifacts/artifact0)");
  });

  it("never holds a secret from the launch command, and keeps a fence longer than backticks inside", () => {
    const bundle = readSeedBundle(SEED_000);
    bundle.launchCommand =
      "HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyz012345 vllm serve x --api-key sk-proj-abcdefghijklmnopqrstuv # ```";
    const text = formatRunMarkdown(buildSeedRunExport(bundle));
    expect(text).not.toContain("hf_abcdefghijklmnopqrstuvwxyz012345");
    expect(text).not.toContain("sk-proj-abcdefghijklmnopqrstuv");
    expect(text).toContain("HF_TOKEN=<redacted> vllm serve x --api-key <redacted>");
    expect(text).toContain("````sh\n");
  });

  it("shows a matrix run's decode table, over-capacity cells included, and no suite table", () => {
    const text = formatRunMarkdown(buildSeedRunExport(readSeedBundle(SEED_003)));
    expect(text).toContain("## Speed matrix");
    expect(text).toContain("46.7K");
    expect(text).toContain("over capacity");
    expect(text).not.toContain("## Test suite");
  });

  it("escapes Markdown in uploaded text, so that a name cannot add markup, links, headings or table cells", () => {
    const run = buildSeedRunExport(readSeedBundle(SEED_000), "run000");
    run.model.name = "Evil *bold* _it_ `code` [link](https://x.example) <img src=x> | pipe # hash \\ slash\nline 2";
    run.review.note = "looks <b>fine</b>\r\n| injected | row |";
    run.figures!.tests[0]!.counts = false;
    run.figures!.tests[0]!.reason = "bad | cell\nbreak";
    run.figures!.notes[0]!.title = "## Not a heading";
    const lines = formatRunMarkdown(run).split("\n");
    const escapedName =
      "Evil \\*bold\\* \\_it\\_ \\`code\\` \\[link\\](https://x.example) \\<img src=x\\> " +
      "\\| pipe \\# hash \\\\ slash line 2";
    expect(lines[0]).toBe(`# ${escapedName} BF16 on DGX Spark`);
    expect(lines).toContain(`- Model: ${escapedName} (Alibaba, 9B params, dense), Hugging Face Qwen/Qwen3.5-9B`);
    const note = "looks \\<b\\>fine\\</b\\> \\| injected \\| row \\|";
    expect(lines).toContain(`- Sanity check: not reviewed yet (${note}); 0 samples stored`);
    expect(lines).toContain("| 01 | Chat | 12.51 | 1.82 s (mean) | — | — | No: bad \\| cell break |");
    expect(lines).toContain("### \\#\\# Not a heading");
  });

  it("places the run among its setup's runs and lists what faster runs set differently when it is flagged", () => {
    const run = buildSeedRunExport(readSeedBundle(SEED_000), "run000");
    run.setupHealth = computeSetupHealth({
      run: { ...health("slow", 6), launchCommand: "vllm serve m --gpu-memory-utilization 0.5" },
      peers: [health("a", 12), health("b", 12.5), health("c", 13)],
      ceiling: {
        model: { paramsB: 9, activeParamsB: null, architecture: "dense", precision: "BF16" },
        bandwidthGBs: 273,
        decodeCeilingTps: 273 / 18,
        efficiency: 0.4,
      },
    });
    const text = formatRunMarkdown(run);
    expect(text).toContain("## Setup health");
    expect(text).toContain(
      "Compared with 3 other listed runs of the same model, precision, hardware and engine (vLLM).",
    );
    expect(text).toContain(
      "| Per-user decode, chat at 10 users | 6.0 tok/s | 12.5 tok/s | 4th of 4 | 0th percentile | 3 |",
    );
    expect(text).toContain("is 40% of the memory-bandwidth ceiling of 15.2 tok/s");
    expect(text).toContain(
      "**Slower than 9 of 10 runs of this setup: check power limits, clocks, PCIe width, engine flags.**",
    );
    expect(text).toContain("| `--gpu-memory-utilization` | 0.5 | 0.9 (3 runs) |");
  });
});

function health(runId: string, chatPerUserTps: number) {
  return {
    runId,
    engineName: "vllm",
    engineVersion: "0.26.0",
    engineBackend: null,
    launchCommand: "vllm serve m --gpu-memory-utilization 0.9",
    figures: { chatPerUserTps },
  };
}
