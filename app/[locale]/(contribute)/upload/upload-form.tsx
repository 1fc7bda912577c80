"use client";

import { useMutation } from "@tanstack/react-query";
import { Link } from "@/components/locale-link";
import { type ChangeEvent, useRef, useState } from "react";
import { Field } from "@/components/ui/field";
import type { Issue } from "@/lib/http";
import { mergeFileHints, readFileHints } from "@/lib/uploads/file-hints";
import type { UploadPreview } from "@/lib/uploads/preview";
import { UploadPreviewPanel } from "./upload-preview";
import { Button } from "@/components/ui/button";

type Answer =
  | { kind: "preview"; preview: UploadPreview }
  | { kind: "created" | "duplicate"; url: string }
  | { kind: "invalid"; error: string; issues: Issue[] };

const TEXT_FIELDS = [
  ["model.name", "Model", "Qwen3.5-9B"],
  ["model.org", "Organization", "Alibaba"],
  ["model.precision", "Precision or quantization", "BF16, FP8, AWQ 4-bit, GGUF Q4_K_M"],
  ["model.hfRepo", "Hugging Face repo (optional)", "Qwen/Qwen3.5-9B"],
  ["hardware.name", "Hardware", "RTX 4090"],
  ["hardware.accelerator", "Accelerator", "NVIDIA RTX 4090"],
  ["engine.name", "Engine", "vllm, sglang, llama.cpp"],
  ["engine.version", "Engine version", "0.26.0"],
  ["servedModel", "Served model name (optional)", "qwen3.5-9b"],
] as const;

const NUMBER_FIELDS = [
  ["model.paramsB", "Parameters (billions)"],
  ["model.activeParamsB", "Active parameters, MoE (billions, optional)"],
  ["hardware.memoryGB", "Memory (GB)"],
  ["hardware.bandwidthGBs", "Memory bandwidth (GB/s, optional)"],
  ["hardware.count", "Number of accelerators"],
  ["maxContext", "Max context (tokens, optional)"],
] as const;

/** Nested manifest from flat "a.b" form fields; empty optional fields are left out. */
function buildManifest(form: FormData) {
  const manifest: Record<string, Record<string, unknown> | unknown> = { schemaVersion: 1 };
  const set = (key: string, value: unknown) => {
    const [head = key, tail] = key.split(".");
    if (!tail) manifest[head] = value;
    else manifest[head] = { ...(manifest[head] as Record<string, unknown> | undefined), [tail]: value };
  };
  for (const [key] of TEXT_FIELDS) {
    const value = String(form.get(key) ?? "").trim();
    if (value) set(key, value);
  }
  for (const [key] of NUMBER_FIELDS) {
    const value = String(form.get(key) ?? "").trim();
    if (value) set(key, Number(value));
  }
  set("model.architecture", form.get("model.architecture"));
  set("hardware.memoryKind", form.get("hardware.memoryKind"));
  set("launchCommand", String(form.get("launchCommand") ?? ""));
  set("measuredAt", String(form.get("measuredAt") ?? ""));
  return manifest;
}

async function send(url: string, form: FormData): Promise<Answer> {
  const body = new FormData();
  const files = form.getAll("files").filter((file): file is File => file instanceof File && file.size > 0);
  const onlyFile = files.length === 1 ? files[0] : undefined;
  const bundle = onlyFile?.name.endsWith(".json") ? await onlyFile.text() : null;
  if (bundle && /"schemaVersion"\s*:/.test(bundle.slice(0, 2000))) body.set("bundle", bundle);
  else {
    body.set("manifest", JSON.stringify(buildManifest(form)));
    for (const file of files) body.append("files", file, file.name);
  }
  const response = await fetch(url, { method: "POST", body });
  const answer = await response.json();
  if (response.status === 200) return { kind: "preview", preview: answer };
  if (response.status === 201) return { kind: "created", url: answer.url };
  if (response.status === 409) return { kind: "duplicate", url: answer.url ?? `/runs/${answer.id}` };
  return {
    kind: "invalid",
    error: answer.error ?? `The server answered ${response.status}.`,
    issues: answer.issues ?? [],
  };
}

/** Files larger than this are not read in the browser for hints (the upload still takes them). */
const HINT_FILE_BYTES = 8 * 1024 * 1024;

/** The label of a form field, for saying which fields the files filled. */
function labelOf(name: string): string {
  return TEXT_FIELDS.find(([field]) => field === name)?.[1] ?? name;
}

export function UploadForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [filledFromFiles, setFilledFromFiles] = useState<string[]>([]);

  /** Fills the empty fields the chosen files answer (engine, build, GPU, quantization, model). */
  async function fillFromFiles(event: ChangeEvent<HTMLInputElement>) {
    const form = formRef.current;
    const files = [...(event.currentTarget.files ?? [])].filter((file) => file.size <= HINT_FILE_BYTES);
    const hints = mergeFileHints(await Promise.all(files.map(async (file) => readFileHints(await file.text()))));
    const filled: string[] = [];
    for (const [field, value] of Object.entries(hints)) {
      const input = form?.elements.namedItem(field);
      if (input instanceof HTMLInputElement && input.value.trim() === "" && value) {
        input.value = value;
        filled.push(labelOf(field));
      }
    }
    setFilledFromFiles(filled);
  }
  const mutation = useMutation({
    mutationFn: ({ url }: { url: string }) => {
      if (!formRef.current) throw new Error("The form is not on the page.");
      return send(url, new FormData(formRef.current));
    },
    onSuccess: setAnswer,
    onError: (error) => setAnswer({ kind: "invalid", error: error.message, issues: [] }),
  });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <form ref={formRef} onSubmit={(event) => event.preventDefault()} noValidate>
      <fieldset className="card">
        <legend>Files</legend>
        <Field
          label="Benchmark output"
          name="files"
          type="file"
          multiple
          accept=".md,.json,.jsonl,.csv,.sql,.txt"
          onChange={(event) => void fillFromFiles(event)}
          hint={
            "llama-benchy (md, JSON, CSV), vllm bench serve --save-result (JSON, JSON Lines), llm-inference-bench " +
            "JSON, llama-bench (md, CSV, JSON, JSON Lines, SQL), llama-batched-bench (table or JSON Lines): as the " +
            "tools wrote them. Or one run bundle (JSON); then the fields below are not needed."
          }
        />
      </fieldset>
      {filledFromFiles.length > 0 && (
        <p className="muted" role="status">
          Filled from the files: {filledFromFiles.join(", ")}. Check them before you upload.
        </p>
      )}
      <fieldset className="card section">
        <legend>What the files do not say</legend>
        <div className="grid">
          {TEXT_FIELDS.map(([name, label, placeholder]) => (
            <Field key={name} label={label} name={name} placeholder={placeholder} />
          ))}
          {NUMBER_FIELDS.map(([name, label]) => (
            <Field key={name} label={label} name={name} type="number" min="0" step="any" />
          ))}
          <div className="field">
            <label htmlFor="architecture">Architecture</label>
            <select id="architecture" name="model.architecture" defaultValue="dense">
              <option value="dense">Dense</option>
              <option value="moe">Mixture of experts</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="memoryKind">Memory</label>
            <select id="memoryKind" name="hardware.memoryKind" defaultValue="discrete">
              <option value="discrete">Discrete GPU memory</option>
              <option value="unified">Unified memory</option>
            </select>
          </div>
          <Field label="Measured on" name="measuredAt" type="date" defaultValue={today} />
        </div>
        <div className="field">
          <label htmlFor="launchCommand">Launch command</label>
          <textarea
            id="launchCommand"
            name="launchCommand"
            rows={3}
            placeholder="vllm serve Qwen/Qwen3.5-9B --max-model-len 131072 …"
          />
          <span className="field-hint">
            API keys and tokens in it are replaced by &lt;redacted&gt; before anything is stored.
          </span>
        </div>
      </fieldset>
      <p className="section meta-line">
        <Button
          variant="secondary"
          type="button"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ url: "/api/v1/runs/preview" })}
        >
          Preview
        </Button>
        <Button type="button" disabled={mutation.isPending} onClick={() => mutation.mutate({ url: "/api/v1/runs" })}>
          Upload run
        </Button>
      </p>
      <div aria-live="polite">
        {answer?.kind === "preview" && <UploadPreviewPanel preview={answer.preview} />}
        {answer?.kind === "created" && (
          <p className="callout" role="status">
            Uploaded. <Link href={answer.url}>View your run →</Link>
          </p>
        )}
        {answer?.kind === "duplicate" && (
          <p className="callout warn" role="status">
            This run was uploaded before. <Link href={answer.url}>View it →</Link>
          </p>
        )}
        {answer?.kind === "invalid" && (
          <div className="callout bad" role="alert">
            <p>{answer.error}</p>
            <ul>
              {answer.issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  <code>{issue.path}</code>: {issue.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </form>
  );
}
