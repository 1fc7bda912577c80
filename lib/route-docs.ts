/**
 * How a route handler documents itself: `route()` (lib/http.ts) takes these docs beside its
 * zod schemas, and lib/api/openapi.ts builds the OpenAPI document's paths from both. Texts are
 * in English; /api-docs shows them in the page's language through the ApiText catalogue. Pure.
 */
import { z } from "zod";

/** A field an error answer names, by its path in the request. */
export const issueSchema = z.object({ path: z.string(), message: z.string() });
/** What every refusal answers: the error and each offending field (lib/http.ts writes it). */
export const errorSchema = z
  .object({ error: z.string(), issues: z.array(issueSchema) })
  .describe("An error: what went wrong, and each offending field by its path.");

/** Who may call: anyone, a signed-in user (session or token), or an admin with API rights. */
export type Access = "public" | "user" | "admin";

/** A subset of JSON Schema written by hand (a multipart form, "any object"). */
export type HandWrittenSchema = { type?: string; description?: string; properties?: Record<string, unknown> };

/**
 * A body's schema: a zod schema under a component name (the document refers to it by `$ref`), or
 * a schema written by hand where zod has none (multipart forms).
 */
export type DocSchema = ComponentSchema | { json: HandWrittenSchema };
export type ComponentSchema = { component: string; zod: z.ZodType; io: "input" | "output" };

/** A request or response body: what it is, and its schema per media type. */
export type DocBody = { description: string; content?: Record<string, DocSchema> };

export type SecurityScheme = "bearerToken" | "sessionCookie";

export type RouteDocs = {
  operationId: string;
  summary: string;
  description: string;
  /**
   * The query as documented, when the validating schema cannot show it (lenient parsing with
   * preprocess and catch): the same fields, with their descriptions.
   */
  query?: z.ZodType;
  /** The request body's description; its content defaults to the body reader's schema. */
  requestBody?: DocBody & { component?: string };
  /** Every status the route answers with. */
  responses: Record<`${number}`, DocBody>;
  /** Who may call, when it differs from `auth` ("user": a token; "admin": a token or the session). */
  security?: SecurityScheme[];
  /** Example calls (curl), with {@link API_EXAMPLE_ORIGIN} as the host. */
  examples: string[];
  /** Schemas the texts refer to that no body names (they join the document's components). */
  alsoDefines?: ComponentSchema[];
};

/** The host of the documented examples. */
export const API_EXAMPLE_ORIGIN = "http://localhost:3000";

/** A zod schema as a named component of the document. */
export function component(name: string, zod: z.ZodType, io: "input" | "output" = "output"): ComponentSchema {
  return { component: name, zod, io };
}

/** A JSON answer (or body) described by `schema`. */
export function jsonAnswer(description: string, schema: DocSchema): DocBody {
  return { description, content: { "application/json": schema } };
}

const ERROR = component("Error", errorSchema);

/** An error answer: `{ error, issues }`. */
export function errorAnswer(description: string): DocBody {
  return jsonAnswer(description, ERROR);
}
