import type { HTMLAttributes } from "react";

/** What a badge says about its subject: neutral, listed or passed, needs a look, failed or hidden, or a highlight. */
export type BadgeTone = "neutral" | "positive" | "warning" | "negative" | "accent";

const TONE_CLASS: Record<BadgeTone, string> = {
  neutral: "badge",
  positive: "badge good",
  warning: "badge warn",
  negative: "badge bad",
  accent: "badge accent",
};

/** The classes of a badge of `tone` (globals.css `.badge`), for a link that looks like one. */
export function badgeClassName(tone: BadgeTone = "neutral"): string {
  return TONE_CLASS[tone];
}

/** A status in a word or two ("Not reviewed yet", "Hidden", "Rank 1"): coloured by tone, with a dot when it is one. */
export function Badge({
  tone = "neutral",
  className,
  ...span
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={className ? `${badgeClassName(tone)} ${className}` : badgeClassName(tone)} {...span} />;
}
