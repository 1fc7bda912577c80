/**
 * The documentation pages show texts that the code holds in English (the OpenAPI document's
 * descriptions, what each tool's figures mean, the setup-health figures and flag) through their
 * own catalogue entries: each English entry must still be the code's text, so that a changed
 * text is noticed here rather than shown in Japanese as it was before. The OpenAPI document's
 * texts are checked in tests/integration/api-document.test.ts (the document needs the routes).
 */
import { describe, expect, it } from "vitest";
import { en } from "@/lib/i18n/messages";
import { FLAG_TEXT, HEALTH_FIGURES } from "@/lib/insights/setup-health";
import { definitionAnchor, listDefinitions } from "@/lib/measurements/definitions";

describe("the documentation's texts from the code", () => {
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
