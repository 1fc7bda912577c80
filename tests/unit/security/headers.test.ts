import { describe, expect, it } from "vitest";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import nextConfig from "@/next.config";
import { formatByteSize } from "@/lib/format";

/** The headers next.config.ts gives a path, matched as Next.js matches `source`. */
async function headersFor(phase: string, path: string): Promise<Record<string, string>> {
  const rules = (await nextConfig(phase).headers?.()) ?? [];
  // The options Next.js matches custom headers' `source` with (strict: "/:path*" would miss "/").
  const matches = (source: string) => getPathMatch(source, { removeUnnamedParams: true, strict: true })(path) !== false;
  const headers = rules.filter((rule) => matches(rule.source)).flatMap((rule) => rule.headers);
  return Object.fromEntries(headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

/** A policy as { directive: [sources] }. */
function directives(policy: string): Record<string, string[]> {
  const parts = policy.split(";").map((part) => part.trim().split(/\s+/));
  return Object.fromEntries(parts.map(([name, ...sources]) => [name, sources]));
}

const PATHS = ["/", "/leaderboard", "/runs/abc/matrix", "/api/v1/leaderboard", "/runs/abc/export.json", "/api-docs"];

describe("security headers from next.config.ts", () => {
  it("covers pages, JSON, exports, static files and the root", async () => {
    for (const path of [...PATHS, "/_next/static/chunks/x.js"]) {
      const headers = await headersFor(PHASE_PRODUCTION_SERVER, path);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toMatch(/camera=\(\)/);
      expect(headers["content-security-policy"], path).toBeDefined();
    }
  });

  it("has a policy that keeps scripts, plugins, bases, forms, frames and fetches to this origin", async () => {
    for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER]) {
      const policy = directives((await headersFor(phase, "/"))["content-security-policy"]!);
      expect(policy["default-src"]).toEqual(["'self'"]);
      expect(policy["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
      expect(policy["connect-src"]).toEqual(["'self'"]);
      expect(policy["object-src"]).toEqual(["'none'"]);
      expect(policy["base-uri"]).toEqual(["'self'"]);
      expect(policy["form-action"]).toEqual(["'self'", "https://github.com"]);
      expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    }
  });

  it("allows eval only to the development server", async () => {
    const dev = directives((await headersFor(PHASE_DEVELOPMENT_SERVER, "/"))["content-security-policy"]!);
    expect(dev["script-src"]).toContain("'unsafe-eval'");
    const production = (await headersFor(PHASE_PRODUCTION_SERVER, "/"))["content-security-policy"];
    expect(production).not.toContain("unsafe-eval");
  });

  it("keeps Next's own origin check on server actions", () => {
    const config = nextConfig(PHASE_PRODUCTION_SERVER);
    expect(config.experimental?.serverActions?.allowedOrigins).toBeUndefined();
  });
});

describe("formatByteSize", () => {
  it("names caps in the units people read", () => {
    expect(formatByteSize(64 * 1024)).toBe("64 KiB");
    expect(formatByteSize(16 * 1024 * 1024)).toBe("16 MiB");
    expect(formatByteSize(1536 * 1024)).toBe("1.5 MiB");
    expect(formatByteSize(2 * 1024 ** 3)).toBe("2 GiB");
    expect(formatByteSize(500)).toBe("500 bytes");
  });
});
