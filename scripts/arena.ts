/**
 * The operator CLI: `npm run arena -- <command>`.
 *   user add --email E --role contributor|admin [--handle H]   password from ARENA_PASSWORD or asked
 *   user unlock --email E                          lifts the sign-in lockout of failed attempts
 *   token create --email E [--name N] [--scope upload|admin] [--expires-days N]
 *                                                  prints the token (shown once); admin scope for admins
 *   upload FILE... --url URL [--manifest M]         a client of POST /api/v1/runs; token from ARENA_TOKEN
 *   import FILE... [--manifest M] [--as EMAIL]     direct import, for operators
 *   import-public FOLDER                            published results with their sources
 *   catalogue load                                  the shipped catalogue (npm start loads it too)
 *   score recompute                                recomputes every run's derived figures
 * Database commands use DATABASE_URL; without it, the embedded database of `npm start`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { connectDatabase } from "./cli-database";
import { readSecret } from "./cli-secrets";
import { uploadFiles } from "./cli-upload";

class UsageError extends Error {}

const HELP = `usage: npm run arena -- <command>
  user add --email E --role contributor|admin [--handle H]    (password: ARENA_PASSWORD, or asked)
  user unlock --email E                                       (lifts a sign-in lockout)
  token create --email E [--name N] [--scope upload|admin] [--expires-days N]
  upload FILE... --url URL [--manifest M]                     (token: ARENA_TOKEN, or asked)
  import FILE... [--manifest M] [--as EMAIL]
  import-public FOLDER                                        (published results: files + manifests.json)
  catalogue load                                              (the shipped catalogue; npm start does it)
  score recompute`;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
}

function readFiles(files: string[]) {
  if (files.length === 0) throw new UsageError("Name at least one FILE.");
  return files.map((file) => {
    try {
      return { name: path.basename(file), text: readFileSync(file, "utf8") };
    } catch (error) {
      throw new UsageError(`${file}: ${(error as Error).message}`);
    }
  });
}

/** A single bundle file, or a manifest with the tools' raw files. */
function isBundle(text: string) {
  return /"schemaVersion"\s*:/.test(text.slice(0, 2000));
}

async function upload(files: string[], values: Record<string, string | boolean | undefined>) {
  const url = (values.url as string | undefined) ?? process.env.ARENA_URL;
  const token = await readSecret({
    variable: "ARENA_TOKEN",
    flag: values.token as string | undefined,
    flagName: "--token",
    ask: "API token: ",
  });
  if (!url) throw new UsageError("upload needs --url URL (or ARENA_URL).");
  if (!token) throw new UsageError("upload needs an API token: set ARENA_TOKEN (from /account/tokens).");
  const contents = readFiles(files);
  const onlyContent = contents.length === 1 ? contents[0] : undefined;
  const wholeBundle = !values.manifest && onlyContent !== undefined && isBundle(onlyContent.text);
  if (!values.manifest && !wholeBundle) {
    throw new UsageError("Raw tool output needs --manifest M (the run's metadata as JSON).");
  }
  const manifest = values.manifest ? readFileSync(values.manifest as string, "utf8") : null;
  return uploadFiles({ url, token, manifest, files: contents }, (endpoint, init) => fetch(endpoint, init));
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      handle: { type: "string" },
      name: { type: "string" },
      scope: { type: "string" },
      "expires-days": { type: "string" },
      url: { type: "string" },
      token: { type: "string" },
      manifest: { type: "string" },
      as: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, sub, ...rest] = positionals;
  if (values.help || !command) {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  if (command === "upload")
    return upload(
      [sub, ...rest].filter((arg): arg is string => Boolean(arg)),
      values,
    );
  if (command === "user" && sub === "add") {
    values.password = await readSecret({
      variable: "ARENA_PASSWORD",
      flag: values.password as string | undefined,
      flagName: "--password",
      ask: "Password for the new user (Enter for none: GitHub sign-in only): ",
    });
  }

  const database = await connectDatabase();
  try {
    const { runCommand } = await import("./cli-commands");
    return await runCommand(command, sub, rest, values, { readJson, readFiles });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    console.error(`${usage ? "" : "error: "}${(error as Error).message}`);
    if (usage) console.error(HELP);
    process.exit(usage ? 2 : 1);
  });
