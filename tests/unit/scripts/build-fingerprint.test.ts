import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { computeBuildFingerprint, listBuildInputs } from "@/scripts/build-fingerprint";

let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "arena-fingerprint-"));
  write("app/page.tsx", "export default function Page() {}");
  write("lib/format.ts", "export const x = 1;");
  write("lib/generated/prisma/index.js", "generated");
  write("proxy.ts", "export function proxy() {}");
  write("instrumentation.ts", "export function register() {}");
  write("next.config.ts", "export default {};");
  write("prisma/schema.prisma", "model Run {}");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("computeBuildFingerprint", () => {
  it("changes when only proxy.ts changes", () => {
    const before = computeBuildFingerprint(root);
    write("proxy.ts", "export function proxy() { return null; }");
    expect(computeBuildFingerprint(root)).not.toBe(before);
  });

  it("changes when an instrumentation file, the schema or a source file changes", () => {
    for (const file of ["instrumentation.ts", "prisma/schema.prisma", "lib/format.ts", "app/page.tsx"]) {
      const before = computeBuildFingerprint(root);
      write(file, `// changed ${file}`);
      expect(computeBuildFingerprint(root), file).not.toBe(before);
    }
  });

  it("stays the same when nothing the build reads changed", () => {
    const before = computeBuildFingerprint(root);
    write("lib/generated/prisma/index.js", "regenerated");
    write("tests/unit/new.test.ts", "test");
    expect(computeBuildFingerprint(root)).toBe(before);
  });

  it("lists the root files and skips generated code", () => {
    const inputs = listBuildInputs(root);
    expect(inputs).toEqual(expect.arrayContaining(["proxy.ts", "instrumentation.ts", "next.config.ts"]));
    expect(inputs.some((file) => file.includes("generated"))).toBe(false);
  });
});

describe("the project's own inputs", () => {
  it("include proxy.ts and every instrumentation file at the root", () => {
    const inputs = listBuildInputs(process.cwd());
    expect(inputs).toEqual(expect.arrayContaining(["proxy.ts", "instrumentation.ts", "instrumentation-client.ts"]));
  });
});
