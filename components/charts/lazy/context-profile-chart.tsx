"use client";

import type { ComponentProps } from "react";
import type { ContextProfileChart as Chart } from "../context-profile-chart";
import { lazyChart, WhenInView } from "./when-in-view";

const LazyChart = lazyChart(() => import("../context-profile-chart").then((m) => m.ContextProfileChart));

/** A run's context profile, loaded as it comes into view (./when-in-view.tsx). */
export function ContextProfileChart(props: ComponentProps<typeof Chart>) {
  return <WhenInView height={300} chart={<LazyChart {...props} />} />;
}
