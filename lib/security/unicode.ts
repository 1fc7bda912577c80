/**
 * Text that is not valid Unicode: a UTF-16 surrogate without its pair (`"\ud800"` in JSON). JSON
 * lets a client send one, JavaScript keeps it, and PostgreSQL refuses it in `jsonb` and turns it
 * into U+FFFD in `text`: so it is refused at the door with a 400 naming the field, never stored.
 * Bytes decoded as UTF-8 (multipart parts, form fields) cannot hold one. Pure.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const LONE_SURROGATE_MESSAGE =
  "The text holds a lone UTF-16 surrogate (such as \\ud800 without its pair): send valid Unicode.";

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/**
 * Whether JSON text could parse into a lone surrogate: only through a `\uD800`-`\uDFFF` escape
 * when the text itself is well-formed (decoded from UTF-8), so the usual text costs one search.
 */
export function mayHoldLoneSurrogate(jsonText: string): boolean {
  return /\\u[dD][89abcdefABCDEF]/.test(jsonText) || !jsonText.isWellFormed();
}

/**
 * The path ("model.name", "artifacts.0.content", "(key) tags.x") of the first string or object
 * key in a parsed JSON value that holds a lone surrogate, or null. Iterative: any depth.
 */
export function findLoneSurrogate(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { value: current, path } = top;
    if (typeof current === "string") {
      if (hasLoneSurrogate(current)) return path || "(body)";
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], path: join(path, index) });
      }
    } else if (current !== null && typeof current === "object") {
      for (const [key, inner] of Object.entries(current).reverse()) {
        if (hasLoneSurrogate(key)) return join(path, "(key)");
        stack.push({ value: inner, path: join(path, key) });
      }
    }
  }
  return null;
}
