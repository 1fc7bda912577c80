import { describe, expect, it } from "vitest";
import {
  choosePower,
  computeCostPerMillionTokens,
  computeEnergyUsdPerHour,
  computeHardwareUsdPerHour,
  computeTokensPerJoule,
  DEFAULT_ASSUMPTIONS,
  describePowerBasis,
} from "@/lib/cost/compute";
import { describeAssumptions, listAssumptionParams, parseCostAssumptions } from "@/lib/cost/search-params";

describe("power and tokens per joule", () => {
  it("prefers the run's measured power to the hardware's board power, and says which it used", () => {
    expect(choosePower(180, 350)).toEqual({ watts: 180, basis: "measured" });
    expect(choosePower(null, 350)).toEqual({ watts: 350, basis: "board" });
    expect(choosePower(0, 350)).toEqual({ watts: 350, basis: "board" });
    expect(choosePower(null, null)).toBeNull();
    expect(describePowerBasis("board")).toBe("estimated from board power");
    expect(describePowerBasis("measured")).toBe("measured");
  });

  it("divides tokens per second by watts, and gives nothing without both", () => {
    // seed 000's throughput on a DGX Spark at its 240 W system power
    expect(computeTokensPerJoule(83.8765, 240)).toBeCloseTo(0.34949, 5);
    expect(computeTokensPerJoule(null, 240)).toBeNull();
    expect(computeTokensPerJoule(83.8, null)).toBeNull();
    expect(computeTokensPerJoule(83.8, 0)).toBeNull();
  });
});

describe("cost per million output tokens", () => {
  it("adds the amortised hardware and the electricity per hour, over the tokens of an hour", () => {
    // $1,500 over 3 years around the clock: 26,280 h, $0.05708/h; 350 W at $0.15/kWh: $0.0525/h.
    expect(computeHardwareUsdPerHour(1500, DEFAULT_ASSUMPTIONS)).toBeCloseTo(1500 / 26_280, 9);
    expect(computeEnergyUsdPerHour(350, DEFAULT_ASSUMPTIONS)).toBeCloseTo(0.0525, 9);
    const cost = computeCostPerMillionTokens({ tokensPerSecond: 100, priceUsd: 1500, watts: 350 }, DEFAULT_ASSUMPTIONS);
    expect(cost).toBeCloseTo(((1500 / 26_280 + 0.0525) / 360_000) * 1e6, 9);
    expect(cost).toBeCloseTo(0.3044, 4);
  });

  it("rises when the hardware serves fewer hours a day or is paid off sooner, and with the tariff", () => {
    const input = { tokensPerSecond: 100, priceUsd: 1500, watts: 350 };
    const base = computeCostPerMillionTokens(input, DEFAULT_ASSUMPTIONS) ?? 0;
    const office = computeCostPerMillionTokens(input, { ...DEFAULT_ASSUMPTIONS, hoursPerDay: 8 }) ?? 0;
    const sooner = computeCostPerMillionTokens(input, { ...DEFAULT_ASSUMPTIONS, years: 1 }) ?? 0;
    const dearer = computeCostPerMillionTokens(input, { ...DEFAULT_ASSUMPTIONS, usdPerKwh: 0.4 }) ?? 0;
    expect(office).toBeGreaterThan(base);
    expect(sooner).toBeGreaterThan(base);
    expect(dearer).toBeGreaterThan(base);
    // Electricity per token does not depend on the hours a day: only the hardware's share triples.
    expect(office - base).toBeCloseTo(2 * (1500 / 26_280 / 360_000) * 1e6, 9);
  });

  it("halves with twice the throughput", () => {
    const slow = computeCostPerMillionTokens({ tokensPerSecond: 50, priceUsd: 4000, watts: 240 }, DEFAULT_ASSUMPTIONS);
    const fast = computeCostPerMillionTokens({ tokensPerSecond: 100, priceUsd: 4000, watts: 240 }, DEFAULT_ASSUMPTIONS);
    expect(slow).toBeCloseTo(2 * (fast ?? 0), 9);
  });

  it("is null, never a guess, without a price, a power or a throughput", () => {
    const a = DEFAULT_ASSUMPTIONS;
    expect(computeCostPerMillionTokens({ tokensPerSecond: 100, priceUsd: null, watts: 350 }, a)).toBeNull();
    expect(computeCostPerMillionTokens({ tokensPerSecond: 100, priceUsd: 1500, watts: null }, a)).toBeNull();
    expect(computeCostPerMillionTokens({ tokensPerSecond: null, priceUsd: 1500, watts: 350 }, a)).toBeNull();
    expect(computeCostPerMillionTokens({ tokensPerSecond: 0, priceUsd: 1500, watts: 350 }, a)).toBeNull();
  });
});

describe("cost assumptions in the address", () => {
  const read = (query: string) => {
    const search = new URLSearchParams(query);
    return parseCostAssumptions((name) => search.get(name) ?? undefined);
  };

  it("reads years, hours a day and the tariff, each bad or absent one at its default", () => {
    expect(read("")).toEqual(DEFAULT_ASSUMPTIONS);
    expect(read("years=5&hours=8&kwh=0.3")).toEqual({ years: 5, hoursPerDay: 8, usdPerKwh: 0.3 });
    expect(read("years=0&hours=25&kwh=-1")).toEqual(DEFAULT_ASSUMPTIONS);
    expect(read("years=abc&hours=&kwh=Infinity")).toEqual(DEFAULT_ASSUMPTIONS);
  });

  it("leaves the defaults out of the query, so that equal views share one address", () => {
    expect(listAssumptionParams(DEFAULT_ASSUMPTIONS)).toEqual([]);
    expect(listAssumptionParams({ ...DEFAULT_ASSUMPTIONS, hoursPerDay: 8 })).toEqual([["hours", "8"]]);
  });

  it("states the assumptions in words", () => {
    expect(describeAssumptions(DEFAULT_ASSUMPTIONS)).toBe(
      "hardware paid off over 3 years at 24 h a day, electricity at $0.15/kWh",
    );
  });
});
