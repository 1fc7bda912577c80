/**
 * The framework and runtime internals the arena leans on (docs/private-apis.md): each test fails
 * when an upgrade of Next.js, zod or Node.js moves or renames what we use, before a page or the
 * share images break in production. Run it after every upgrade of those packages.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RequestStore } from "next/dist/server/app-render/work-unit-async-storage.external";
import { readFontCodePoints } from "@/lib/discovery/font-glyphs";

const require = createRequire(import.meta.url);
const nextRoot = path.dirname(require.resolve("next/package.json"));
const read = (file: string) => readFileSync(file, "utf8");

/** Compile-time checks: tsc --noEmit fails when the store's fields change shape. */
type Assert<T extends true> = T;
type _StoreType = Assert<RequestStore["type"] extends "request" ? true : false>;
type _RenderPhase = Assert<"render" extends RequestStore["phase"] ? true : false>;
type _ActionPhase = Assert<"action" extends RequestStore["phase"] ? true : false>;
type _Url = Assert<RequestStore["url"] extends { pathname: string; search: string } ? true : false>;

describe("private APIs", () => {
  it("next's work-unit store resolves and offers getStore (lib/database/outage-during-render.ts)", async () => {
    const module = await import("next/dist/server/app-render/work-unit-async-storage.external");
    expect(typeof module.workUnitAsyncStorage.getStore).toBe("function");
    expect(typeof module.workUnitAsyncStorage.run).toBe("function");
  });

  it("zod adopts a __zod_globalConfig set before it loads, and reads jitless (instrumentation-client.ts)", () => {
    const script = [
      "globalThis.__zod_globalConfig = { jitless: true };",
      'const { z } = await import("zod");',
      "const config = z.config();",
      "console.log(JSON.stringify({ same: config === globalThis.__zod_globalConfig, jitless: config.jitless }));",
    ].join("\n");
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(child.stderr).toBe("");
    expect(JSON.parse(child.stdout)).toEqual({ same: true, jitless: true });
    const schemas = read(require.resolve("zod/v4/core").replace(/index\.(c?js)$/, "schemas.$1"));
    expect(schemas).toContain("globalConfig.jitless");
  });

  it("next/og's Geist font is on disk and draws Latin text (components/share-card.tsx)", () => {
    const font = path.join(nextRoot, "dist/compiled/@vercel/og/Geist-Regular.ttf");
    expect(existsSync(font)).toBe(true);
    const drawable = readFontCodePoints(readFileSync(font));
    for (const character of "Inference Arena 0123456789 tok/s") {
      expect(drawable.has(character.codePointAt(0) ?? 0)).toBe(true);
    }
  });

  it("next start serves from a node:http Server, whose emit the peer stamp wraps (peer-address.ts)", () => {
    const startServer = read(path.join(nextRoot, "dist/server/lib/start-server.js"));
    expect(startServer).toMatch(/_http\.default\.createServer\(/);
  });

  it("the page cache reads Next's tags header and stamps on Next's clock (lib/cache/handlers)", async () => {
    const constants = require(path.join(nextRoot, "dist/lib/constants.js")) as Record<string, unknown>;
    expect(constants.NEXT_CACHE_TAGS_HEADER).toBe("x-next-cache-tags");
    expect(read(path.join(nextRoot, "dist/server/lib/incremental-cache/index.js"))).toContain(
      "performance.timeOrigin + performance.now()",
    );
    expect(read(path.join(nextRoot, "dist/server/lib/cache-handlers/default.js"))).toContain(
      "performance.timeOrigin + performance.now()",
    );
  });

  it("next's binary sits where scripts/start.ts runs it", () => {
    const pkg = JSON.parse(read(path.join(nextRoot, "package.json"))) as { bin: { next: string } };
    expect(path.normalize(pkg.bin.next)).toBe(path.normalize("./dist/bin/next"));
    expect(existsSync(path.join(nextRoot, "dist/bin/next"))).toBe(true);
  });
});
