/**
 * The OpenAPI 3.1 document of the arena's API (/api/v1/openapi.json), built from the route
 * declarations (app/api/v1/route-registry.ts lists every route file): each `route()` carries its
 * docs (lib/route-docs.ts) beside the zod schemas it checks with, turned into JSON Schema by
 * `z.toJSONSchema`. A handler without docs is refused here, so no route goes undocumented.
 * /api-docs renders the same document. Pure.
 */
import { z } from "zod";
import type { DocBody, DocSchema, RouteDocs, SecurityScheme } from "@/lib/route-docs";
import type { RouteDeclaration } from "@/lib/http";

/** The subset of JSON Schema the document uses, as /api-docs reads it. */
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  $ref?: string;
  additionalProperties?: JsonSchema | boolean;
};
export type Parameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
};
export type Body = { description?: string; content?: Record<string, { schema: JsonSchema }> };
export type Operation = {
  operationId: string;
  summary: string;
  description: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: Body & { required: boolean };
  responses: Record<string, Body>;
  "x-codeSamples": Array<{ lang: string; source: string }>;
};

/** One route file: its URL path (`/api/v1/runs/{id}`) and its module's exports. */
export type ApiRoute = { path: string; module: Record<string, unknown> };

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every exported method of every route with its declaration; throws naming one without docs. */
export function listDeclaredOperations(routes: readonly ApiRoute[]) {
  return routes.flatMap(({ path, module }) =>
    HTTP_METHODS.filter((method) => method in module).map((method) => {
      const declaration = (module[method] as { declaration?: RouteDeclaration } | undefined)?.declaration;
      if (!declaration?.docs) throw new Error(`${method} ${path} has no docs: declare them in its route().`);
      return { path, method, declaration, docs: declaration.docs };
    }),
  );
}

/** A zod schema as JSON Schema (draft 2020-12) without its dialect line, as the document holds it. */
export function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  });
  return rest as JsonSchema;
}

/** Named schemas, each turned into JSON Schema once; the same name for two schemas is an error. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly sources = new Map<string, z.ZodType>();

  add(schema: DocSchema): JsonSchema {
    if ("json" in schema) return schema.json as JsonSchema;
    const known = this.sources.get(schema.component);
    if (known && known !== schema.zod) throw new Error(`Two schemas are named ${schema.component}.`);
    if (!known) {
      this.sources.set(schema.component, schema.zod);
      this.schemas[schema.component] = toSchema(schema.zod, schema.io);
    }
    return { $ref: `#/components/schemas/${schema.component}` };
  }

  body(body: DocBody): Body {
    if (!body.content) return { description: body.description };
    const content = Object.entries(body.content).map(([type, schema]) => [type, { schema: this.add(schema) }]);
    return { description: body.description, content: Object.fromEntries(content) };
  }
}

function listParameters(schema: z.ZodType | undefined, where: "path" | "query"): Parameter[] {
  if (!schema) return [];
  const object = toSchema(schema, "input");
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, field]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    description: field.description,
    schema: field,
  }));
}

function describeSecurity(declaration: RouteDeclaration, docs: RouteDocs) {
  const byAccess: Record<RouteDeclaration["auth"], SecurityScheme[]> = {
    public: [],
    user: ["bearerToken"],
    admin: ["sessionCookie", "bearerToken"],
  };
  const schemes = docs.security ?? byAccess[declaration.auth];
  return schemes.length > 0 ? schemes.map((scheme) => ({ [scheme]: [] })) : undefined;
}

function describeRequestBody(declaration: RouteDeclaration, docs: RouteDocs, components: Components) {
  const documented = docs.requestBody;
  if (!documented) return undefined;
  const reader = declaration.body;
  const fromReader: Record<string, DocSchema> | undefined =
    reader?.schema && documented.component
      ? {
          [reader.mediaTypes[0] ?? "application/json"]: {
            component: documented.component,
            zod: reader.schema,
            io: "input",
          },
        }
      : undefined;
  return { required: true, ...components.body({ ...documented, content: documented.content ?? fromReader }) };
}

function describeOperation(declaration: RouteDeclaration, docs: RouteDocs, components: Components): Operation {
  for (const schema of docs.alsoDefines ?? []) components.add(schema);
  const parameters = [
    ...listParameters(declaration.params, "path"),
    ...listParameters(docs.query ?? declaration.query, "query"),
  ];
  const requestBody = describeRequestBody(declaration, docs, components);
  const security = describeSecurity(declaration, docs);
  return {
    operationId: docs.operationId,
    summary: docs.summary,
    description: docs.description,
    ...(security && { security }),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses: Object.fromEntries(
      Object.entries(docs.responses).map(([status, body]) => [status, components.body(body)]),
    ),
    "x-codeSamples": docs.examples.map((source) => ({ lang: "curl", source })),
  };
}

/** The OpenAPI document of `routes`, in their order. */
export function buildOpenApiDocument(routes: readonly ApiRoute[]) {
  const components = new Components();
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { path, method, declaration, docs } of listDeclaredOperations(routes)) {
    paths[path] = { ...paths[path], [method.toLowerCase()]: describeOperation(declaration, docs, components) };
  }
  const schemas = components.schemas;
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Inference Arena API",
      version: "1",
      description:
        "Upload benchmark runs and read runs and leaderboards. Reads need no token; uploads need an API token.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: {
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description: "An API token from your account page: `Authorization: Bearer <token>`.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "authjs.session-token",
          description: "A signed-in session in the browser.",
        },
      },
      schemas,
    },
  };
}
