/**
 * Every route file under app/api/v1, with the path it serves, in the order /api-docs shows them.
 * The OpenAPI document (/api/v1/openapi.json) is built from these declarations (lib/api/openapi.ts),
 * and tests/integration/api-document.test.ts fails when a route file is missing here or a method
 * goes undocumented. Modules are held as namespaces: the document's own route is listed too.
 */
import type { ApiRoute } from "@/lib/api/openapi";
import * as adminHide from "./admin/runs/[id]/hide/route";
import * as adminRestore from "./admin/runs/[id]/restore/route";
import * as adminReview from "./admin/runs/[id]/review/route";
import * as adminSuspend from "./admin/users/[handle]/suspend/route";
import * as adminUnlock from "./admin/users/[handle]/unlock/route";
import * as adminUnsuspend from "./admin/users/[handle]/unsuspend/route";
import * as catalogue from "./catalogue/route";
import * as catalogueMatch from "./catalogue/match/route";
import * as calculatorRuns from "./calculator/runs/route";
import * as history from "./history/route";
import * as leaderboardCsv from "./leaderboard.csv/route";
import * as leaderboard from "./leaderboard/route";
import * as me from "./me/route";
import * as openapi from "./openapi.json/route";
import * as run from "./runs/[id]/route";
import * as runRank from "./runs/[id]/rank/route";
import * as runPreview from "./runs/preview/route";
import * as runs from "./runs/route";
import * as runBundleSchema from "./schema/run-bundle.json/route";

export const API_ROUTES: readonly ApiRoute[] = [
  { path: "/api/v1/runs", module: runs },
  { path: "/api/v1/runs/preview", module: runPreview },
  { path: "/api/v1/runs/{id}", module: run },
  { path: "/api/v1/runs/{id}/rank", module: runRank },
  { path: "/api/v1/history", module: history },
  { path: "/api/v1/leaderboard", module: leaderboard },
  { path: "/api/v1/leaderboard.csv", module: leaderboardCsv },
  { path: "/api/v1/calculator/runs", module: calculatorRuns },
  { path: "/api/v1/catalogue", module: catalogue },
  { path: "/api/v1/catalogue/match", module: catalogueMatch },
  { path: "/api/v1/schema/run-bundle.json", module: runBundleSchema },
  { path: "/api/v1/openapi.json", module: openapi },
  { path: "/api/v1/me", module: me },
  { path: "/api/v1/admin/runs/{id}/review", module: adminReview },
  { path: "/api/v1/admin/runs/{id}/hide", module: adminHide },
  { path: "/api/v1/admin/runs/{id}/restore", module: adminRestore },
  { path: "/api/v1/admin/users/{handle}/suspend", module: adminSuspend },
  { path: "/api/v1/admin/users/{handle}/unsuspend", module: adminUnsuspend },
  { path: "/api/v1/admin/users/{handle}/unlock", module: adminUnlock },
];
