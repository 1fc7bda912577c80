/**
 * Uploads nobody should be able to get stored: truncated JSON, wrong types, huge numbers,
 * NaN and Infinity, deep nesting, 50 MB bodies, wrong content types, broken multipart. Every
 * case is checked here first with the arena's own validation (parseRunBundle + prepareRun):
 * a mutation that happens to stay valid is skipped, so each case is one the server must refuse.
 * Plus hostile but valid uploads: HTML, script and SQL in every string field, path tricks in
 * file names, for the check that stored strings render as text.
 */
import { assembleBundle } from "@/lib/runs/assemble";
import { parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import type { RunBundleInput } from "@/lib/runs/schema";
import { must } from "@/tests/support/must";
import { createRandom } from "../bench/generate";
import { toMultipart } from "../bench/upload";

export type Case = {
  kind: string;
  body: string | FormData | Uint8Array | ReadableStream<Uint8Array>;
  contentType?: string;
};

/** True when the arena itself would accept this JSON text as a run. */
function isAcceptable(text: string): boolean {
  try {
    prepareRun(parseRunBundle(JSON.parse(text)));
    return true;
  } catch {
    return false;
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value in a JSON value (artifact contents count as one leaf). */
function listPaths(value: Json, path: Array<string | number> = []): Array<Array<string | number>> {
  const here = path.length > 0 ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => listPaths(item, [...path, index]))];
  if (value && typeof value === "object" && path.at(-1) !== "content") {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => listPaths(item, [...path, key]))];
  }
  return here;
}

function setAt(value: Json, path: Array<string | number>, replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  let target = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, Json>;
  if (replacement === undefined) delete target[path.at(-1)!];
  else target[path.at(-1)!] = replacement;
  return copy;
}

const WRONG: Record<string, Json[]> & { string: Json[] } = {
  string: [12, true, null, [], {}, ["text"], { value: "text" }, 1e21],
  number: ["12", "twelve", true, null, [], {}, [1], { value: 1 }],
  boolean: ["true", 1, null, [], {}],
  object: ["object", 1, [], null, true],
  array: ["array", 1, {}, null, true],
};

/** The value at a path that listPaths found. */
const getAt = (base: Json, path: Array<string | number>): Json =>
  path.reduce<Json>((value, key) => (value as Record<string | number, Json>)[key] ?? null, base);

const typeOf = (value: Json) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/** At least `minimum` uploads that must be refused, from a valid bundle. */
export function buildMalformedCases(valid: RunBundleInput, minimum = 500): Case[] {
  const random = createRandom(99);
  const cases: Case[] = [];
  const json = (kind: string, text: string) => cases.push({ kind, body: text, contentType: "application/json" });
  const base = valid as unknown as Json;
  const text = JSON.stringify(base);

  // Truncated JSON: the bundle cut at 150 places.
  for (let i = 1; i <= 150; i++) json("truncated JSON", text.slice(0, Math.floor((text.length * i) / 151)));

  // A tool's output truncated inside a valid bundle.
  const artifact = must(valid.artifacts[0], "an artifact in the valid bundle");
  const content = String(artifact.content);
  for (let tries = 0; cases.length < 190 && tries < 400; tries++) {
    const cut = content.slice(0, Math.floor(random.next() * content.length * 0.9));
    const candidate = JSON.stringify({
      ...valid,
      artifacts: [{ ...artifact, content: cut || " " }, ...valid.artifacts.slice(1)],
    });
    if (!isAcceptable(candidate)) {
      json("truncated tool output", candidate);
    }
  }

  // Wrong types, anywhere in the bundle.
  const paths = listPaths(base);
  for (let made = 0, tries = 0; made < 200 && tries < 5_000; tries++) {
    const path = random.pick(paths);
    const current = getAt(base, path);
    const replacement = random.pick(WRONG[typeOf(current)] ?? WRONG.string);
    const candidate = JSON.stringify(setAt(base, path, replacement));
    if (isAcceptable(candidate)) continue;
    json(`wrong type at ${path.join(".")}`, candidate);
    made++;
  }

  // Huge numbers, NaN and Infinity in every numeric field of the metadata.
  const numeric = paths.filter((path) => typeof getAt(base, path) === "number" && path[0] !== "artifacts");
  const extremes = [
    "1e308",
    "-1e308",
    "1e400",
    "-1e400",
    "18446744073709551616",
    "9007199254740993",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e-400",
    "0",
    "-0",
  ];
  for (const path of numeric) {
    for (const extreme of extremes) {
      const marked = JSON.stringify(setAt(base, path, "__EXTREME__")).replace('"__EXTREME__"', extreme);
      if (/NaN|Infinity/.test(extreme) || !isAcceptable(marked))
        json(`${/NaN|Infinity/.test(extreme) ? "NaN or Infinity" : "huge number"} at ${path.join(".")}`, marked);
    }
  }

  // Deep nesting: as the whole body, and as a tool's JSON output inside a valid bundle.
  for (const depth of [1_000, 10_000, 100_000, 1_000_000]) {
    json(`nested arrays, depth ${depth}`, "[".repeat(depth) + "]".repeat(depth));
    json(`nested objects, depth ${depth}`, `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);
  }
  for (const depth of [1_000, 5_000, 20_000]) {
    const nested = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    json(`nested tool output (object), depth ${depth}`, text.replace(JSON.stringify(content), nested));
    json(`nested tool output (text), depth ${depth}`, text.replace(JSON.stringify(content), JSON.stringify(nested)));
  }

  // Not a run at all.
  for (const body of [
    "",
    "null",
    "[]",
    "{}",
    '"a string"',
    "123",
    "true",
    '{"schemaVersion":2}',
    "\u0000\u0001\u0002",
    "<run><model/></run>",
  ])
    json("not a run", body);

  // Wrong content types.
  for (const contentType of [
    "text/plain",
    "application/xml",
    "application/x-www-form-urlencoded",
    "text/html",
    "image/png",
  ]) {
    cases.push({ kind: `content type ${contentType}`, body: text, contentType });
  }
  for (const contentType of [
    "multipart/form-data",
    "multipart/form-data; boundary=nothing-here",
    'multipart/form-data; boundary=""',
  ]) {
    cases.push({ kind: "broken multipart", body: text, contentType });
  }

  // Multipart with a bad manifest or bad files.
  const { artifacts: _artifacts, ...metadata } = valid;
  const form = (manifest: string | null, files: Array<[string, string]>) => {
    const data = new FormData();
    if (manifest !== null) data.set("manifest", manifest);
    for (const [name, body] of files) data.append("files", new Blob([body]), name);
    return data;
  };
  const raw = String(artifact.content);
  const multipart: Array<[string, FormData]> = [
    ["multipart without manifest", form(null, [["chat.md", raw]])],
    ["multipart manifest not JSON", form("{model:", [["chat.md", raw]])],
    ["multipart manifest an array", form("[1,2]", [["chat.md", raw]])],
    ["multipart unrecognised file", form(JSON.stringify(metadata), [["notes.txt", "just some notes"]])],
    [
      "multipart unknown tool",
      form(JSON.stringify({ ...metadata, files: { "chat.md": { tool: "my-own-bench" } } }), [["chat.md", raw]]),
    ],
    [
      "multipart unknown test",
      form(JSON.stringify({ ...metadata, files: { "chat.md": { tool: "llama-benchy", test: "party" } } }), [
        ["chat.md", raw],
      ]),
    ],
    ["multipart no files", form(JSON.stringify(metadata), [])],
    [
      "multipart bundle not JSON",
      (() => {
        const data = new FormData();
        data.set("bundle", text.slice(0, 100));
        return data;
      })(),
    ],
  ];
  for (let i = 0; i < 5; i++) for (const [kind, body] of multipart) cases.push({ kind, body });
  // A raw file cut short, sent as multipart; only cuts the arena itself would refuse.
  const manifest = { ...metadata, files: { "chat.md": { tool: "llama-benchy", test: "chat" } } };
  for (let made = 0, cut = 40; made < 20 && cut < raw.length; cut += 53) {
    const candidate = assembleBundle(manifest, [{ name: "chat.md", text: raw.slice(0, cut) }]);
    if (isAcceptable(JSON.stringify(candidate))) continue;
    cases.push({
      kind: "multipart truncated file",
      body: form(JSON.stringify(manifest), [["chat.md", raw.slice(0, cut)]]),
    });
    made++;
  }

  while (cases.length < minimum) json("truncated JSON", text.slice(0, Math.floor(random.next() * text.length)));
  return cases;
}

/** Bodies of 50 MB: with a Content-Length, streamed without one, and as a multipart file. */
export function buildOversizedCases(): Case[] {
  const size = 50 * 1024 * 1024;
  const big = new Uint8Array(size).fill(0x61);
  const stream = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new Uint8Array(1024 * 1024).fill(0x62);
        for (let i = 0; i < 50; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
  const form = new FormData();
  form.set("manifest", "{}");
  form.append("files", new Blob([big]), "huge.md");
  return [
    { kind: "50 MB JSON body", body: big, contentType: "application/json" },
    { kind: "50 MB body, streamed without length", body: stream(), contentType: "application/json" },
    { kind: "50 MB multipart file", body: form },
  ];
}

const PAYLOADS = [
  `<script>alert("arena-xss")</script>`,
  `<img src=x onerror=alert("arena-xss")>`,
  `"><svg onload=alert("arena-xss")>`,
  `'; DROP TABLE "Run"; --`,
  `' OR '1'='1`,
  `Robert'); DELETE FROM "User"; --`,
  `javascript:alert("arena-xss")`,
  `{{7*7}} \${7*7} <%= 7*7 %>`,
];

/** Markup that must never reach a page as markup. */
export const FORBIDDEN_MARKUP = [
  `<script>alert("arena-xss")`,
  `<img src=x onerror=`,
  `<svg onload=`,
  `href="javascript:`,
  `src="javascript:`,
];

const FILE_NAMES = [
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/etc/shadow",
  "C:\\Windows\\System32\\drivers\\etc\\hosts",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "a/../../b.md",
  ".env",
  "<script>alert(1)</script>.md",
  "chat.md\u0000.exe",
  "CON",
];

/** Valid uploads with a payload in every string field (tagged so each is distinct content). */
export function buildHostileBundles(valid: RunBundleInput, count = 24): RunBundleInput[] {
  return Array.from({ length: count }, (_, index) => {
    const payload = `${PAYLOADS[index % PAYLOADS.length]} #${index}`;
    const fileName = FILE_NAMES[index % FILE_NAMES.length];
    return {
      ...valid,
      model: {
        ...valid.model,
        name: `Hostile ${payload}`,
        org: `Org ${payload}`,
        hfRepo: payload,
        precision: `BF16 ${payload}`,
        description: payload,
        quality: [{ benchmark: payload, value: 50, source: payload }],
      },
      hardware: { ...valid.hardware, name: `HW ${payload}`, accelerator: payload, cpu: payload, os: payload },
      engine: {
        name: `engine ${payload}`,
        version: payload,
        build: payload,
        commit: payload,
        backend: payload,
        repository: payload,
      },
      launchCommand: `vllm serve x ${payload}`,
      servedModel: payload,
      revision: payload,
      benchmarkTools: [{ name: payload, version: payload }],
      sanity: [{ prompt: payload, output: payload }],
      artifacts: valid.artifacts.map((item, position) => ({
        ...item,
        fileName: position === 0 ? fileName : item.fileName,
      })),
    };
  });
}

export { toMultipart };
