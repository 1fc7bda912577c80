import type { ReactNode } from "react";

/**
 * The layout of a data page (leaderboard, measurements, matrix, model, hardware, compare): its tables take
 * the wider frame that `main:has(> .wide-frame)` gives (globals.css), while prose pages stay narrow.
 */
export function WideFrameLayout({ children }: { children: ReactNode }) {
  return <div className="wide-frame">{children}</div>;
}
