/**
 * JSON Schema as readable field tables for /api-docs: every field by its dotted path
 * ("model.name", "artifacts[].tool"), its type in words, whether it is required and what it
 * means. Pure.
 */
import type { JsonSchema } from "@/lib/api/openapi";

export type FieldRow = { path: string; type: string; required: boolean; description: string | null };

const MAX_DEPTH = 5;

/** Follows a "#/components/schemas/Name" reference; other schemas come back as they are. */
export function resolveSchema(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  const name = schema.$ref?.replace("#/components/schemas/", "");
  return name && schemas[name] ? schemas[name] : schema;
}

function variants(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [];
}

/** "string", "number | null", "array of object", "\"pending\" | \"passed\"", "string (date-time)". */
export function describeType(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "object";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (variants(schema).length > 0) return [...new Set(variants(schema).map(describeType))].join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes("array")) return `array of ${schema.items ? describeType(schema.items) : "values"}`;
  const words = types.length > 0 ? types.join(" | ") : "any";
  return schema.format ? `${words} (${schema.format})` : words;
}

/** The object a field holds, looking through null-unions and arrays; null when it holds no object. */
function findObject(schema: JsonSchema): { object: JsonSchema; isArray: boolean } | null {
  if (schema.properties) return { object: schema, isArray: false };
  if (schema.items) {
    const inner = findObject(schema.items);
    return inner && !inner.isArray ? { object: inner.object, isArray: true } : null;
  }
  for (const variant of variants(schema)) {
    const inner = findObject(variant);
    if (inner) return inner;
  }
  return null;
}

/** Every field of an object schema, depth first, nested fields under their parent's path. */
export function listSchemaFields(
  schema: JsonSchema,
  schemas: Record<string, JsonSchema>,
  prefix = "",
  depth = 0,
): FieldRow[] {
  const resolved = resolveSchema(schema, schemas);
  const found = findObject(resolved);
  if (!found || depth > MAX_DEPTH) return [];
  const required = new Set(found.object.required ?? []);
  const base = prefix + (found.isArray && prefix === "" ? "[]." : "");
  return Object.entries(found.object.properties ?? {}).flatMap(([name, field]) => {
    const path = `${base}${name}`;
    const inner = findObject(field);
    const description = field.description ?? variants(field).find((v) => v.description)?.description ?? null;
    const row: FieldRow = { path, type: describeType(field), required: required.has(name), description };
    const nested = inner ? listSchemaFields(field, schemas, `${path}${inner.isArray ? "[]" : ""}.`, depth + 1) : [];
    return [row, ...nested];
  });
}
