/**
 * One Lighthouse 12 audit of a page, in Debian's chromium (never a downloaded browser), and the
 * figures `npm run lighthouse` reports from it. Mobile is Lighthouse's default (a Moto G Power,
 * simulated slow 4G and a 4× slower CPU); desktop its desktop preset (no CPU slowdown, a fast
 * connection).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import type { Result } from "lighthouse";
import { CHROMIUM_FLAGS, findChromium } from "@/tests/support/browser";

export type FormFactor = "mobile" | "desktop";

/** What the report keeps of one audit: scores 0-100, times in ms, bytes as transferred. */
export type AuditFigures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes over the wire (gzip) during the page's load. */
  scriptBytes: number;
  /**
   * Lighthouse's measure of the machine's speed while it audited (about 1,000-2,000 on an idle desktop):
   * other work on the machine lowers it, and lengthens the blocking time it sees.
   */
  benchmarkIndex: number;
  /** The accessibility audits that failed, by id (empty at 100). */
  failedAccessibility: string[];
};

export type Browser = { port: number; kill: () => void };

/** Starts chromium for Lighthouse to drive over the DevTools protocol. */
export async function launchBrowser(): Promise<Browser> {
  const chromePath = process.env.CHROME_PATH ?? findChromium();
  if (!chromePath) throw new Error("chromium is not installed: apt-get install -y chromium");
  // Chrome's /dev/shm is small in a container; the browser tests' flags otherwise.
  const chromeFlags = [...CHROMIUM_FLAGS, "--disable-dev-shm-usage"];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "error" });
  return { port: chrome.port, kill: () => chrome.kill() };
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== "number") throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
  return value;
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== "number") throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
  return Math.round(value * 100);
}

type NetworkRequest = { resourceType?: string; transferSize?: number };

/** The figures of one Lighthouse result; throws when Lighthouse reports that the page did not load. */
export function summarizeAudit(lhr: Result): AuditFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    scriptBytes: requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAccessibility,
  };
}

/** Audits `url` once in the running browser (storage and cache cleared first, as Lighthouse does). */
export async function auditPage(browser: Browser, url: string, formFactor: FormFactor): Promise<AuditFigures> {
  const result = await lighthouse(
    url,
    { port: browser.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return summarizeAudit(result.lhr);
}
