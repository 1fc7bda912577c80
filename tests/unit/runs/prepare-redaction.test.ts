import { describe, expect, it } from "vitest";
import { parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import { REDACTED } from "@/lib/runs/redact";
import { bundleWithEverySecret, EVERY_SECRET, VISIBLE_MARKER } from "@/tests/support/secret-bundle";

const prepare = (input: unknown) => prepareRun(parseRunBundle(input));

/** Every string of a prepared run, as it would be stored (dates as text). */
const storedText = (prepared: ReturnType<typeof prepare>) => JSON.stringify(prepared);

describe("prepareRun: every free-text field is redacted before it is stored or hashed", () => {
  const prepared = prepare(bundleWithEverySecret());

  it("leaves none of the table's secrets anywhere in what it prepares", () => {
    const text = storedText(prepared);
    expect(text).toContain(VISIBLE_MARKER);
    for (const secret of EVERY_SECRET) expect(text, secret).not.toContain(secret);
  });

  it("redacts each field in place, keeping what is no secret", () => {
    const { bundle } = prepared;
    expect(bundle.engine.repository).toBe(`https://${REDACTED}@github.com/acme/vllm`);
    const fields = [
      bundle.model.name,
      bundle.model.org,
      bundle.model.hfRepo,
      bundle.model.description,
      bundle.model.precision,
      bundle.model.quality?.[0]?.benchmark,
      bundle.model.quality?.[0]?.source,
      bundle.hardware.name,
      bundle.hardware.accelerator,
      bundle.hardware.cpu,
      bundle.hardware.os,
      bundle.engine.name,
      bundle.engine.version,
      bundle.engine.build,
      bundle.engine.commit,
      bundle.engine.backend,
      bundle.servedModel,
      bundle.revision,
      bundle.benchmarkTools?.[0]?.name,
      bundle.benchmarkTools?.[0]?.version,
      bundle.artifacts[0]!.fileName,
      bundle.artifacts[1]!.fileName,
      prepared.launchCommand,
      prepared.sanity[0]!.prompt,
      prepared.sanity[0]!.output,
      prepared.artifacts[0]!.content,
      prepared.artifacts[1]!.content,
    ];
    for (const [index, field] of fields.entries()) {
      expect(field, `field ${index}`).toContain(VISIBLE_MARKER);
      expect(field, `field ${index}`).toContain(REDACTED);
    }
    expect(prepared.artifacts.map((artifact) => artifact.fileName)).toEqual([
      expect.stringContaining("redacted"),
      expect.stringContaining("redacted"),
    ]);
  });

  it("still reads the figures from the artifacts it redacted", () => {
    expect(prepared.artifacts[0]!.measurements.length).toBeGreaterThan(0);
    expect(prepared.artifacts[1]!.measurements.length).toBeGreaterThan(0);
    const json = JSON.parse(prepared.artifacts[1]!.content) as Record<string, unknown>;
    expect(json).toMatchObject({
      api_key: REDACTED,
      auth: { user: REDACTED, password: REDACTED },
      headers: { Authorization: `Bearer ${REDACTED}` },
    });
  });

  it("hashes the redacted content: the same run with other secrets is the same run", () => {
    const other = prepare(bundleWithEverySecret(1));
    expect(storedText(other)).not.toContain("S3cr3t01ValuZ");
    expect(other.contentHash).toBe(prepared.contentHash);
    expect(other.bundle).toEqual(prepared.bundle);
  });

  it("is idempotent: preparing the prepared bundle again changes nothing", () => {
    const again = prepare({ ...prepared.bundle, measuredAt: prepared.bundle.measuredAt.toISOString() });
    expect(again.contentHash).toBe(prepared.contentHash);
    expect(again.bundle).toEqual(prepared.bundle);
    expect(again.launchCommand).toBe(prepared.launchCommand);
  });
});
