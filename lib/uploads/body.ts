/**
 * Reads an upload's body into bundle input: a JSON run bundle, or multipart/form-data with
 * a `bundle` (a whole bundle), or a `manifest` (the bundle's metadata) and the tools' raw
 * files in `files`. The body is read as a stream under the caps of UPLOAD_CAPS: bytes are
 * counted as they arrive and multipart parts as they are found, so a hostile body is refused
 * at the first cap it passes, before the rest is read or parsed. Throws InputTooLargeError
 * (413) or BundleError (400) naming the field or line, never echoing the input. No database.
 */
import busboy from "busboy";
import { InputTooLargeError } from "@/lib/errors";
import { parsePythonJson } from "@/lib/ingest/json";
import { ParseError } from "@/lib/ingest/schema";
import { assembleBundle, type UploadedFile } from "@/lib/runs/assemble";
import { BundleError } from "@/lib/runs/prepare";
import { capMessage, UPLOAD_CAPS } from "@/lib/ingest/caps";

const bodyTooLarge = () =>
  new InputTooLargeError(
    "(body)",
    `The body is larger than the limit of ${UPLOAD_CAPS.bodyBytes / (1024 * 1024)} MiB (upload cap bodyBytes).`,
  );
const unreadableMultipart = () =>
  new BundleError([{ path: "(body)", message: "Not a readable multipart/form-data body." }]);

function parseJsonText(text: string, field: string): unknown {
  try {
    return parsePythonJson(text);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    const where = error.path ? ` (${error.path})` : "";
    throw new BundleError([{ path: `${field}${where}`, message: `Not valid JSON: ${error.message}` }]);
  }
}

/** The body's chunks, refused with InputTooLargeError once they pass the byte cap. */
async function* readCapped(request: Request): AsyncGenerator<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? "0") > UPLOAD_CAPS.bodyBytes) throw bodyTooLarge();
  if (!request.body) return;
  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > UPLOAD_CAPS.bodyBytes) throw bodyTooLarge();
      yield value;
    }
  } finally {
    // stops the client's upload when reading ends early (a cap, a broken part)
    await reader.cancel().catch(() => {});
  }
}

/** An upload's body as it arrived: its bytes, under the byte cap, and its media type; not parsed yet. */
export type RawUpload = { bytes: Uint8Array; contentType: string };

/**
 * Reads an upload's bytes under the byte cap without parsing them: the routes hand them to the
 * upload worker, which parses them (parseRawUpload), so that the thread answering other requests
 * neither parses 16 MiB nor holds the objects that parsing makes.
 */
export async function readRawUpload(request: Request): Promise<RawUpload> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of readCapped(request)) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), contentType: request.headers.get("content-type") ?? "" };
}

/** The bundle input of a raw upload, read exactly as readUploadBody reads a request. */
export function parseRawUpload(raw: RawUpload): Promise<unknown> {
  const body = raw.bytes as Uint8Array<ArrayBuffer>;
  const headers = { "content-type": raw.contentType };
  return readUploadBody(new Request("http://upload.invalid/", { method: "POST", body, headers }));
}

/** Reads the body of an upload request (see the module comment). */
export async function readUploadBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) return readMultipart(request, contentType);
  if (contentType && !contentType.includes("json")) {
    throw new BundleError([{ path: "(content-type)", message: "Send application/json or multipart/form-data." }]);
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of readCapped(request)) chunks.push(chunk);
  return parseJsonText(new TextDecoder().decode(Buffer.concat(chunks)), "(body)");
}

/** A form entry in the order it came; a file's text is filled in when its part ends. */
type Entry = { field: string; fileName: string | null; text: string };

async function readMultipart(request: Request, contentType: string): Promise<unknown> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        // busboy signals when the count reaches its limit: one more part than the cap is over it
        parts: UPLOAD_CAPS.multipartParts + 1,
        fieldSize: UPLOAD_CAPS.bodyBytes,
        fileSize: UPLOAD_CAPS.bodyBytes,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
  } catch {
    throw unreadableMultipart();
  }
  const entries: Entry[] = [];
  let failure: Error | null = null;
  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      failure ??= unreadableMultipart();
      resolve();
    });
  });
  parser.on("partsLimit", () => {
    failure ??= new InputTooLargeError("(body)", capMessage("parts in a multipart body", "multipartParts"));
  });
  parser.on("field", (field, value) => entries.push({ field, fileName: null, text: value }));
  parser.on("file", (field, stream, info) => {
    const entry: Entry = { field, fileName: info.filename ?? "", text: "" };
    entries.push(entry);
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    // TextDecoder drops a byte-order mark, as Blob.text() does
    stream.on("end", () => (entry.text = new TextDecoder().decode(Buffer.concat(chunks))));
  });

  for await (const chunk of readCapped(request)) {
    parser.write(chunk);
    if (failure) break;
  }
  if (!failure) parser.end();
  else parser.destroy();
  if (!failure) await finished;
  if (failure) throw failure;
  return toBundleInput(entries);
}

function toBundleInput(entries: Entry[]): unknown {
  const first = (field: string) => entries.find((entry) => entry.field === field)?.text ?? null;
  const bundle = first("bundle");
  if (bundle !== null) return parseJsonText(bundle, "bundle");
  const manifest = first("manifest");
  if (manifest === null) {
    const message = "Send a `manifest` (the run's metadata as JSON) or a `bundle`.";
    throw new BundleError([{ path: "manifest", message }]);
  }
  const files: UploadedFile[] = entries
    .filter((entry) => entry.field === "files")
    .map((entry) => ({ name: entry.fileName ?? "pasted", text: entry.text }));
  return assembleBundle(parseJsonText(manifest, "manifest"), files);
}
