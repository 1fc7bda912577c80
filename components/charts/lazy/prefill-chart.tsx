"use client";

import type { ComponentProps } from "react";
import type { PrefillChart as Chart } from "../prefill-chart";
import { lazyChart, WhenInView } from "./when-in-view";

const LazyChart = lazyChart(() => import("../prefill-chart").then((m) => m.PrefillChart));

/** The matrix page's prefill chart, loaded as it comes into view (./when-in-view.tsx). */
export function PrefillChart(props: ComponentProps<typeof Chart>) {
  return <WhenInView height={300} chart={<LazyChart {...props} />} />;
}
