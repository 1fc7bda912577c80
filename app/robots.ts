import type { MetadataRoute } from "next";
import { deferToRequest } from "@/lib/cache/prerender";
import { absoluteUrl } from "@/lib/discovery/site";

/** Public pages are open to crawlers; per-user pages and the admin API are not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // At request time, not build time: the sitemap's address comes from the server's ARENA_PUBLIC_URL.
  await deferToRequest();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/admin", "/account", "/upload", "/api/v1/admin", "/reports/new", "/reports/*/edit"],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
