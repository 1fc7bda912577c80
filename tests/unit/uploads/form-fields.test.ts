import { describe, expect, it } from "vitest";
import {
  buildManifest,
  checkManifest,
  FORM_FIELDS,
  placeServerIssues,
  UNSTATED_SANITY_PROMPT,
} from "@/lib/uploads/form-fields";
import { en, ja } from "@/lib/i18n/messages";

const TEXTS = { fields: en.UploadFields, checks: en.UploadChecks };

const COMPLETE = {
  "model.name": "Qwen3.5-9B",
  "model.org": "Alibaba",
  "model.precision": "BF16",
  "model.paramsB": "9",
  "model.architecture": "dense",
  "hardware.name": "RTX 4090",
  "hardware.accelerator": "NVIDIA RTX 4090",
  "hardware.memoryGB": "24",
  "hardware.memoryKind": "discrete",
  "engine.name": "vllm",
  "engine.version": "0.26.0",
  launchCommand: "vllm serve Qwen/Qwen3.5-9B",
  measuredAt: "2026-11-30",
};

describe("the upload form's manifest", () => {
  it("nests the fields, turns numbers into numbers and leaves empty ones out", () => {
    const manifest = buildManifest({ ...COMPLETE, "hardware.ramGB": "64", "hardware.cpu": " ", notes: "350 W" });
    expect(manifest).toMatchObject({
      model: { name: "Qwen3.5-9B", paramsB: 9 },
      hardware: { memoryGB: 24, ramGB: 64 },
      notes: "350 W",
    });
    expect(manifest.hardware).not.toHaveProperty("cpu");
    expect(checkManifest(manifest, TEXTS).fields).toEqual({});
  });

  it("stores a sanity answer with its prompt, or says the prompt was not given", () => {
    expect(buildManifest({ ...COMPLETE, "sanity.0.output": "Paris." }).sanity).toEqual([
      { prompt: UNSTATED_SANITY_PROMPT, output: "Paris." },
    ]);
    expect(
      buildManifest({ ...COMPLETE, "sanity.0.prompt": "Capital of France?", "sanity.0.output": "Paris." }).sanity,
    ).toEqual([{ prompt: "Capital of France?", output: "Paris." }]);
    expect(buildManifest(COMPLETE)).not.toHaveProperty("sanity");
  });
});

describe("what the form says about refused input", () => {
  it("names every empty required field in plain words, never a missing object", () => {
    const problems = checkManifest(buildManifest({}), TEXTS);
    const required = FORM_FIELDS.filter((field) => field.required);
    expect(Object.keys(problems.fields).sort()).toEqual(required.map((field) => field.name).sort());
    expect(problems.fields["model.name"]).toBe("Enter the model's name.");
    expect(problems.fields["engine.version"]).toBe("Enter the engine version.");
    expect(problems.form).toEqual([]);
    expect(JSON.stringify(problems)).not.toMatch(/Invalid input|expected|received/);
  });

  it("says how long a text may be, and what a number must be", () => {
    const problems = checkManifest(
      buildManifest({ ...COMPLETE, notes: "n".repeat(2001), "hardware.memoryGB": "-1", "hardware.count": "1.5" }),
      TEXTS,
    );
    expect(problems.fields).toEqual({
      notes: "At most 2,000 characters; this has 2,001.",
      "hardware.memoryGB": "Enter a number above 0.",
      "hardware.count": "Enter a whole number.",
    });
  });

  it("puts the server's issues beside their fields and files, the rest for the whole upload", () => {
    const placed = placeServerIssues(
      [
        { path: "engine", message: "Invalid input: expected object, received undefined" },
        { path: "model.name", message: "Invalid input: expected string, received undefined" },
        { path: "hardware.cpu", message: "Too big: expected string to have <=200 characters" },
        { path: "artifacts.1.content (line 3)", message: "no table found" },
        { path: "files.2 (notes.txt)", message: "Not recognised" },
        { path: "(body)", message: "The body is larger than the limit of 16 MiB." },
      ],
      TEXTS,
    );
    expect(placed.fields).toEqual({
      "model.name": "Enter the model's name.",
      "hardware.cpu": "At most 200 characters.",
    });
    expect(placed.files).toEqual({ 1: "no table found", 2: "Not recognised" });
    expect(placed.form).toEqual([
      "engine: Invalid input: expected object, received undefined",
      "The body is larger than the limit of 16 MiB.",
    ]);
  });
});

describe("the form's words in Japanese", () => {
  it("says what to enter beside each field in Japanese", () => {
    const problems = checkManifest(buildManifest({ ...COMPLETE, "model.name": "", "hardware.count": "1.5" }), {
      fields: ja.UploadFields,
      checks: ja.UploadChecks,
    });
    expect(problems.fields).toEqual({
      "model.name": "モデル名を入力してください。",
      "hardware.count": "整数を入力してください。",
    });
  });
});
