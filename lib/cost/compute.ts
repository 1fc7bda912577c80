/**
 * What a token costs and how much energy it takes, from a setup's measured throughput, its
 * hardware's indicative price and a power figure (measured by the run, else the hardware's board
 * power). One figure per function, plain numbers in and out; null whenever an input is missing:
 * never a guess. Pure: safe on client and server (methodology: /methodology#cost).
 */

/** How a price is spread over time and what electricity costs: the visitor may change each. */
export type CostAssumptions = {
  /** Years the hardware is paid off over. */
  years: number;
  /** Hours a day it serves at the measured throughput. */
  hoursPerDay: number;
  /** Electricity, US dollars per kWh. */
  usdPerKwh: number;
};

/** Three years, around the clock, $0.15/kWh: a server bought to serve, at a typical tariff. */
export const DEFAULT_ASSUMPTIONS: CostAssumptions = { years: 3, hoursPerDay: 24, usdPerKwh: 0.15 };

/** Bounds of each assumption; a value outside them counts as absent (the default). */
export const ASSUMPTION_BOUNDS: Record<keyof CostAssumptions, { min: number; max: number }> = {
  years: { min: 0.25, max: 20 },
  hoursPerDay: { min: 1, max: 24 },
  usdPerKwh: { min: 0, max: 5 },
};

/** Where the power figure comes from: "measured" during the run, or "board" power of the hardware. */
export type PowerBasis = "measured" | "board";
export type Power = { watts: number; basis: PowerBasis };

const positive = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

/** The run's measured power when it has one, else the hardware's board power, else null. */
export function choosePower(measuredW: number | null | undefined, boardW: number | null | undefined): Power | null {
  if (positive(measuredW)) return { watts: measuredW, basis: "measured" };
  if (positive(boardW)) return { watts: boardW, basis: "board" };
  return null;
}

/** Output tokens per joule: tokens per second divided by watts (joules per second). */
export function computeTokensPerJoule(tokensPerSecond: number | null | undefined, watts: number | null | undefined) {
  return positive(tokensPerSecond) && positive(watts) ? tokensPerSecond / watts : null;
}

/** The hardware's price spread over the hours it serves in the amortisation period, USD per hour. */
export function computeHardwareUsdPerHour(priceUsd: number, assumptions: CostAssumptions): number {
  return priceUsd / (assumptions.years * 365 * assumptions.hoursPerDay);
}

/** Electricity at `watts` for one hour, USD. */
export function computeEnergyUsdPerHour(watts: number, assumptions: CostAssumptions): number {
  return (watts / 1000) * assumptions.usdPerKwh;
}

/**
 * US dollars per million output tokens at `tokensPerSecond`: (hardware amortised per hour +
 * electricity per hour) / tokens per hour × 10⁶. Needs the price; without power the electricity
 * cannot be counted, so the figure is null rather than too low.
 */
export function computeCostPerMillionTokens(
  input: { tokensPerSecond: number | null | undefined; priceUsd: number | null | undefined; watts: number | null },
  assumptions: CostAssumptions,
): number | null {
  const { tokensPerSecond, priceUsd, watts } = input;
  if (!positive(tokensPerSecond) || !positive(priceUsd) || !positive(watts)) return null;
  const usdPerHour = computeHardwareUsdPerHour(priceUsd, assumptions) + computeEnergyUsdPerHour(watts, assumptions);
  return (usdPerHour / (tokensPerSecond * 3600)) * 1_000_000;
}

/** "measured" or "estimated from board power", as figures are labelled. */
export function describePowerBasis(basis: PowerBasis): string {
  return basis === "measured" ? "measured" : "estimated from board power";
}
