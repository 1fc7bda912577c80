"use client";

import type { ComponentProps } from "react";
import type { QualityThroughputScatter as Chart } from "../quality-throughput-scatter";
import { lazyChart, WhenInView } from "./when-in-view";

const LazyChart = lazyChart(() => import("../quality-throughput-scatter").then((m) => m.QualityThroughputScatter));

/** The leaderboard's quality and throughput trade-off, loaded as it comes into view (./when-in-view.tsx). */
export function QualityThroughputScatter(props: ComponentProps<typeof Chart>) {
  return <WhenInView height={420} chart={<LazyChart {...props} />} />;
}
