/**
 * Checks for JSON columns read back (Run.benchmarkTools, Run.warnings): Prisma types them as any
 * JSON, and a reader states the outline it relies on before trusting it. Pure.
 */

/** Whether `value` is an object whose `keys` each hold a string. */
export function hasStringFields<K extends string>(value: unknown, keys: readonly K[]): value is Record<K, string> {
  if (typeof value !== "object" || value === null) return false;
  const fields = value as Record<string, unknown>;
  return keys.every((key) => key in fields && typeof fields[key] === "string");
}
