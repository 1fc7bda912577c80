import { useQuery } from "@tanstack/react-query";
import type { CatalogueMatchAnswer } from "@/lib/catalogue/api-schema";

/** What the form asks the catalogue about: the names the files print and the contributor typed. */
export type CatalogueClues = {
  hardware?: string;
  model?: string;
  label?: string;
  params?: string;
  file?: string;
};

/** Each parameter within the route's bound (300 characters; a positive number for `params`). */
function toSearch(clues: CatalogueClues): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(clues)) {
    const text = value?.trim().slice(0, 300);
    if (!text) continue;
    if (name === "params" && !(Number(text) > 0 && Number.isFinite(Number(text)))) continue;
    search.set(name, text);
  }
  return search.toString();
}

/** The answer; null when there is none (the server refused or is unreachable): the form then fills nothing. */
async function fetchCatalogueMatch(search: string, signal: AbortSignal): Promise<CatalogueMatchAnswer | null> {
  const response = await fetch(`/api/v1/catalogue/match?${search}`, { signal });
  if (!response.ok) return null;
  return (await response.json()) as CatalogueMatchAnswer;
}

/**
 * The catalogue entries the upload's names denote, from GET /api/v1/catalogue/match: matched on
 * the server, so the catalogue's data never ships to the browser. Idle until there are clues.
 */
export function useCatalogueMatchQuery(clues: CatalogueClues | null) {
  const search = clues ? toSearch(clues) : "";
  return useQuery({
    queryKey: ["catalogue-match", search],
    queryFn: ({ signal }) => fetchCatalogueMatch(search, signal),
    enabled: search !== "",
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
