/**
 * Domain errors that the request pipeline (lib/http.ts) turns into answers: lib code throws
 * them without knowing about HTTP.
 */

/** Input above one of the documented caps: answered 413 naming the cap. */
export class InputTooLargeError extends Error {
  constructor(
    /** The field or part of the input, e.g. "artifacts" or "(body)". */
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = "InputTooLargeError";
  }
}

/** Work a stranger caused that ran past its time budget and was ended: answered 422 naming the file. */
export class WorkTooLongError extends Error {
  constructor(
    /** The file or part of the input being read, e.g. "artifacts.0 (results.md)", or "(body)". */
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = "WorkTooLongError";
  }
}

/** Too much of one person's work waiting at once: answered 429 with Retry-After. */
export class TooManyWaitingError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = "TooManyWaitingError";
  }
}
