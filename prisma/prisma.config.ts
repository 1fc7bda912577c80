// Prisma CLI configuration: the WebAssembly schema engine ("js") through a driver
// adapter, so that `generate` and `migrate diff` download nothing. Run the CLI through
// scripts/prisma.mjs, which points it here.
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "schema.prisma",
  migrations: { path: "migrations" },
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
});
