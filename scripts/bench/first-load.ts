/**
 * First-load JavaScript of a page, from the build output: the script chunks its HTML asks for
 * (every `<script src="/_next/static/...">` but `noModule` ones, the polyfills only browsers
 * without ES modules load), read from .next/static and gzip-compressed as `next start` sends
 * them. Next.js 16 no longer prints these sizes at build time.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type FirstLoad = { page: string; path: string; scripts: number; kB: number };

const sizes = new Map<string, number>();

function gzippedSize(src: string): number {
  if (!sizes.has(src)) {
    const file = path.join(
      process.cwd(),
      ".next",
      decodeURIComponent(src.replace(/^\/_next\//, "").replace(/\?.*/, "")),
    );
    sizes.set(src, gzipSync(readFileSync(file)).length);
  }
  return sizes.get(src)!;
}

export async function measureFirstLoad(baseUrl: string, page: string, pagePath: string): Promise<FirstLoad> {
  const response = await fetch(`${baseUrl}${pagePath}`);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const html = await response.text();
  const scripts = [
    ...new Set(
      [...html.matchAll(/<script[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => !/\snoModule/i.test(tag))
        .map((tag) => /\ssrc="(\/_next\/static\/[^"]+\.js[^"]*)"/.exec(tag)?.[1])
        .filter((src): src is string => Boolean(src)),
    ),
  ];
  const bytes = scripts.reduce((sum, src) => sum + gzippedSize(src), 0);
  return { page, path: pagePath, scripts: scripts.length, kB: Math.round(bytes / 100) / 10 };
}
