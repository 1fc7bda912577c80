import type { MetadataRoute } from "next";
import { deferToRequest } from "@/lib/cache/prerender";
import { listSitemapEntities, SITEMAP_URL_LIMIT } from "@/lib/discovery/data";
import { listSitemapReports } from "@/lib/reports/data";
import { absoluteUrl } from "@/lib/discovery/site";

type Entry = MetadataRoute.Sitemap[number];

/** The pages that list others, always in the sitemap. */
const INDEX_PAGES = [
  "/",
  "/leaderboard",
  "/models",
  "/hardware",
  "/measurements",
  "/benchmarks",
  "/methodology",
  "/calculator",
  "/planner",
  "/compare",
  "/api-docs",
  "/reports",
];

/**
 * Every public page: the index pages, then each listed run (and its matrix), model, hardware,
 * organization, contributor and public report.
 */
async function listSitemapEntries(): Promise<Entry[]> {
  const [entities, reports] = await Promise.all([listSitemapEntities(), listSitemapReports()]);
  const page = (path: string, lastModified?: Date | null): Entry => ({
    url: absoluteUrl(path),
    ...(lastModified && { lastModified }),
  });
  return [
    ...INDEX_PAGES.map((path) => page(path)),
    ...entities.runs.flatMap((run) => [
      page(`/runs/${run.id}`, run.lastModified),
      ...(run.hasMatrix ? [page(`/runs/${run.id}/matrix`, run.lastModified)] : []),
    ]),
    ...entities.models.map((model) => page(`/models/${encodeURIComponent(model.slug)}`, model.lastModified)),
    ...entities.hardware.map((hardware) =>
      page(`/hardware/${encodeURIComponent(hardware.slug)}`, hardware.lastModified),
    ),
    ...entities.organizations.map((org) => page(`/organizations/${encodeURIComponent(org.slug)}`, org.lastModified)),
    ...entities.contributors.map((user) => page(`/contributors/${encodeURIComponent(user.handle)}`, user.lastModified)),
    ...reports.map((report) => page(`/reports/${report.slug}`, report.updatedAt)),
  ];
}

/**
 * Every public page, read on request (the build reads no database) from a cached read that any
 * change to runs invalidates. One file holds the protocol's 50,000 URLs; the arena is far below
 * (about 2.5 URLs per run). Not `generateSitemaps`: Next.js calls it at build time and serves no
 * index at /sitemap.xml, which robots.txt names.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await deferToRequest();
  return (await listSitemapEntries()).slice(0, SITEMAP_URL_LIMIT);
}
