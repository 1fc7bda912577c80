/**
 * The setup `vllm bench serve` prints before its result block, as facts keyed by its argument
 * names (`model`, `request_rate`, `max_concurrency`, `num_prompts`, `dataset_name`, ...): the
 * `Namespace(...)` line of its arguments, the command line itself, and its status lines. Values
 * are kept as printed; None is left out. Pure module.
 */

/** `Namespace(subparser='bench', ..., request_rate=1.5, ...)`, also behind a log prefix. */
export function readNamespace(line: string): Map<string, string> | null {
  const open = line.indexOf("Namespace(");
  const close = line.lastIndexOf(")");
  if (open === -1 || close < open) return null;
  const facts = new Map<string, string>();
  for (const argument of splitTopLevel(line.slice(open + "Namespace(".length, close))) {
    const equals = argument.indexOf("=");
    const key = argument.slice(0, equals).trim();
    if (equals === -1 || !/^\w+$/.test(key)) continue;
    const value = unquote(argument.slice(equals + 1).trim());
    if (value !== "None" && value !== "") facts.set(key, value);
  }
  return facts;
}

/** `vllm bench serve --model m --request-rate 4 ...` (also `--flag=value`); dashes read as underscores. */
export function readCommandArguments(command: string): Map<string, string> {
  const facts = new Map<string, string>();
  const words = command.split(/\s+/);
  words.forEach((word, index) => {
    if (!word.startsWith("--")) return;
    const equals = word.indexOf("=");
    const name = (equals === -1 ? word.slice(2) : word.slice(2, equals)).replaceAll("-", "_");
    const next = words[index + 1];
    const value = equals === -1 ? (next !== undefined && !next.startsWith("--") ? next : "") : word.slice(equals + 1);
    if (/^\w+$/.test(name) && value !== "") facts.set(name, unquote(value));
  });
  return facts;
}

const STATUS_LINES: Array<[RegExp, string]> = [
  [/^Traffic request rate: (\S+)$/, "request_rate"],
  [/^Burstiness factor: (\S+)/, "burstiness"],
  [/^Maximum request concurrency: (\S+)$/, "max_concurrency"],
];

/** `Traffic request rate: 4.0`, `Burstiness factor: 1.0 (Poisson process)`, `Maximum request concurrency: 25`. */
export function readStatusLine(line: string): Map<string, string> {
  for (const [pattern, key] of STATUS_LINES) {
    const value = pattern.exec(line)?.[1];
    if (value !== undefined) return value === "None" ? new Map() : new Map([[key, value]]);
  }
  return new Map();
}

/** Splits `a=1, b='x, y', c={(1, 2): 0.5}` at the commas outside quotes and brackets. */
function splitTopLevel(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string;
    if (quote !== null) {
      if (char === "\\") at += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if ("([{<".includes(char)) depth += 1;
    else if (")]}>".includes(char)) depth = Math.max(0, depth - 1);
    else if (char === "," && depth === 0) {
      pieces.push(text.slice(start, at));
      start = at + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

function unquote(value: string): string {
  const quoted = /^(['"])(.*)\1$/s.exec(value);
  return quoted ? (quoted[2] as string) : value;
}
