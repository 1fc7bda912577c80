/** Uploads through the public API, as the CLI does: multipart (manifest + the tools' raw files) or a JSON bundle. */
import type { RunBundleInput } from "@/lib/runs/schema";

export type UploadAnswer = {
  status: number;
  ms: number;
  body: { id?: string; error?: string; issues?: Array<{ path: string; message: string }> };
};

/** The bundle as the CLI sends raw output: a manifest naming each file's tool and test, and the files. */
export function toMultipart(bundle: RunBundleInput): FormData {
  const { artifacts, ...metadata } = bundle;
  const files = Object.fromEntries(
    artifacts.map((artifact) => [
      artifact.fileName!,
      { tool: artifact.tool, ...(artifact.test && { test: artifact.test }) },
    ]),
  );
  const form = new FormData();
  form.set("manifest", JSON.stringify({ ...metadata, files }));
  for (const artifact of artifacts) form.append("files", new Blob([String(artifact.content)]), artifact.fileName!);
  return form;
}

export async function upload(
  baseUrl: string,
  token: string,
  body: FormData | string,
  timeoutMs = 60_000,
): Promise<UploadAnswer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/runs`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      ...(typeof body === "string" && { "Content-Type": "application/json" }),
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: UploadAnswer["body"] = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { error: text.slice(0, 200) };
  }
  return { status: response.status, ms: performance.now() - started, body: parsed };
}
