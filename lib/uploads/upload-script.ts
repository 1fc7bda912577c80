/**
 * The uploader a GPU box downloads from the site (/upload.sh): POSIX sh and curl, nothing else.
 * It sends a manifest (the run's metadata) and the tools' files as they are, as the API takes
 * them (multipart: `manifest` and `files`). The token is read from ARENA_TOKEN or, when unset,
 * from stdin (typed without echo on a terminal), and reaches curl on its stdin (`-H @-`): never
 * in an argument, so no process list shows it and no shell history example holds it. Pure.
 */

/** A minimal manifest: a run bundle without `artifacts` (the files are sent beside it). */
export const MANIFEST_EXAMPLE = {
  schemaVersion: 1,
  model: { name: "Qwen3.5-9B", org: "Alibaba", paramsB: 9, architecture: "dense", precision: "BF16" },
  hardware: { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" },
  engine: { name: "vllm", version: "0.26.0" },
  launchCommand: "vllm serve Qwen/Qwen3.5-9B --max-model-len 32768",
  measuredAt: "2026-11-30",
};

/** The command a contributor runs on the GPU box; it asks for the token when ARENA_TOKEN is unset. */
export function buildUploadCommand(origin: string): string {
  return `curl -fsSO ${origin}/upload.sh\nsh upload.sh --manifest run.json results/*`;
}

/**
 * The site's address as the script's default: an https origin only, and not a loopback one (a
 * site behind a TLS proxy may see itself as https://localhost, which on a GPU box is the box).
 * Else none (null).
 */
export function toScriptOrigin(origin: string | null | undefined): string | null {
  if (!origin || !/^https:\/\/[A-Za-z0-9.\-:[\]]+$/.test(origin)) return null;
  const host = new URL(origin).hostname;
  return host === "localhost" || host.startsWith("127.") || host === "[::1]" ? null : origin;
}

/**
 * The script itself, with this site's https address as its default. Without one (a site served
 * over plain HTTP, or whose address is unknown) it has no default and refuses to run without
 * `--url` or ARENA_URL: a token is never sent in clear to whatever listens at a guessed address.
 */
export function buildUploadScript(origin: string | null): string {
  // Written into a double-quoted default: only the characters an origin is made of.
  const safeOrigin = toScriptOrigin(origin) ?? "";
  const target = safeOrigin ? `${safeOrigin}/api/v1/runs` : "the Inference Arena named by --url";
  return `#!/bin/sh
# Inference Arena uploader: sends a run's manifest and the benchmark tools' files to
# ${target}. Needs only sh and curl.
#
#   sh upload.sh --manifest run.json results/*.md results/*.json
#
# The API token is read from ARENA_TOKEN, or asked for (typed without echo), or read from
# stdin: it never appears in a command line. --url or ARENA_URL names the site's address.
set -eu

ARENA_URL="\${ARENA_URL:-${safeOrigin}}"
manifest=""

usage() {
  echo "usage: sh upload.sh [--url https://ARENA] --manifest run.json FILE... (token in ARENA_TOKEN, or asked for)" >&2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --manifest) [ $# -ge 2 ] || { usage; exit 2; }; manifest=$2; shift 2 ;;
    --url) [ $# -ge 2 ] || { usage; exit 2; }; ARENA_URL=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    --) shift; break ;;
    -*) echo "upload.sh: unknown option $1" >&2; usage; exit 2 ;;
    *) break ;;
  esac
done

if [ -z "$ARENA_URL" ]; then
  echo "upload.sh: this copy names no https address of the arena (the site was not served over" >&2
  echo "upload.sh: https): pass it with --url https://your-arena.example or set ARENA_URL." >&2
  exit 2
fi
case "$ARENA_URL" in
  https://*) ;;
  *) echo "upload.sh: warning: $ARENA_URL is not https: the token travels in clear." >&2 ;;
esac
ARENA_URL=\${ARENA_URL%/}

[ -n "$manifest" ] || { echo "upload.sh: --manifest run.json is required (the run's metadata)" >&2; exit 2; }
[ -f "$manifest" ] || { echo "upload.sh: no such manifest: $manifest" >&2; exit 2; }
[ $# -gt 0 ] || { echo "upload.sh: name at least one file the benchmark tools wrote" >&2; exit 2; }
for file in "$@"; do
  [ -f "$file" ] || { echo "upload.sh: no such file: $file" >&2; exit 2; }
done

if [ -z "\${ARENA_TOKEN:-}" ]; then
  if [ -t 0 ]; then
    printf 'API token (from %s/account/tokens): ' "$ARENA_URL" >&2
    stty -echo
    IFS= read -r ARENA_TOKEN || true
    stty echo
    printf '\\n' >&2
  else
    IFS= read -r ARENA_TOKEN || true
  fi
fi
[ -n "\${ARENA_TOKEN:-}" ] || { echo "upload.sh: no API token" >&2; exit 2; }

# The files' parts: -F files=@"name" for each, built in place of the file names.
count=$#
for file in "$@"; do
  set -- "$@" -F "files=@\\"$file\\""
done
shift "$count"

printf 'Authorization: Bearer %s\\n' "$ARENA_TOKEN" |
  curl -sS --fail-with-body -H @- -H "Accept: text/plain" \\
    -F "manifest=@\\"$manifest\\";type=application/json" "$@" "$ARENA_URL/api/v1/runs"
echo
`;
}
