/**
 * GET /upload.sh names the site it uploads to. Without ARENA_PUBLIC_URL that is the address the
 * request was sent to, never a forwarded header's, and the answer is not stored by anything in
 * front: otherwise one request could leave a cached script that sends everybody's token elsewhere.
 */
import { describe, expect, it } from "vitest";
import { GET } from "@/app/upload.sh/route";

describe("GET /upload.sh", () => {
  it("defaults to the requested site, ignores X-Forwarded-Host, and is not stored by shared caches", async () => {
    const response = await GET(
      new Request("https://arena.test/upload.sh", { headers: { "x-forwarded-host": "evil.example" } }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/x-shellscript");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const script = await response.text();
    expect(script).toContain('ARENA_URL="${ARENA_URL:-https://arena.test}"');
    expect(script).not.toContain("evil.example");
  });

  it("names no plain-HTTP default when the site is served over HTTP without ARENA_PUBLIC_URL", async () => {
    const response = await GET(new Request("http://localhost:3000/upload.sh"), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    const script = await response.text();
    expect(script).toContain('ARENA_URL="${ARENA_URL:-}"');
    expect(script).not.toContain("http://localhost");
    expect(script).toContain("pass it with --url https://");
  });
});
