import { describe, expect, it } from "vitest";
import { computeRunFigures } from "@/lib/scoring/figures";
import { formatCount } from "@/lib/scoring/notes";
import { buildSeed000Input, withTest } from "./seed-000-input";

describe("notes on the reference profile (seed 000)", () => {
  it("words the four notes exactly as the seed page does", () => {
    const notes = computeRunFigures(buildSeed000Input()).notes.map(({ topic, title, text }) => ({
      topic,
      title,
      text,
    }));
    expect(notes).toEqual([
      {
        topic: "Chat",
        title: "Chat with ten concurrent requests",
        text:
          "With 1024 input and 1024 output tokens at ten concurrent requests I measure an average of 12.51 " +
          "tokens/s per user. The average wait for the first token is 1.82 seconds.",
      },
      {
        topic: "Long context",
        title: "Wait at 25k context",
        text:
          "With 25000 input tokens and 256 output tokens at ten concurrent requests the average wait for the first " +
          "token is 37.12 seconds. After that the model generates an average of 5.91 tokens/s per user. The " +
          "measurement alone does not show whether memory, prompt processing or scheduling causes the delay.",
      },
      {
        topic: "Peak load",
        title: "Requests and wait under peak load",
        text:
          "The run handles 0.32 requests/s at a configured arrival rate of 1.5 requests/s. 300 of 300 requests " +
          "succeed. The p95 wait for the first token is 5.59 seconds.",
      },
      {
        topic: "Measurement coverage",
        title: "Which measurements count",
        text:
          "11 of 11 tests have a measurement that counts under the current Arena rules. No admin has reviewed this " +
          "run's sanity check (what the model answered) yet. The current count therefore does not mean that check " +
          "passed.",
      },
    ]);
  });

  it("writes the header's summary sentence", () => {
    expect(computeRunFigures(buildSeed000Input()).summarySentence).toBe(
      "In the chat test with ten concurrent requests this profile reaches 12.51 tokens/s per user, with an " +
        "average of 1.82 seconds to the first token. At 25k context that average wait rises to 37.12 seconds.",
    );
  });

  it("says whether the reviewed sanity check passed or which tests failed it", () => {
    const coverage = (input: ReturnType<typeof buildSeed000Input>) =>
      computeRunFigures(input).notes.find((n) => n.topic === "Measurement coverage")!.text;
    expect(coverage({ ...buildSeed000Input(), reviewState: "passed" })).toBe(
      "11 of 11 tests have a measurement that counts under the current Arena rules. Output for the sanity check " +
        "was reviewed and the check passed.",
    );
    expect(coverage({ ...buildSeed000Input(), reviewState: "failed", sanityFailedTests: ["rag-8k", "chat"] })).toBe(
      "9 of 11 tests have a measurement that counts under the current Arena rules. Output for the sanity check " +
        "was reviewed and the check failed for Chat and RAG · 8k context, so those tests do not count.",
    );
    const all = buildSeed000Input().tests.map((t) => t.key);
    expect(coverage({ ...buildSeed000Input(), reviewState: "failed", sanityFailedTests: all })).toBe(
      "0 of 11 tests have a measurement that counts under the current Arena rules. Output for the sanity check " +
        "was reviewed and the check failed, so no test of this run counts.",
    );
  });

  it("leaves out a note whose test is missing", () => {
    const input = buildSeed000Input();
    const f = computeRunFigures({
      ...input,
      tests: input.tests.filter((t) => t.key !== "large-context" && t.key !== "monday-peak"),
    });
    expect(f.notes.map((n) => n.topic)).toEqual(["Chat", "Measurement coverage"]);
    expect(f.peakLoad).toBeNull();
    expect(f.summarySentence).toBe(
      "In the chat test with ten concurrent requests this profile reaches 12.51 tokens/s per user, with an " +
        "average of 1.82 seconds to the first token.",
    );
  });

  it("spells counts one to twenty as words", () => {
    expect([1, 5, 10, 20, 25].map(formatCount)).toEqual(["one", "five", "ten", "twenty", "25"]);
  });

  it("leaves out the chat note without a headline at the reference concurrency", () => {
    const input = withTest(buildSeed000Input(), "chat", (t) => ({
      ...t,
      measurements: t.measurements.filter((m) => m.concurrency !== 10),
    }));
    expect(computeRunFigures(input).notes[0]!.topic).toBe("Long context");
  });
});
