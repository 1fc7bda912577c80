/**
 * The two layers of lib/ (docs/decisions/0016-layers-in-lib.md). Platform is the plumbing any
 * feature stands on and that knows no feature: the database and its client, the caches, the
 * request pipeline, the environment, security checks, the languages and their paths, accounts
 * and sign-in, rate limits. Domain is the arena itself: runs, scores, models, hardware and the
 * pages' figures. Domain may import platform; platform never imports domain; and no folder or
 * top-level file is part of an import cycle. tests/unit/architecture.test.ts reads these lists
 * and fails on a folder or top-level file of lib/ that is in neither.
 */

/** Folders (`cache`) and top-level files (`db.ts`) of lib/ that know no feature of the arena. */
export const PLATFORM = [
  "abuse",
  "accounts",
  "cache",
  "database",
  "generated",
  "i18n",
  "routing",
  "security",
  "actions.ts",
  "auth.ts",
  "db.ts",
  "env.ts",
  "error-meaning.ts",
  "errors.ts",
  "form-errors.ts",
  "format.ts",
  "http.ts",
  "layers.ts",
  "mutation-result.ts",
  "query-client.ts",
  "route-docs.ts",
  "search-params.ts",
  "slug.ts",
  "typescript-worker.ts",
] as const;

/** Folders and top-level files of lib/ that hold the arena's features. */
export const DOMAIN = [
  "api",
  "calculator",
  "catalogue",
  "claims",
  "contributors",
  "cost",
  "discovery",
  "hardware",
  "ingest",
  "insights",
  "leaderboard",
  "matrix",
  "measurements",
  "methodology",
  "models",
  "organizations",
  "planner",
  "reports",
  "reviews",
  "runs",
  "scoring",
  "suite",
  "uploads",
  "views.ts",
] as const;
