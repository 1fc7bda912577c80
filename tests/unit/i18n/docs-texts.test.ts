/**
 * The documentation pages show texts that the code holds in English (the OpenAPI document's
 * descriptions, what each tool's figures mean, the setup-health figures and flag) through their
 * own catalogue entries: each English entry must still be the code's text, so that a changed
 * text is noticed here rather than shown in Japanese as it was before.
 */
import { describe, expect, it } from "vitest";
import { apiTextKey } from "@/app/[locale]/(public)/api-docs/api-text";
import { listSchemaFields } from "@/lib/api/fields";
import { buildOpenApiDocument, type JsonSchema, type Operation } from "@/lib/api/openapi";
import { en, ja } from "@/lib/i18n/messages";
import { FLAG_TEXT, HEALTH_FIGURES } from "@/lib/insights/setup-health";
import { definitionAnchor, listDefinitions } from "@/lib/measurements/definitions";

/** Every text /api-docs shows from the OpenAPI document. */
function listApiTexts(): string[] {
  const doc = buildOpenApiDocument();
  const schemas: Record<string, JsonSchema> = doc.components.schemas;
  const texts = new Set<string>([doc.info.description]);
  for (const methods of Object.values(doc.paths)) {
    for (const operation of Object.values(methods) as Operation[]) {
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
  return [...texts];
}

describe("the documentation's texts from the code", () => {
  it("translate every text of the OpenAPI document, keyed by its English", () => {
    const english: Record<string, string> = en.ApiText;
    const missing = listApiTexts().filter((text) => english[apiTextKey(text)] !== text);
    expect(missing).toEqual([]);
    expect(Object.keys(ja.ApiText).sort()).toEqual(Object.keys(english).sort());
  });

  it("say in English what each tool's figures mean as lib/measurements does", () => {
    const tools: Record<string, Record<string, string>> = en.MethodologyDefinitions.tools;
    for (const definition of listDefinitions()) {
      const key = definitionAnchor(definition.key).replace(/^definition-/, "");
      expect(tools[key], definition.key).toEqual({ summary: definition.summary, ...definition.figures });
    }
  });

  it("name the setup-health figures and flag as lib/insights does", () => {
    const figures: Record<string, string> = en.MethodologyInsight.figures;
    expect(figures).toEqual(Object.fromEntries(HEALTH_FIGURES.map((figure) => [figure.key, figure.label])));
    expect(en.MethodologyInsight.flag).toBe(FLAG_TEXT);
  });
});
