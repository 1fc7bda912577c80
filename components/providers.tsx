"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getQueryClient } from "@/lib/query-client";

/**
 * The TanStack Query client of every page (the root layout): the header's account menu reads
 * through it on each of them, and so do the leaderboard, calculator, run pages and upload form.
 */
export function Providers({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
