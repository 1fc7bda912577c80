/**
 * Run.catalogueMatch: which printed name found the run's catalogue hardware and model
 * (lib/catalogue/apply-match.ts), for the run page and the API. Pure.
 */

/** A printed name and the entry it found, with where it was printed ("hardware.accelerator", "run.log, line 3"). */
export type CatalogueMatch = { printed: string; entry: string; name: string; from: string };

export type RunCatalogueMatch = { hardware?: CatalogueMatch; model?: CatalogueMatch };

/** Run.catalogueMatch read back, for the run page; null for a value of another shape. */
export function readCatalogueMatch(value: unknown): RunCatalogueMatch | null {
  if (typeof value !== "object" || value === null) return null;
  const read = (part: unknown): CatalogueMatch | undefined => {
    if (typeof part !== "object" || part === null) return undefined;
    const { printed, entry, name, from } = part as Record<string, unknown>;
    return typeof printed === "string" &&
      typeof entry === "string" &&
      typeof name === "string" &&
      typeof from === "string"
      ? { printed, entry, name, from }
      : undefined;
  };
  const hardware = read((value as RunCatalogueMatch).hardware);
  const model = read((value as RunCatalogueMatch).model);
  return hardware || model ? { ...(hardware && { hardware }), ...(model && { model }) } : null;
}
