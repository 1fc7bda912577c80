/**
 * Reading JSON that strangers send: Python's `NaN`/`Infinity` literals accepted (vLLM writes
 * them), syntax errors named by line, and nesting bounded so that no later step (a recursive
 * reader, `JSON.stringify`, `String()` of an array) can exhaust the stack. Pure module.
 */
import { ParseError } from "@/lib/ingest/schema";
import { findLoneSurrogate, LONE_SURROGATE_MESSAGE, mayHoldLoneSurrogate } from "@/lib/security/unicode";

type JsonRecord = Record<string, unknown>;

/** No tool writes JSON this deep; deeper input is hostile and would exhaust the stack later on. */
export const MAX_JSON_DEPTH = 64;

/** How deeply a JSON value nests, counted without recursion; stops counting past `limit`. */
export function computeJsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  if (value === null || typeof value !== "object") return 0;
  let deepest = 0;
  // parallel stacks of containers and their depths: no tuple per value, and leaves never pushed
  const containers: object[] = [value];
  const depths: number[] = [1];
  while (containers.length > 0) {
    const current = containers.pop();
    const depth = depths.pop();
    if (current === undefined || depth === undefined) break;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    const members = Array.isArray(current) ? current : Object.values(current);
    for (let index = 0; index < members.length; index++) {
      const inner: unknown = members[index];
      if (inner !== null && typeof inner === "object") {
        containers.push(inner);
        depths.push(depth + 1);
      }
    }
  }
  return deepest;
}

const TOO_DEEP = `JSON nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * Parses JSON text as Python writes it: `NaN`, `Infinity` and `-Infinity` become null. JSON
 * nested deeper than MAX_JSON_DEPTH is refused (ParseError), whichever reader took it.
 */
export function parsePythonJson(text: string, firstLine = 1): unknown {
  const value = parseJsonDocument(text, firstLine);
  const lone = mayHoldLoneSurrogate(text) ? findLoneSurrogate(value) : null;
  if (lone !== null) throw new ParseError(LONE_SURROGATE_MESSAGE, lone);
  return value;
}

function parseJsonDocument(text: string, firstLine: number): unknown {
  let value: unknown;
  try {
    // V8's JSON.parse is iterative, so depth is checked after it rather than during.
    value = JSON.parse(text);
  } catch {
    return new PythonJsonReader(text, firstLine).readDocument();
  }
  if (computeJsonDepth(value) > MAX_JSON_DEPTH) {
    throw new ParseError(TOO_DEEP, firstLine > 1 ? `line ${firstLine}` : "");
  }
  return value;
}

/** A recursive-descent reader whose recursion is bounded by MAX_JSON_DEPTH. */
class PythonJsonReader {
  private at = 0;
  private depth = 0;
  constructor(
    private readonly text: string,
    private readonly firstLine: number,
  ) {}

  readDocument(): unknown {
    const value = this.readValue();
    this.skipSpace();
    if (this.at < this.text.length) this.fail("unexpected text after the JSON value");
    return value;
  }

  private readValue(): unknown {
    this.skipSpace();
    const char = this.text[this.at];
    if (char === "{" || char === "[") {
      this.depth += 1;
      if (this.depth > MAX_JSON_DEPTH) this.fail(TOO_DEEP);
      const value = char === "{" ? this.readObject() : this.readArray();
      this.depth -= 1;
      return value;
    }
    if (char === '"') return this.readString();
    if (char !== undefined && LITERAL_STARTS.includes(char)) {
      for (const [word, value] of PYTHON_LITERALS) {
        if (this.text.startsWith(word, this.at)) {
          this.at += word.length;
          return value;
        }
      }
    }
    NUMBER.lastIndex = this.at;
    const number = NUMBER.exec(this.text);
    if (!number) this.fail(char === undefined ? "unexpected end of input" : `unexpected character '${char}'`);
    this.at += number[0].length;
    return Number(number[0]);
  }

  private readObject(): JsonRecord {
    const result: JsonRecord = {};
    this.at += 1;
    this.skipSpace();
    if (this.text[this.at] === "}") {
      this.at += 1;
      return result;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] !== '"') this.fail("expected a property name in double quotes");
      const key = this.readString();
      this.skipSpace();
      if (this.text[this.at] !== ":") this.fail("expected ':' after a property name");
      this.at += 1;
      // defineProperty, not assignment: a "__proto__" key stays a plain key
      const value = this.readValue();
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      if (this.closes("}")) return result;
    }
  }

  private readArray(): unknown[] {
    const result: unknown[] = [];
    this.at += 1;
    this.skipSpace();
    if (this.text[this.at] === "]") {
      this.at += 1;
      return result;
    }
    for (;;) {
      result.push(this.readValue());
      if (this.closes("]")) return result;
    }
  }

  /** After a member: true at the closing bracket, false after a comma. */
  private closes(bracket: "}" | "]"): boolean {
    this.skipSpace();
    const char = this.text[this.at];
    if (char !== bracket && char !== ",") this.fail(`expected ',' or '${bracket}'`);
    this.at += 1;
    return char === bracket;
  }

  private readString(): string {
    const start = this.at;
    this.at += 1;
    while (this.at < this.text.length && this.text[this.at] !== '"') this.at += this.text[this.at] === "\\" ? 2 : 1;
    if (this.at >= this.text.length) {
      this.at = start;
      this.fail("unterminated string");
    }
    this.at += 1;
    try {
      return JSON.parse(this.text.slice(start, this.at)) as string;
    } catch {
      this.at = start;
      return this.fail("invalid string (bad escape or control character)");
    }
  }

  private skipSpace(): void {
    for (;;) {
      const code = this.text.charCodeAt(this.at);
      // JSON's own whitespace first; other Unicode spaces (as /\s/ takes them) are rare
      if (code === 32 || code === 10 || code === 13 || code === 9) this.at += 1;
      else if ((code === 11 || code === 12 || code > 127) && /\s/.test(this.text.charAt(this.at))) this.at += 1;
      else return;
    }
  }

  private fail(reason: string): never {
    let line = this.firstLine;
    let lineStart = 0;
    let index = this.text.indexOf("\n");
    while (index !== -1 && index < this.at) {
      line += 1;
      lineStart = index + 1;
      index = this.text.indexOf("\n", index + 1);
    }
    const column = this.at - lineStart + 1;
    throw new ParseError(`Malformed JSON at line ${line}, column ${column}: ${reason}`, `line ${line}`);
  }
}

/** A JSON number, matched where the reader stands (sticky), without copying the rest of the text. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL_STARTS = "tfnNI-";

const PYTHON_LITERALS: ReadonlyArray<[string, unknown]> = [
  ["true", true],
  ["false", false],
  ["null", null],
  ["NaN", null],
  ["Infinity", null],
  ["-Infinity", null],
];

/**
 * A value as an error message may show it: short, and never by recursing into it (a message
 * must not echo an upload back, nor overflow the stack on a deeply nested one).
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    return value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}…` : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `a list of ${value.length} items`;
  if (value !== null && typeof value === "object") return "an object";
  return String(value);
}
