/**
 * Reads an upload's body into bundle input: a JSON run bundle, or multipart/form-data with
 * a `bundle` (a whole bundle), or a `manifest` (the bundle's metadata) and the tools' raw
 * files in `files`. Throws BundleError naming the field or line. No database.
 */
import { parsePythonJson } from "@/lib/ingest/parse-vllm-bench";
import { ParseError } from "@/lib/ingest/schema";
import { assembleBundle, type UploadedFile } from "@/lib/runs/assemble";
import { BundleError } from "@/lib/runs/prepare";

function parseJsonText(text: string, field: string): unknown {
  try {
    return parsePythonJson(text);
  } catch (error) {
    const where = error instanceof ParseError ? ` (${error.path})` : "";
    throw new BundleError([{ path: `${field}${where}`, message: `Not valid JSON: ${(error as Error).message}` }]);
  }
}

export async function parseUploadBody(body: Uint8Array, contentType: string): Promise<unknown> {
  if (contentType.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(new Blob([body as Uint8Array<ArrayBuffer>]), { headers: { "content-type": contentType } }).formData();
    } catch {
      throw new BundleError([{ path: "(body)", message: "Not a readable multipart/form-data body." }]);
    }
    const text = async (value: FormDataEntryValue | null) => (value === null ? null : typeof value === "string" ? value : value.text());
    const bundle = await text(form.get("bundle"));
    if (bundle !== null) return parseJsonText(bundle, "bundle");
    const manifest = await text(form.get("manifest"));
    if (manifest === null) throw new BundleError([{ path: "manifest", message: "Send a `manifest` (the run's metadata as JSON) or a `bundle`." }]);
    const files: UploadedFile[] = [];
    for (const entry of form.getAll("files")) {
      if (typeof entry === "string") files.push({ name: "pasted", text: entry });
      else files.push({ name: entry.name, text: await entry.text() });
    }
    return assembleBundle(parseJsonText(manifest, "manifest"), files);
  }
  if (contentType && !contentType.includes("json")) {
    throw new BundleError([{ path: "(content-type)", message: "Send application/json or multipart/form-data." }]);
  }
  return parseJsonText(new TextDecoder().decode(body), "(body)");
}
