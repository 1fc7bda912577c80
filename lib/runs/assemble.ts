/**
 * Builds a run bundle from a manifest (the bundle's metadata) and raw files as the tools
 * wrote them: for multipart uploads, the CLI and the web form. Each file's tool is taken
 * from the manifest or recognised from its content. Pure.
 */
import { detectTool } from "@/lib/ingest/detect-tool";
import { BundleError, sanitizeFileName, type FieldIssue } from "@/lib/runs/prepare";
import { redactSecrets } from "@/lib/runs/redact";
import type { ArtifactInput } from "@/lib/runs/schema";
import { ARTIFACT_TOOLS } from "@/lib/ingest/schema";
import { SUITE_TEST_KEYS } from "@/lib/suite/test-keys";

export type UploadedFile = { name: string; text: string };

type FileHint = { tool?: string; test?: string };

export function assembleBundle(manifest: unknown, files: UploadedFile[]): Record<string, unknown> {
  if (!manifest || typeof manifest !== "object" || Array.isArray(manifest)) {
    throw new BundleError([{ path: "manifest", message: "Expected a JSON object with the run's metadata." }]);
  }
  const {
    files: hints = {},
    artifacts = [],
    ...metadata
  } = manifest as { files?: Record<string, FileHint>; artifacts?: unknown[] };
  const issues: FieldIssue[] = [];
  const fromFiles: ArtifactInput[] = files.map((file, index) => {
    // Redacted before it is sanitised: `--api-key=X.md` would become `--api-key_X.md`, no longer a flag.
    const name = sanitizeFileName(redactSecrets(file.name));
    const hint = hints[file.name] ?? hints[name] ?? {};
    const tool = (hint.tool ?? detectTool(file.text)) as ArtifactInput["tool"] | null;
    if (!tool || !ARTIFACT_TOOLS.includes(tool)) {
      issues.push({
        path: `files.${index} (${name})`,
        message: hint.tool
          ? `Unknown tool "${hint.tool}"; use one of ${ARTIFACT_TOOLS.join(", ")}.`
          : "Not recognised as llama-benchy, vllm bench serve, llm-inference-bench, llama-bench, " +
            "llama-batched-bench, llama-sweep-bench, AIPerf (or GenAI-Perf), GuideLLM or SGLang bench_serving " +
            "output; name its tool in the manifest.",
      });
    }
    if (hint.test !== undefined && !(SUITE_TEST_KEYS as readonly string[]).includes(hint.test)) {
      issues.push({ path: `files.${index} (${name}).test`, message: `Unknown suite test "${hint.test}".` });
    }
    return { tool: tool ?? "summary", test: hint.test as ArtifactInput["test"], fileName: name, content: file.text };
  });
  if (issues.length > 0) throw new BundleError(issues);
  return { ...metadata, artifacts: [...(Array.isArray(artifacts) ? artifacts : []), ...fromFiles] };
}
