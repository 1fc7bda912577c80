/** What people are told when an abuse limit stops them: when to try again, in words. Pure. */

/** "45 seconds", "1 minute", "15 minutes", "2 hours": rounded up, never "0". */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, "second");
  return whole < 5400 ? plural(Math.ceil(whole / 60), "minute") : plural(Math.ceil(whole / 3600), "hour");
}

function plural(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

export const describeSignInThrottle = (retryAfterSeconds: number) =>
  `Too many sign-in attempts for this account or from your network. Try again in ${formatWait(retryAfterSeconds)}.`;
