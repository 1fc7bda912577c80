/**
 * What an admin mutation (a verdict, a hide, a suspension, a catalogue decision) answers: done, the
 * target is gone, or it conflicts with the target's state (the message says how). Shared by
 * lib/reviews and lib/catalogue so that neither imports the other for it.
 */
export type MutationResult<T extends object> =
  | ({ status: "ok" } & T)
  | { status: "not-found" }
  | { status: "conflict"; message: string };
