/**
 * The embedded database for the soak's second pass: started in a child process as `npm start`
 * does it (scripts/soak/embedded-host.ts), in a temporary folder that is removed at the end.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type EmbeddedInstance = { url: string; dir: string; destroy: () => void };

export async function createEmbeddedInstance(): Promise<EmbeddedInstance> {
  const dir = mkdtempSync(path.join(tmpdir(), "arena-soak-pglite-"));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "scripts/soak/embedded-host.ts", path.join(dir, "pglite")],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^url (\S+)$/m.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`the embedded database exited (${code}) before it was ready`)));
  });
  return {
    url,
    dir,
    destroy: () => {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
