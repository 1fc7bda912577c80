/**
 * Errors that the request pipeline (lib/http.ts) turns into answers: lib code throws them (or its
 * own errors that extend them) without knowing about HTTP. Platform (lib/layers.ts): the pipeline
 * maps these classes and never imports a domain's error.
 */

/** Input that does not validate, each issue naming its field or line: answered 400 with `summary`. */
export class InvalidInputError extends Error {
  constructor(
    /** What the whole input is not, e.g. "The upload is not a valid run.". */
    readonly summary: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join("; "));
    this.name = "InvalidInputError";
  }
}

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
