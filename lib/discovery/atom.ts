/**
 * An Atom 1.0 feed (RFC 4287) as text. Pure: the entries come in with absolute URLs and dates.
 */

export type AtomEntry = {
  /** A permanent, unique id: the entry's absolute URL. */
  id: string;
  title: string;
  url: string;
  updated: Date;
  published?: Date;
  summary: string;
};

export type AtomFeed = {
  id: string;
  title: string;
  /** The feed's own address (rel=self) and the page it follows (rel=alternate). */
  selfUrl: string;
  pageUrl: string;
  /** When no entry exists, the feed's updated time. */
  updated: Date;
  author: string;
  entries: AtomEntry[];
};

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** The control characters XML 1.0 cannot carry (all below U+0020 but tab, line feed and carriage return). */
function isXmlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** Text safe inside an XML element or attribute; characters XML cannot carry are dropped. */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter(isXmlCharacter)
    .join("")
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const published = (entry: AtomEntry) =>
  entry.published ? `\n    <published>${entry.published.toISOString()}</published>` : "";

export function buildAtomFeed(feed: AtomFeed): string {
  // The newest entry's time; the feed's own only when it has no entry.
  const updated =
    feed.entries.length > 0
      ? new Date(Math.max(...feed.entries.map((entry) => entry.updated.getTime())))
      : feed.updated;
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${escapeXml(entry.id)}</id>
    <title>${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>
    <updated>${entry.updated.toISOString()}</updated>${published(entry)}
    <summary>${escapeXml(entry.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(feed.id)}</id>
  <title>${escapeXml(feed.title)}</title>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>
  <updated>${updated.toISOString()}</updated>
  <author><name>${escapeXml(feed.author)}</name></author>
${entries.join("\n")}
</feed>
`;
}
