/**
 * `value` when it is there, else an error naming what was missing. For tests and scripts that
 * read an element they have just made sure of (`rows[0]` after asserting the length): a failed
 * expectation reads better than a TypeError on `undefined` further on.
 */
export function must<T>(value: T, what: string): NonNullable<T> {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found ${value}`);
  return value;
}
