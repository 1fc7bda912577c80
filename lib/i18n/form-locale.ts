/**
 * The language of a server action's answer. An action has no route parameter: the form carries
 * its page's locale in a hidden `locale` field (`useLocale()` on the client), read here. Field
 * errors come from zod schemas shared with the API, in English; a form's catalogue holds one
 * message per field in every language, shown in their place. Pure.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

/** The form's `locale` field, or English when it has none (a form posted by a script). */
export function readFormLocale(form: FormData): Locale {
  const value = form.get("locale");
  return typeof value === "string" && isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Each field's error in the form's language: its catalogue message, else the schema's words. */
export function localizeFieldErrors(
  errors: Record<string, string>,
  messages: Partial<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, messages[field] ?? message]));
}
