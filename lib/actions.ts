/**
 * Server actions: `action()`, the one pipeline every form's action runs through, as `route()`
 * (lib/http.ts) is for route handlers, so that no action forgets a step. In order: the form's
 * language, who asks (sign-in redirect or 404), the rate limit, the form checked with zod (each
 * field's error in the form's language), then `handle`. What is thrown is answered by meaning
 * (lib/error-meaning.ts), never with its details; Next's redirect() and notFound() go through.
 * A `"use server"` file exports only what `action()` and `formAction()` build
 * (tests/unit/server-actions.test.ts).
 */
import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { consumeRateLimit, type RateLimitRule } from "@/lib/abuse/rate-limit";
import { roundWait } from "@/lib/accounts/throttle-messages";
import { requireAdmin, requireUser } from "@/lib/auth";
import { describeError } from "@/lib/error-meaning";
import { toFieldErrors } from "@/lib/form-errors";
import { localizeFieldErrors, readFormLocale } from "@/lib/i18n/form-locale";
import { type Namespace, translate } from "@/lib/i18n/translate";

/** What every form's state can show: a message for the whole form, or one per field. */
export type FormAnswer = { error?: string; fieldErrors?: Record<string, string> };

/** Who may call: anyone, a signed-in active user, or an admin (others get a 404). */
export type ActionAuth = "none" | "user" | "admin";

type Locale = ReturnType<typeof readFormLocale>;
type Translator<N extends Namespace> = ReturnType<typeof translate<N>>;
type ActionUser<A extends ActionAuth> = A extends "none" ? null : Awaited<ReturnType<typeof requireUser>>;
type Messages = Partial<Record<string, string>>;

export type ActionContext<N extends Namespace> = {
  locale: Locale;
  /** The words of the form's namespace, in the form's language. */
  t: Translator<N>;
  /** A wait in the form's language, rounded as people say it: "45 seconds", "2 時間". */
  wait: (seconds: number) => string;
  /** Field errors in the form's language: each field's catalogue message in place of the schema's. */
  localize: (errors: Record<string, string>) => Record<string, string>;
  form: FormData;
};

export type ActionRateLimit<A extends ActionAuth, N extends Namespace> = {
  rule: RateLimitRule;
  /** Whose attempts count: the user's id unless given (an address, say). Admins are exempt. */
  subject?: (user: ActionUser<A>) => string | Promise<string>;
  /** Counted once the form is valid (a typo costs nothing), not before it is read. */
  afterValidation?: boolean;
  /** The refusal, with the wait in the form's language. */
  message: (t: Translator<N>, limit: { wait: string; limit: number }) => string;
};

export type ActionSpec<S extends z.ZodType, A extends ActionAuth, N extends Namespace, State extends FormAnswer> = {
  auth: A;
  /** Where signing in returns to when nobody is signed in (required unless `auth: "none"`). */
  signInReturn?: string | ((form: FormData) => string);
  /** The catalogue namespace of the form's answers. */
  words: N;
  /** The form's fields, checked before `handle` runs: nothing is written for a bad form. */
  form: S;
  /** The object `form` checks; by default each field's text (the first value), absent ones left out. */
  read?: (form: FormData) => unknown;
  /** Each field's message in the form's language, shown in place of the schema's English. */
  fields?: (t: Translator<N>) => Messages;
  /** Fields the page fills in (a run id): their error is the whole form's, with these words. */
  hidden?: (t: Translator<N>) => Messages;
  rateLimit?: ActionRateLimit<A, N>;
  handle: (context: ActionContext<N> & { input: z.output<S>; user: ActionUser<A> }) => Promise<State>;
  /** The form's answer to a domain error `handle` throws, or undefined for the generic one. */
  refuse?: (thrown: unknown, context: ActionContext<N>) => State | undefined;
};

const WAIT_MESSAGES = { second: "waitSeconds", minute: "waitMinutes", hour: "waitHours" } as const;

/** Each field's text (its first value); files and absent fields are left out. */
export function readFormFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") fields[name] ??= value;
  return fields;
}

async function authorize<A extends ActionAuth>(auth: A, signInReturn: string): Promise<ActionUser<A>> {
  if (auth === "none") return null as ActionUser<A>;
  return (await (auth === "admin" ? requireAdmin(signInReturn) : requireUser(signInReturn))) as ActionUser<A>;
}

/** The refusal of a form that did not parse: a page-filled field's words, else one error per field. */
function refuseForm(issues: z.core.$ZodIssue[], hidden: Messages, context: ActionContext<Namespace>): FormAnswer {
  const errors = toFieldErrors(issues);
  const page = Object.keys(errors).find((field) => hidden[field] !== undefined);
  if (page !== undefined) return { error: hidden[page] };
  return { fieldErrors: context.localize(errors) };
}

/** The form's answer to what was thrown, by meaning (lib/error-meaning.ts), never its details. */
function answerError(thrown: unknown, locale: Locale, localize: ActionContext<Namespace>["localize"]): FormAnswer {
  const t = translate(locale, "FormAnswers");
  const meaning = describeError(thrown);
  if (meaning.kind === "too-large" || meaning.kind === "too-long") {
    return { fieldErrors: localize({ [meaning.path]: meaning.message }) };
  }
  if (meaning.kind === "busy") {
    const { amount, unit } = roundWait(meaning.retryAfterSeconds);
    return { error: t("busy", { wait: t(WAIT_MESSAGES[unit], { count: amount }) }) };
  }
  if (meaning.kind === "unavailable") return { error: t("unavailable") };
  console.error(thrown);
  return { error: t("unexpected") };
}

async function run<S extends z.ZodType, A extends ActionAuth, N extends Namespace, State extends FormAnswer>(
  spec: ActionSpec<S, A, N, State>,
  form: FormData,
): Promise<State> {
  const locale = readFormLocale(form);
  const t = translate(locale, spec.words);
  const common = translate(locale, "FormAnswers");
  const wait = (seconds: number) => {
    const { amount, unit } = roundWait(seconds);
    return common(WAIT_MESSAGES[unit], { count: amount });
  };
  const messages = spec.fields?.(t) ?? {};
  const localize = (errors: Record<string, string>) => localizeFieldErrors(errors, messages);
  const context: ActionContext<N> = { locale, t, wait, localize, form };
  try {
    const back = typeof spec.signInReturn === "function" ? spec.signInReturn(form) : (spec.signInReturn ?? "/");
    const user = await authorize(spec.auth, back);
    const limit = async () => {
      const rate = spec.rateLimit;
      if (!rate || (user && user.role === "admin")) return null;
      const subject = rate.subject ? await rate.subject(user) : user?.id;
      if (!subject) throw new Error("A rate limit counts per user or per its own subject: give `subject`.");
      const outcome = await consumeRateLimit(rate.rule, subject);
      if (outcome.ok) return null;
      return { error: rate.message(t, { wait: wait(outcome.retryAfterSeconds), limit: rate.rule.limit }) } as State;
    };
    if (!spec.rateLimit?.afterValidation) {
      const refused = await limit();
      if (refused) return refused;
    }
    const parsed = spec.form.safeParse((spec.read ?? readFormFields)(form));
    if (!parsed.success) {
      return refuseForm(parsed.error.issues, spec.hidden?.(t) ?? {}, context as ActionContext<Namespace>) as State;
    }
    if (spec.rateLimit?.afterValidation) {
      const refused = await limit();
      if (refused) return refused;
    }
    return await spec.handle({ ...context, input: parsed.data, user });
  } catch (thrown) {
    // Next.js signals redirect() and notFound() by throwing: they are answers, not failures.
    unstable_rethrow(thrown);
    return spec.refuse?.(thrown, context) ?? (answerError(thrown, locale, localize) as State);
  }
}

function checkSpec(spec: { auth: ActionAuth; signInReturn?: unknown }) {
  if (spec.auth !== "none" && !spec.signInReturn) throw new Error("An action with auth needs `signInReturn`.");
}

/**
 * A form's server action as a declaration, in the shape `useActionState` takes:
 * `(state, form) => Promise<State>`. See the steps at the top of this file.
 */
export function action<S extends z.ZodType, A extends ActionAuth, N extends Namespace, State extends FormAnswer>(
  spec: ActionSpec<S, A, N, State>,
): (state: State, form: FormData) => Promise<State> {
  checkSpec(spec);
  return async (_state: State, form: FormData) => run(spec, form);
}

/**
 * A form posted without a state to show (a button: sign out, revoke): the same pipeline, as
 * `<form action>` takes it. A refusal has nowhere to be shown, so it is dropped; an error of ours
 * is thrown on to the error page (its details only in the server log).
 */
export function formAction<S extends z.ZodType, A extends ActionAuth>(
  spec: Omit<ActionSpec<S, A, "FormAnswers", FormAnswer>, "words" | "handle" | "fields" | "hidden" | "refuse"> & {
    handle: (context: ActionContext<"FormAnswers"> & { input: z.output<S>; user: ActionUser<A> }) => Promise<void>;
  },
): (form?: FormData) => Promise<void> {
  checkSpec(spec);
  const inner: ActionSpec<S, A, "FormAnswers", FormAnswer> = {
    ...spec,
    words: "FormAnswers",
    handle: async (context) => {
      await spec.handle(context);
      return {};
    },
    refuse: (thrown) => {
      throw thrown;
    },
  };
  // Called with no form too, as a button's action (`signOut()`): then it is an empty one.
  return async (form?: FormData) => {
    await run(inner, form ?? new FormData());
  };
}
