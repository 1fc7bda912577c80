import { serializeJsonLd } from "@/lib/discovery/json-ld";

/**
 * Structured data for search engines. The JSON is escaped for HTML (lib/discovery/json-ld.ts):
 * no value, however written, can end the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and &
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
