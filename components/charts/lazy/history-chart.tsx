"use client";

import type { ComponentProps } from "react";
import type { HistoryChart as Chart } from "../history-chart";
import { lazyChart, WhenInView } from "./when-in-view";

const LazyChart = lazyChart(() => import("../history-chart").then((m) => m.HistoryChart));

/** A setup's figures across engine versions, loaded as it comes into view (./when-in-view.tsx). */
export function HistoryChart(props: ComponentProps<typeof Chart>) {
  return <WhenInView height={340} chart={<LazyChart {...props} />} />;
}
