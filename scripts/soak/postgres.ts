/**
 * A PostgreSQL instance of the soak's own: its own data folder (a temporary directory), its own
 * port on 127.0.0.1 and its own socket directory, so that stopping it touches nothing else.
 * initdb refuses to run as root: as root, the instance runs as the `postgres` user (runuser).
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { findFreePort } from "../bench/server";

export type PostgresInstance = {
  url: string;
  port: number;
  dir: string;
  /** pg_ctl stop -m fast, waiting until it is down (asynchronous: traffic keeps flowing meanwhile). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => void;
};

/** The newest PostgreSQL binaries installed (Debian's /usr/lib/postgresql/<version>/bin), or PG_BIN. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  const [newest] = versions;
  return newest === undefined ? null : path.join(base, newest, "bin");
}

export async function createPostgresInstance(): Promise<PostgresInstance> {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      "No PostgreSQL binaries found (install postgresql, or set PG_BIN to the folder holding initdb and pg_ctl).",
    );
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "arena-soak-pg-"));
  const data = path.join(dir, "data");
  const port = await findFreePort();
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString().trim()),
      Number(execFileSync("id", ["-g", "postgres"]).toString().trim()),
    );
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, name), ...args]] : [path.join(bin, name), args];
  const runSync = (name: string, args: string[]) => {
    const [file, argv] = command(name, args);
    const result = spawnSync(file, argv, { encoding: "utf8", timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr || result.stdout}`);
  };
  const run = (name: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = command(name, args);
      execFile(file, argv, { timeout: 60_000 }, (error, stdout, stderr) =>
        error ? reject(new Error(`${name} failed: ${stderr || stdout}`)) : resolve(),
      );
    });
  runSync("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const startArgs = ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"];
  const stopArgs = ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"];
  runSync("pg_ctl", startArgs);
  let destroyed = false;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start: () => run("pg_ctl", startArgs),
    stop: () => run("pg_ctl", stopArgs),
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      try {
        runSync("pg_ctl", stopArgs);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
