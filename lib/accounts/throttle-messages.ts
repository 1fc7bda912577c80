/** What people are told when an abuse limit stops them: when to try again, in words. Pure. */

export type Wait = { amount: number; unit: "second" | "minute" | "hour" };

/** A wait in the unit people say it in: rounded up, never 0; minutes up to 90, then hours. */
export function roundWait(seconds: number): Wait {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { amount: whole, unit: "second" };
  return whole < 5400
    ? { amount: Math.ceil(whole / 60), unit: "minute" }
    : { amount: Math.ceil(whole / 3600), unit: "hour" };
}

/** "45 seconds", "1 minute", "15 minutes", "2 hours": roundWait in English. */
export function formatWait(seconds: number): string {
  const { amount, unit } = roundWait(seconds);
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

export const describeSignInThrottle = (retryAfterSeconds: number) =>
  `Too many sign-in attempts for this account or from your network. Try again in ${formatWait(retryAfterSeconds)}.`;
