/**
 * schema.org structured data (JSON-LD) for search engines: a `Dataset` for the leaderboard and
 * each run, with the exports as its distributions, and a `BreadcrumbList` for model and run pages.
 * Pure: absolute URLs in, plain objects and text out.
 */

type JsonLd = Record<string, unknown>;

export type DatasetFacts = {
  name: string;
  description: string;
  url: string;
  dateModified?: Date;
  keywords?: string[];
  /** The downloads of the data: absolute URL and media type. */
  distributions: Array<{ url: string; encodingFormat: string }>;
};

export function buildDatasetJsonLd(dataset: DatasetFacts, site: { name: string; url: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: dataset.name,
    description: dataset.description,
    url: dataset.url,
    ...(dataset.dateModified && { dateModified: dataset.dateModified.toISOString() }),
    ...(dataset.keywords && { keywords: dataset.keywords }),
    isAccessibleForFree: true,
    creator: { "@type": "Organization", name: site.name, url: site.url },
    includedInDataCatalog: { "@type": "DataCatalog", name: site.name, url: site.url },
    distribution: dataset.distributions.map((distribution) => ({
      "@type": "DataDownload",
      contentUrl: distribution.url,
      encodingFormat: distribution.encodingFormat,
    })),
  };
}

/** The trail from the home page to a page: names with absolute URLs, outermost first. */
export function buildBreadcrumbJsonLd(trail: Array<{ name: string; url: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<`, `>` and `&` escaped as
 * \u003c, \u003e and \u0026 so no text can close the script ("</script>") or open a comment, and
 * U+2028/U+2029 escaped for old parsers. Still the same JSON to any JSON reader.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
