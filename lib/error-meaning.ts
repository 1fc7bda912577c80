/**
 * What a thrown error means to the person who caused it, shared by the two pipelines: route()
 * (lib/http.ts) answers it with a status, action() (lib/actions.ts) with a form's message. Pure.
 */
import { isDatabaseUnavailable } from "@/lib/database/errors";
import { InputTooLargeError, TooManyWaitingError, WorkTooLongError } from "@/lib/errors";

export type ErrorMeaning =
  /** Input above a documented cap (413), or work on it past its time budget (422): names the part. */
  | { kind: "too-large" | "too-long"; path: string; message: string }
  /** Too much of one person's work waiting (429). */
  | { kind: "busy"; retryAfterSeconds: number; message: string }
  /** The database cannot be reached right now (503). */
  | { kind: "unavailable" }
  /** A fault of ours: a fixed message, details only in the server log (500). */
  | { kind: "unknown" };

export function describeError(thrown: unknown): ErrorMeaning {
  if (thrown instanceof InputTooLargeError) return { kind: "too-large", path: thrown.path, message: thrown.message };
  if (thrown instanceof WorkTooLongError) return { kind: "too-long", path: thrown.path, message: thrown.message };
  if (thrown instanceof TooManyWaitingError) {
    return { kind: "busy", retryAfterSeconds: thrown.retryAfterSeconds, message: thrown.message };
  }
  if (isDatabaseUnavailable(thrown)) return { kind: "unavailable" };
  return { kind: "unknown" };
}
