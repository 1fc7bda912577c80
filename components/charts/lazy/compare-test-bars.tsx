"use client";

import type { ComponentProps } from "react";
import type { CompareTestBars as Chart } from "../compare-test-bars";
import { lazyChart, WhenInView } from "./when-in-view";

const LazyChart = lazyChart(() => import("../compare-test-bars").then((m) => m.CompareTestBars));

/** The compare page's per-test bars, loaded as it comes into view (./when-in-view.tsx). */
export function CompareTestBars(props: ComponentProps<typeof Chart>) {
  return <WhenInView height={360} chart={<LazyChart {...props} />} />;
}
