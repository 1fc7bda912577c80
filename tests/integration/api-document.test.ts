/**
 * The OpenAPI document is built from the routes' own declarations: every route file under
 * app/api/v1 is in the registry with the path it serves, every method it exports is in the
 * document with what its declaration implies (401/403 behind auth, 413/415 with a body, 429 with a
 * rate limit), and every text /api-docs shows from it has its English and Japanese catalogue entry.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiTextKey } from "@/app/[locale]/(public)/api-docs/api-text";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import { API_ROUTES } from "@/app/api/v1/route-registry";
import { listSchemaFields } from "@/lib/api/fields";
import { buildOpenApiDocument, HTTP_METHODS, type JsonSchema, type Operation } from "@/lib/api/openapi";
import { json, route } from "@/lib/http";
import { en, ja } from "@/lib/i18n/messages";

const API_FOLDER = path.join(process.cwd(), "app", "api", "v1");

/** Every route file under app/api/v1 as the path it serves: `runs/[id]/rank/route.ts` -> `/api/v1/runs/{id}/rank`. */
function listRouteFilePaths(): string[] {
  return readdirSync(API_FOLDER, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== ".");
      return ["/api/v1", ...segments.map((segment) => segment.replace(/^\[(\w+)\]$/, "{$1}"))].join("/");
    })
    .sort();
}

/** Every operation of the served document. */
async function listDocumentedOperations() {
  const doc = await (await getOpenApi(new Request("http://localhost/api/v1/openapi.json"))).json();
  const paths: Record<string, Record<string, Operation>> = doc.paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
}

describe("the OpenAPI document", () => {
  it("lists every route file under app/api/v1 in the registry, with the path it serves", () => {
    expect(API_ROUTES.map((entry) => entry.path).sort()).toEqual(listRouteFilePaths());
  });

  it("documents every method every route file exports, and nothing else", async () => {
    const exported = API_ROUTES.flatMap(({ path, module }) =>
      HTTP_METHODS.filter((method) => method in module).map((method) => `${method} ${path}`),
    );
    const documented = (await listDocumentedOperations()).map(({ path, method }) => `${method} ${path}`);
    expect(documented.sort()).toEqual(exported.sort());
    expect(documented).toEqual(
      expect.arrayContaining([
        "POST /api/v1/runs/preview",
        "GET /api/v1/calculator/runs",
        "GET /api/v1/me",
        "POST /api/v1/admin/users/{handle}/unlock",
      ]),
    );
  });

  it("refuses to build with a route that has no docs, naming it", () => {
    const undocumented = route({ handle: () => json({}) });
    const routes = [...API_ROUTES, { path: "/api/v1/new-thing", module: { GET: undocumented } }];
    expect(() => buildOpenApiDocument(routes)).toThrow("GET /api/v1/new-thing has no docs");
  });

  it("documents the refusals each declaration implies, and each path parameter", () => {
    const doc = buildOpenApiDocument(API_ROUTES);
    const missing: string[] = [];
    for (const { path, module } of API_ROUTES) {
      for (const method of HTTP_METHODS.filter((name) => name in module)) {
        const { declaration } = module[method] as {
          declaration: { auth: string; body?: unknown; rateLimit?: unknown };
        };
        const operation = doc.paths[path]?.[method.toLowerCase()] as Operation;
        const expected = [
          ...(declaration.auth === "public" ? [] : ["401", "403"]),
          ...(declaration.body ? ["400", "413", "415"] : []),
          ...(declaration.rateLimit ? ["429"] : []),
        ];
        for (const status of expected) if (!operation.responses[status]) missing.push(`${method} ${path}: ${status}`);
        const pathParameters = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => `{${p.name}}`);
        expect(pathParameters.sort(), `${method} ${path}`).toEqual((path.match(/\{\w+\}/g) ?? []).sort());
        if (declaration.body) expect(operation.requestBody?.content, `${method} ${path}`).toBeDefined();
      }
    }
    expect(missing).toEqual([]);
  });

  it("has every text /api-docs shows in the ApiText catalogue, keyed by its English, in both languages", () => {
    const doc = buildOpenApiDocument(API_ROUTES);
    const schemas: Record<string, JsonSchema> = doc.components.schemas;
    const texts = new Set<string>([doc.info.description]);
    for (const methods of Object.values(doc.paths)) {
      for (const operation of Object.values(methods)) {
        texts.add(operation.summary).add(operation.description);
        for (const parameter of operation.parameters ?? []) if (parameter.description) texts.add(parameter.description);
        for (const body of [operation.requestBody, ...Object.values(operation.responses)]) {
          if (body && body !== operation.requestBody && body.description) texts.add(body.description);
          for (const media of Object.values(body?.content ?? {})) {
            for (const row of listSchemaFields(media.schema, schemas)) if (row.description) texts.add(row.description);
          }
        }
      }
    }
    const english: Record<string, string> = en.ApiText;
    const missing = [...texts].filter((text) => english[apiTextKey(text)] !== text);
    expect(missing).toEqual([]);
    expect(Object.keys(ja.ApiText).sort()).toEqual(Object.keys(english).sort());
  });
});
