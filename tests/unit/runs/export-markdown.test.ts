import { describe, expect, it } from "vitest";
import { formatRunMarkdown } from "@/lib/runs/export-markdown";
import { SUITE_TESTS } from "@/lib/suite/definition";
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
    expect(rows).toHaveLength(11);
    SUITE_TESTS.forEach((test, index) => {
      expect(rows[index]).toContain(`| ${test.name.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`)} |`);
      expect(rows[index]).toMatch(/\| Yes \|$/);
    });
    expect(rows[0]).toContain("| 01 | Chat | 12.51 | 1.82 s (mean) |");
    expect(rows[10]).toContain("| 0.24 req/s / 0.47 req/s |");
    expect(rows[4]).toContain("37.12 s (mean)");
  });

  it("holds the notes, the launch command in a code block and links to the source artifact", () => {
    expect(markdown).toContain("### Chat with ten concurrent requests");
    expect(markdown).toContain("average of 12.51 tokens/s per user");
    expect(markdown).toMatch(/```sh\nvllm serve Qwen\/Qwen3\.5-9B --served-model-name qwen3\.5-9b-bf16 --max-model-len 131072\n```/);
    expect(markdown).toContain("[artifact 1](/runs/run000/artifacts/artifact0)");
    const absolute = formatRunMarkdown(buildSeedRunExport(readSeedBundle(SEED_000), "run000"), { baseUrl: "https://arena.example/" });
    expect(absolute).toContain("(https://arena.example/runs/run000/artifacts/artifact0)");
  });

  it("never holds a secret from the launch command, and keeps a fence longer than backticks inside", () => {
    const bundle = readSeedBundle(SEED_000);
    bundle.launchCommand = "HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyz012345 vllm serve x --api-key sk-proj-abcdefghijklmnopqrstuv # ```";
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
});
