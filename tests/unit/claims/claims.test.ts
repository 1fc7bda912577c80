import { describe, expect, it } from "vitest";
import { presentEntryClaim, resolveFigureFacts, stripAddresses } from "@/lib/claims/claims";

const live = { paramsB: 0.001, activeParamsB: null, architecture: "dense" as const, bandwidthGBs: 5000 };
const unsettled = { unsettledFacts: ["paramsB", "architecture", "bandwidthGBs"], claimRunId: "run-a" };
const settled = { unsettledFacts: [], claimRunId: null };

describe("the facts a run's figures are computed from (issue 24)", () => {
  it("uses a settled fact for every run", () => {
    const facts = resolveFigureFacts({ runId: "run-b", live, model: settled, hardware: settled, own: {} });
    expect(facts).toEqual(live);
  });

  it("uses an unsettled fact only for the run that claimed it", () => {
    expect(resolveFigureFacts({ runId: "run-a", live, model: unsettled, hardware: unsettled, own: {} })).toEqual(live);
  });

  it("gives another run its own proposal, else no bandwidth", () => {
    const own = { "model:paramsB": 8, "model:architecture": "moe", "model:activeParamsB": 1 };
    const facts = resolveFigureFacts({ runId: "run-b", live, model: unsettled, hardware: unsettled, own });
    expect(facts).toEqual({ paramsB: 8, activeParamsB: null, architecture: "moe", bandwidthGBs: null });
    // activeParamsB is settled here (not in unsettledFacts): the catalogue's null, not the proposal.
  });

  it("also once the claim is withdrawn (no claiming run)", () => {
    const withdrawn = { ...unsettled, claimRunId: null };
    const own = { "hardware:bandwidthGBs": 1008, "model:paramsB": 9 };
    const facts = resolveFigureFacts({ runId: "run-a", live, model: withdrawn, hardware: withdrawn, own });
    expect(facts).toMatchObject({ paramsB: 9, bandwidthGBs: 1008 });
  });
});

describe("an entry as pages show it", () => {
  const entry = {
    name: "Squat 1B",
    hfRepo: "contributor-a/squat",
    description: "Buy it at https://outside.example/buy or huggingface.co/contributor-a/squat, 3.5 B.",
    unsettledFacts: ["paramsB", "hfRepo", "description"],
    claimRun: { contributor: { handle: "alice" } },
  };

  it("shows a claim without its links, naming the claimant", () => {
    expect(presentEntryClaim(entry)).toEqual({
      name: "Squat 1B",
      hfRepo: null,
      description: "Buy it at [link removed] or [link removed] 3.5 B.",
      claim: { fields: ["paramsB", "hfRepo", "description"], claimant: "alice" },
    });
  });

  it("drops a withdrawn claim's description", () => {
    expect(presentEntryClaim({ ...entry, claimRun: null })).toMatchObject({
      hfRepo: null,
      description: null,
      claim: { claimant: null },
    });
  });

  it("shows a settled entry as it is", () => {
    expect(presentEntryClaim({ ...entry, unsettledFacts: [] })).toEqual({
      name: entry.name,
      hfRepo: entry.hfRepo,
      description: entry.description,
      claim: null,
    });
  });

  it("cuts addresses out of the longest description in linear time", () => {
    const hostile = `${"a-".repeat(500)}${"a.".repeat(500)}${"x".repeat(1000)}`;
    const started = performance.now();
    stripAddresses(hostile);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
