/**
 * TanStack Query clients (as create-t3-app's `trpc/query-client.ts`): a new client for every
 * server request, so no data is shared between visitors, and one client for the browser tab.
 */
import { defaultShouldDehydrateQuery, environmentManager, QueryClient } from "@tanstack/react-query";

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Above zero, so the data prefetched on the server is not fetched again on hydration.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      dehydrate: {
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** The client to use: new on the server, the same one in the browser. */
export function getQueryClient(): QueryClient {
  if (environmentManager.isServer()) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
