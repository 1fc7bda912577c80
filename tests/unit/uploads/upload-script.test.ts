/**
 * /upload.sh run as a contributor runs it, with a stand-in `curl` first on PATH that records
 * what it is given: the token must reach curl on its stdin, never in an argument (where any
 * process list would show it), and every file must be a `files` part beside the manifest.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildUploadCommand, buildUploadScript, MANIFEST_EXAMPLE } from "@/lib/uploads/upload-script";
import { runBundleSchema } from "@/lib/runs/schema";
import { must } from "@/tests/support/must";

const TOKEN = "arena_0123456789abcdefghijklmnopqrstuv";

function setUp(origin: string | null = "https://arena.example") {
  const dir = mkdtempSync(path.join(tmpdir(), "arena-upload-sh-"));
  const bin = path.join(dir, "bin");
  execFileSync("mkdir", [bin]);
  // The stand-in curl: its arguments one per line, then its stdin.
  writeFileSync(
    path.join(bin, "curl"),
    `#!/bin/sh\nfor a in "$@"; do printf '%s\\n' "$a"; done > "${dir}/argv"\ncat > "${dir}/stdin"\necho ` +
      `'{"id":"r1","url":"/runs/r1"}'\n`,
  );
  chmodSync(path.join(bin, "curl"), 0o755);
  writeFileSync(path.join(dir, "upload.sh"), buildUploadScript(origin));
  writeFileSync(path.join(dir, "run.json"), JSON.stringify(MANIFEST_EXAMPLE));
  writeFileSync(path.join(dir, "chat c1.md"), "| model | test |\n");
  writeFileSync(path.join(dir, "sweep.json"), "{}");
  return { dir, env: { PATH: `${bin}:${process.env.PATH ?? ""}` } as Record<string, string> };
}

function run(dir: string, env: Record<string, string>, args: string[], input = "") {
  return spawnSync("sh", ["upload.sh", ...args], {
    cwd: dir,
    env: { NODE_ENV: "test", ...env },
    input,
    encoding: "utf8",
  });
}

describe("upload.sh", () => {
  it("sends the manifest and every file, the token only on curl's stdin", () => {
    const { dir, env } = setUp();
    const result = run(dir, { ...env, ARENA_TOKEN: TOKEN }, ["--manifest", "run.json", "chat c1.md", "sweep.json"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"url":"/runs/r1"');
    const argv = readFileSync(path.join(dir, "argv"), "utf8");
    expect(argv).not.toContain(TOKEN);
    expect(argv.split("\n")).toEqual(
      expect.arrayContaining([
        "-H",
        "@-",
        'manifest=@"run.json";type=application/json',
        'files=@"chat c1.md"',
        'files=@"sweep.json"',
        "https://arena.example/api/v1/runs",
      ]),
    );
    expect(readFileSync(path.join(dir, "stdin"), "utf8")).toBe(`Authorization: Bearer ${TOKEN}\n`);
  });

  it("reads the token from stdin when ARENA_TOKEN is unset", () => {
    const { dir, env } = setUp();
    const result = run(dir, env, ["--manifest", "run.json", "sweep.json"], `${TOKEN}\n`);
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(dir, "stdin"), "utf8")).toBe(`Authorization: Bearer ${TOKEN}\n`);
    expect(readFileSync(path.join(dir, "argv"), "utf8")).not.toContain(TOKEN);
  });

  it("says what is missing instead of uploading", () => {
    const { dir, env } = setUp();
    expect(run(dir, { ...env, ARENA_TOKEN: TOKEN }, ["sweep.json"]).stderr).toContain(
      "--manifest run.json is required",
    );
    expect(run(dir, { ...env, ARENA_TOKEN: TOKEN }, ["--manifest", "run.json"]).stderr).toContain(
      "name at least one file",
    );
    expect(run(dir, { ...env, ARENA_TOKEN: TOKEN }, ["--manifest", "run.json", "gone.md"]).stderr).toContain(
      "no such file: gone.md",
    );
    expect(run(dir, env, ["--manifest", "run.json", "sweep.json"], "").stderr).toContain("no API token");
  });

  it("never defaults to a plain-HTTP address: without an https one it refuses to run without --url", () => {
    for (const origin of [null, "http://localhost:3000", "http://arena.lan", "https://localhost:3000"]) {
      const { dir, env } = setUp(origin);
      const script = readFileSync(path.join(dir, "upload.sh"), "utf8");
      expect(script, String(origin)).not.toContain("http://");
      expect(script, String(origin)).not.toContain("localhost");
      const refused = run(dir, { ...env, ARENA_TOKEN: TOKEN }, ["--manifest", "run.json", "sweep.json"]);
      expect(refused.status, String(origin)).toBe(2);
      expect(refused.stderr).toContain("pass it with --url https://");
      expect(existsSync(path.join(dir, "argv")), "curl never ran").toBe(false);
      const named = run(dir, { ...env, ARENA_TOKEN: TOKEN }, [
        "--url",
        "https://arena.example/",
        "--manifest",
        "run.json",
        "sweep.json",
      ]);
      expect(named.status).toBe(0);
      expect(readFileSync(path.join(dir, "argv"), "utf8")).toContain("https://arena.example/api/v1/runs\n");
    }
  });

  it("warns when told to send the token over plain HTTP", () => {
    const { dir, env } = setUp(null);
    const result = run(dir, { ...env, ARENA_TOKEN: TOKEN, ARENA_URL: "http://10.0.0.5:3000" }, [
      "--manifest",
      "run.json",
      "sweep.json",
    ]);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("is not https: the token travels in clear");
  });

  it("is shown with a command and a manifest that the API accepts", () => {
    expect(buildUploadCommand("https://arena.example")).toContain("curl -fsSO https://arena.example/upload.sh");
    const bundle = { ...MANIFEST_EXAMPLE, artifacts: [{ tool: "llama-benchy", content: "x" }] };
    expect(runBundleSchema.safeParse(bundle).success).toBe(true);
  });

  it("is the manifest the README shows", () => {
    const readme = readFileSync(path.join(process.cwd(), "README.md"), "utf8");
    const block = readme.slice(readme.indexOf("`run.json`")).match(/```json\n([\s\S]*?)```/);
    expect(block, "README.md has a ```json manifest after `run.json`").not.toBeNull();
    expect(JSON.parse(must(block, "the README's manifest block")[1] ?? "")).toEqual(MANIFEST_EXAMPLE);
  });
});
