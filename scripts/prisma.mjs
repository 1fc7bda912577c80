#!/usr/bin/env node
// Runs the Prisma CLI with nothing downloaded (see ../shared STACK notes and
// docs/decisions/0002-migrations-without-prisma-engine.md): the query engine library
// is never needed with engineType "client", but the CLI looks for one and downloads it
// when PRISMA_QUERY_ENGINE_LIBRARY does not point at an existing file.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const env = {
  ...process.env,
  PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
  // generate reads no database; `migrate diff` opens a connection through the adapter
  // (it reads nothing from it): the local server by default.
  DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
};
const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2), "--config", "prisma/prisma.config.ts"], {
  env,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
