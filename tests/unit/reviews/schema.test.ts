import { describe, expect, it } from "vitest";
import { auditPageSchema, handleParamSchema, moderationBodySchema, reviewBodySchema } from "@/lib/reviews/schema";
import { runIdSchema } from "@/lib/runs/export-schema";

const issuePaths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("a sanity-check verdict", () => {
  it("takes a whole-run pass without a note, and trims the note it gets", () => {
    expect(reviewBodySchema.parse({ verdict: "passed" })).toEqual({ verdict: "passed", note: "", tests: [] });
    expect(reviewBodySchema.parse({ verdict: "passed", note: "  Reads fine.  " }).note).toBe("Reads fine.");
    expect(reviewBodySchema.parse({ verdict: "passed", note: null }).note).toBe("");
  });

  it("needs a note to fail a run, because the contributor reads why", () => {
    for (const note of [undefined, "", "   "]) {
      const result = reviewBodySchema.safeParse({ verdict: "failed", note });
      expect(result.success).toBe(false);
      expect(issuePaths(result)).toEqual(["note"]);
    }
    expect(reviewBodySchema.parse({ verdict: "failed", note: "Outputs are gibberish." }).note).toBe(
      "Outputs are gibberish.",
    );
  });

  it("keeps notes to 2000 characters", () => {
    expect(reviewBodySchema.safeParse({ verdict: "failed", note: "x".repeat(2000) }).success).toBe(true);
    expect(issuePaths(reviewBodySchema.safeParse({ verdict: "failed", note: "x".repeat(2001) }))).toEqual(["note"]);
  });

  it("names tests of the suite only, each once and in suite order", () => {
    const body = reviewBodySchema.parse({
      verdict: "failed",
      note: "Empty answers.",
      tests: ["capacity-sweep", "chat", "chat"],
    });
    expect(body.tests).toEqual(["chat", "capacity-sweep"]);
    expect(
      issuePaths(reviewBodySchema.safeParse({ verdict: "failed", note: "n", tests: ["chat", "chit-chat"] })),
    ).toEqual(["tests.1"]);
    expect(issuePaths(reviewBodySchema.safeParse({ verdict: "failed", note: "n", tests: "chat" }))).toEqual(["tests"]);
  });

  it("refuses any verdict but passed or failed", () => {
    for (const verdict of ["pending", "PASSED", "", undefined, 1]) {
      expect(issuePaths(reviewBodySchema.safeParse({ verdict, note: "n" }))).toEqual(["verdict"]);
    }
  });
});

describe("moderation reasons and parameters", () => {
  it("needs a reason of 1 to 500 characters", () => {
    expect(moderationBodySchema.parse({ reason: "  Duplicate of another run " })).toEqual({
      reason: "Duplicate of another run",
    });
    for (const reason of [undefined, "", "  ", "x".repeat(501), 42]) {
      expect(issuePaths(moderationBodySchema.safeParse({ reason }))).toEqual(["reason"]);
    }
  });

  it("takes run ids and handles as the site makes them, and nothing else", () => {
    expect(runIdSchema.safeParse("cmx28gq7k000kdq7dln9k390c").success).toBe(true);
    expect(runIdSchema.safeParse("CMX28GQ7K000KDQ7DLN9K390C").success).toBe(true);
    expect(runIdSchema.safeParse("../etc/passwd").success).toBe(false);
    expect(runIdSchema.safeParse("x".repeat(65)).success).toBe(false);
    expect(handleParamSchema.safeParse("sandberg").success).toBe(true);
    expect(handleParamSchema.safeParse("contributor-1a2b3c4d").success).toBe(true);
    expect(handleParamSchema.safeParse("Robert'); DROP").success).toBe(false);
  });

  it("reads the audit log's page number leniently", () => {
    expect(auditPageSchema.parse("3")).toBe(3);
    for (const page of [undefined, "0", "-2", "two", ["1", "2"], "1.5"]) expect(auditPageSchema.parse(page)).toBe(1);
  });
});
