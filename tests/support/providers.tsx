/**
 * A page or component as the root layout wraps it: inside the app's providers (TanStack Query's
 * client, components/providers.tsx), which client components that read through a query need.
 */
import { createElement, type ReactNode } from "react";
import { Providers } from "@/components/providers";

export function withProviders(element: ReactNode): ReactNode {
  return createElement(Providers, null, element);
}
