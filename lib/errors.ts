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
