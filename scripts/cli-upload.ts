/**
 * `arena upload`: a client of POST /api/v1/runs that prints every run the upload became, the
 * rows no run stores, and the runs that already hold a file uploaded before. `send` is fetch in
 * the CLI; tests pass the route handler.
 */
import { formatUploadAnswer } from "@/lib/uploads/upload-answer";

export type UploadRequest = {
  url: string;
  token: string;
  /** The manifest's JSON text, or null when the only file is a whole bundle. */
  manifest: string | null;
  files: Array<{ name: string; text: string }>;
};

type Send = (url: URL, init: RequestInit) => Promise<Response>;

type Output = { log: (line: string) => void; error: (line: string) => void };

/** Exit codes: 0 stored, 3 uploaded before, 1 refused. */
export async function uploadFiles(request: UploadRequest, send: Send, output: Output = console): Promise<number> {
  const endpoint = new URL("/api/v1/runs", request.url);
  const headers: Record<string, string> = { Authorization: `Bearer ${request.token}` };
  let body: BodyInit;
  const [onlyFile] = request.files;
  if (request.manifest === null && onlyFile && request.files.length === 1) {
    body = onlyFile.text;
    headers["Content-Type"] = "application/json";
  } else {
    const form = new FormData();
    form.set("manifest", request.manifest ?? "{}");
    for (const file of request.files) form.append("files", new Blob([file.text]), file.name);
    body = form;
  }
  const response = await send(endpoint, { method: "POST", headers, body });
  const answer = (await response.json().catch(() => ({}))) as Parameters<typeof formatUploadAnswer>[1] & {
    error?: string;
    issues?: Array<{ path: string; message: string }>;
  };
  if (response.status === 201) {
    for (const line of formatUploadAnswer("uploaded", answer, request.url)) output.log(line);
    return 0;
  }
  if (response.status === 409) {
    for (const line of formatUploadAnswer("already uploaded", answer, request.url)) output.error(line);
    return 3;
  }
  output.error(`upload failed (${response.status}): ${answer.error ?? response.statusText}`);
  for (const issue of answer.issues ?? []) output.error(`  ${issue.path}: ${issue.message}`);
  return 1;
}
