import { ParseError } from "@/lib/ingest/schema";

/** Runs `fn`, expecting a ParseError; returns it for assertions on message and path. */
export function catchParseError(fn: () => unknown): ParseError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error("expected a ParseError");
}
