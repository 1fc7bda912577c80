/**
 * "One score everywhere": the preview of an upload shows the score, counts and headline figures
 * the stored run then shows, for every combination of fixture files, whoever uploads (the
 * contributor's own catalogue facts are proposals, so both use the catalogue's), and it stores
 * nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createTestUser } from "@/tests/support/users";
import { assembleBundle } from "@/lib/runs/assemble";
import { getRun } from "@/lib/runs/data";
import { importRunBundle, previewRunBundleHere } from "@/lib/uploads/import";
import { countRows } from "@/tests/support/database";
import { BUNDLE_METADATA, readFixture } from "@/tests/support/run-bundle";
import { setUpCast, type Cast } from "@/tests/support/review-fixture";

const FILES = [
  "llama-benchy/chat-c1-5-10.md",
  "llama-benchy/large-context-c1-5-10-20.md",
  "llama-benchy/long-output-c1-5-10.csv",
  "llama-benchy/multi-turn-c1-dev.md",
  "llama-benchy/prefix-caching-saved.md",
  "llama-benchy/rag-8k-c5-10-20.json",
  "vllm-bench-serve/capacity-sweep.jsonl",
  "vllm-bench-serve/monday-peak.json",
  "vllm-bench-serve/office-baseline-metadata.json",
  "vllm-bench-serve/sharegpt-detailed.json",
];

/** The cases: all ten files, a few, one; and a bundle stating its own (inflated) vendor quality. */
const CASES: Array<{ name: string; files: string[]; quality?: boolean }> = [
  { name: "all ten fixture files", files: FILES },
  { name: "the closed-loop files", files: FILES.slice(0, 6) },
  { name: "one chat file", files: FILES.slice(0, 1) },
  { name: "the open-loop files, stating 99 on every vendor benchmark", files: FILES.slice(6), quality: true },
];

function bundleOf(files: string[], statesQuality: boolean, variant: number) {
  const metadata = {
    ...BUNDLE_METADATA,
    launchCommand: `${BUNDLE_METADATA.launchCommand} --seed ${variant}`,
    model: {
      ...BUNDLE_METADATA.model,
      ...(statesQuality && {
        quality: ["MMLU-Pro", "GPQA-Diamond", "LiveCodeBench v6"].map((benchmark) => ({
          benchmark,
          value: 99,
          source: "https://example.com/card",
        })),
      }),
    },
  };
  return assembleBundle(
    metadata,
    files.map((file) => ({ name: file.split("/").at(-1) ?? file, text: readFixture(file) })),
  );
}

let cast: Cast;

beforeAll(async () => {
  cast = await setUpCast(process.env.DATABASE_URL ?? "");
});

describe("the preview's figures", () => {
  for (const [index, testCase] of CASES.entries()) {
    it(`are the stored run's: ${testCase.name}`, async () => {
      const bundle = bundleOf(testCase.files, testCase.quality ?? false, index);
      // a contributor of their own: the same files uploaded twice by one contributor are a duplicate
      const options = { contributorId: (await createTestUser()).id };
      const url = process.env.DATABASE_URL ?? "";
      const before = await countRows(url);
      const preview = await previewRunBundleHere(bundle, options);
      expect(await countRows(url)).toEqual(before);

      const { id } = await importRunBundle(bundle, options);
      const stored = await getRun(id);
      expect(preview.score).toBe(stored?.derived?.score ?? null);
      expect(preview.reliableCount).toBe(stored?.derived?.reliableCount);
      expect(preview.throughputTps).toBe(stored?.derived?.throughputTps ?? null);
      expect(preview.tests.map((test) => [test.key, test.counts, test.headline])).toEqual(
        (stored?.derived?.tests ?? [])
          .filter((test) => test.headline !== null)
          .map((test) => [test.key, test.counts, test.headline]),
      );
      expect(preview.provisional).toContain("until an admin reviews the run");
    });
  }

  it("use the catalogue's vendor quality for a known model, as the stored run does", async () => {
    const seeded = await db.qualityResult.count({ where: { model: { slug: "qwen3-5-9b" } } });
    expect(seeded).toBeGreaterThan(0);
    const preview = await previewRunBundleHere(bundleOf(FILES, false, 99), {
      contributorId: cast.users.contributorA.id,
    });
    // The seed run of the same model, hardware and files' kind scores with vendor quality; without it, far less.
    expect(preview.score).toBeGreaterThan(40);
  });
});
