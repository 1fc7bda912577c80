"use client";

import type { ReactNode } from "react";
import { RechartsThemeProvider } from "recharts";
import { useHydrated } from "@/components/use-hydrated";
import styles from "./chart-frame.module.css";
import { ARENA_CHART_THEME } from "./chart-theme";

/**
 * A fixed-height box for a recharts chart. The chart measures the browser, so it renders only
 * after hydration: server HTML and the first client render are the same empty box, and the page
 * does not shift when the chart appears. Put a text or table fallback next to it.
 */
export function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={styles.frame} style={{ height }}>
      {hydrated && <RechartsThemeProvider value={ARENA_CHART_THEME}>{children}</RechartsThemeProvider>}
    </div>
  );
}
