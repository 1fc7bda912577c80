/**
 * One fingerprint of everything `next build` reads, kept beside the build in
 * .next/arena-source-fingerprint, so that `npm start` and the benchmark server build only when
 * an input changed, and both agree on what an input is.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Folders whose every file the build may read (lib/generated is derived from prisma/schema.prisma). */
const SOURCE_DIRS = ["app", "components", "lib", "public"];

/** Single files at the root that change what the build produces. */
const SOURCE_FILES = [
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "prisma/schema.prisma",
  // Next.js inlines these into the build.
  ".env",
  ".env.production",
  ".env.local",
  ".env.production.local",
];

const GENERATED_DIR = path.join("lib", "generated");

/** Files below `dir` (relative to `root`), sorted, skipping generated code. */
function listFiles(root: string, dir: string): string[] {
  const files: string[] = [];
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.join(dir, entry.name);
    if (relative === GENERATED_DIR) continue;
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else files.push(relative);
  }
  return files;
}

/** Every input of `next build` under `root` that exists, as paths relative to `root`. */
export function listBuildInputs(root: string): string[] {
  const files = SOURCE_DIRS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) => listFiles(root, dir));
  return [...files, ...SOURCE_FILES.filter((file) => existsSync(path.join(root, file)))];
}

/** A hash of the names and contents of every build input: equal fingerprints, equal builds. */
export function computeBuildFingerprint(root: string): string {
  const hash = createHash("sha256");
  for (const file of listBuildInputs(root)) {
    // The name and a separator, so that moving bytes between files changes the hash.
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

function markerPath(root: string): string {
  return path.join(root, ".next", "arena-source-fingerprint");
}

/** Whether .next holds a build of exactly these sources. */
export function isBuildCurrent(root: string, fingerprint: string): boolean {
  const marker = markerPath(root);
  return (
    existsSync(path.join(root, ".next", "BUILD_ID")) &&
    existsSync(marker) &&
    readFileSync(marker, "utf8") === fingerprint
  );
}

/** Records that the build in .next was made from the sources with this fingerprint. */
export function recordBuildFingerprint(root: string, fingerprint: string): void {
  writeFileSync(markerPath(root), fingerprint);
}
