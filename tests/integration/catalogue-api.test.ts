/**
 * GET /api/v1/catalogue lists the shipped catalogue with each entry's source and date, and GET
 * /api/v1/catalogue/match finds the entries an upload's printed names denote, as the upload form
 * asks it, refusing a parameter past its bound by name.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMatch } from "@/app/api/v1/catalogue/match/route";
import { GET as getCatalogue } from "@/app/api/v1/catalogue/route";
import { catalogueMatchSchema, catalogueSchema } from "@/lib/catalogue/api-schema";
import { loadCuratedCatalogue } from "@/lib/catalogue/load-curated";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { truncateAll } from "@/tests/support/database";

const request = (path: string) => new Request(`http://arena.test${path}`);
const match = (query: Record<string, string>) =>
  getMatch(request(`/api/v1/catalogue/match?${new URLSearchParams(query)}`));

beforeAll(async () => {
  await truncateAll(process.env.DATABASE_URL ?? "");
  await loadCuratedCatalogue();
});

describe("GET /api/v1/catalogue", () => {
  it("lists every curated entry with its source and the day it was read, publicly cached", async () => {
    const response = await getCatalogue(request("/api/v1/catalogue"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const catalogue = catalogueSchema.parse(await response.json());
    expect(catalogue.hardware.length).toBeGreaterThanOrEqual(150);
    expect(catalogue.models.length).toBeGreaterThanOrEqual(120);
    for (const entry of [...catalogue.hardware, ...catalogue.models]) {
      expect(entry.source, entry.slug).toMatch(/^https:\/\//);
      expect(entry.asOf, entry.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.curated, entry.slug).toBe(true);
    }
    const rtx3080 = catalogue.hardware.find((entry) => entry.slug === "rtx-3080-10gb");
    expect(rtx3080).toMatchObject({ memoryGB: 10, memoryKind: "discrete", url: "/hardware/rtx-3080-10gb" });
    const qwen = catalogue.models.find((entry) => entry.slug === "qwen3-30b-a3b");
    expect(qwen).toMatchObject({ architecture: "moe", url: "/models/qwen3-30b-a3b" });
  });
});

describe("GET /api/v1/catalogue/match", () => {
  it("finds the card a tool prints, and the model and precision llama.cpp's type and parameters name", async () => {
    const response = await match({
      hardware: "NVIDIA GeForce RTX 3080",
      label: "qwen3moe 30B.A3B Q8_0",
      params: "30.53",
      file: "Qwen3-30B-A3B-Q8_0.gguf",
    });
    expect(response.status).toBe(200);
    const found = catalogueMatchSchema.parse(await response.json());
    expect(found.hardware).toMatchObject({
      printed: "NVIDIA GeForce RTX 3080",
      entry: { slug: "rtx-3080-10gb", memoryGB: 10, memoryKind: "discrete" },
      count: 1,
    });
    expect(found.hardware?.entry.source).toMatch(/^https:\/\//);
    expect(found.model).toMatchObject({ entry: { slug: "qwen3-30b-a3b", architecture: "moe" } });
    expect(found.model?.entry.source).toMatch(/^https:\/\//);
    expect(found.precision).toBe("Q8_0");
  });

  it("finds what the upload form asks with a llama-bench file's names", async () => {
    const query = {
      hardware: "NVIDIA GeForce RTX 3080",
      model: "Llama-3.2-3B-Instruct-Q8_0.gguf",
      label: "llama 3B Q8_0",
      params: "3.21",
      file: "Llama-3.2-3B-Instruct-Q8_0.gguf",
    };
    const found = catalogueMatchSchema.parse(await (await match(query)).json());
    expect(found.hardware?.entry).toMatchObject({ slug: "rtx-3080-10gb", name: "RTX 3080 10GB" });
    expect(found.model?.entry).toMatchObject({ org: "Meta", architecture: "dense" });
    expect(found.model?.entry.name).toMatch(/Llama.3\.2.3B/i);
    expect(found.precision).toBe("Q8_0");
  });

  it("reads the precision from llama.cpp's size words, else from the file name", async () => {
    const medium = catalogueMatchSchema.parse(await (await match({ label: "qwen3 4B Q5_K - Medium" })).json());
    expect(medium.precision).toBe("Q5_K_M");
    const file = catalogueMatchSchema.parse(await (await match({ file: "Qwen3.5-9B-UD-Q4_K_XL.gguf" })).json());
    expect(file).toEqual({ hardware: null, model: null, precision: "UD-Q4_K_XL" });
  });

  it("answers nulls for names the catalogue does not hold", async () => {
    const found = catalogueMatchSchema.parse(await (await match({ hardware: "Graphics", model: "no such" })).json());
    expect(found).toEqual({ hardware: null, model: null, precision: null });
  });

  it("refuses a parameter past its bound, naming it", async () => {
    const long = await match({ hardware: "x".repeat(301) });
    expect(long.status).toBe(400);
    const body = (await long.json()) as { error: string; issues: Array<{ path: string }> };
    expect(body.issues[0]?.path).toBe("hardware");
    expect(body.error).toContain("hardware");
    for (const [name, value] of [
      ["params", "-1"],
      ["memoryGB", "abc"],
      ["count", "Infinity"],
    ]) {
      const refused = await match({ [name as string]: value as string });
      expect(refused.status, name).toBe(400);
      expect(((await refused.json()) as { issues: Array<{ path: string }> }).issues[0]?.path).toBe(name);
    }
  });
});
