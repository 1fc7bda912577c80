import { inject } from "vitest";

// Before any test file imports lib/db: point the app's client at this run's database.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.DATABASE_POOL_MAX = "5";
process.env.AUTH_SECRET ??= "integration-tests-only-secret";
