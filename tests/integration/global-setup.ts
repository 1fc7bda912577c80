import type { TestProject } from "vitest/node";
import { createMigratedTestDatabase } from "@/tests/support/database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "postgres" | "pglite";
  }
}

export default async function setup(project: TestProject) {
  const database = await createMigratedTestDatabase();
  project.provide("databaseUrl", database.url);
  project.provide("databaseKind", database.kind);
  console.log(`[integration] ${database.kind} test database ready`);
  return async () => {
    await database.drop();
  };
}
