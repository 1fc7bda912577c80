/**
 * A run's notes and summary sentence in a page's language, written from their messages
 * (lib/scoring/notes.ts) with the `RunNotes` catalogue and its figures formatted the language's
 * way. A note stored without a message (figures computed before notes had them) keeps its
 * English. Server only: it reads the catalogues.
 */
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { Note, NoteMessage } from "@/lib/scoring/notes";
import type { SuiteTestKey } from "@/lib/suite/test-keys";

/** Suite tests by their names in `locale`, in the order given: "Chat and RAG · 8k context". */
function listTests(locale: Locale, keys: SuiteTestKey[]): string {
  const t = translate(locale, "RunNotes");
  const suite = translate(locale, "SuiteTests");
  const names = keys.map((key) => suite(`${key}.name`));
  const last = names.pop();
  if (last === undefined) return "";
  return names.length === 0 ? last : t("listPair", { head: names.join(t("listSeparator")), last });
}

/** A message's values with what the catalogue writes from them: the concurrency in words, the tests' names. */
function completeValues(locale: Locale, message: NoteMessage<string>): Record<string, string | number> {
  const values: Record<string, string | number> = { ...message.values };
  if (typeof message.values.concurrency === "number") {
    values.concurrentRequests = translate(locale, "RunNotes")("concurrentRequests", {
      count: message.values.concurrency,
    });
  }
  if (message.tests) values.tests = listTests(locale, message.tests);
  return values;
}

/** A note's topic, title and text in `locale`; its stored English when it has no message. */
export function renderNote(locale: Locale, note: Note): { topic: string; title: string; text: string } {
  const { message } = note;
  if (!message) return note;
  const t = translate(locale, "RunNotes");
  const values = completeValues(locale, message);
  return {
    topic: t(`${message.key}.topic`),
    title: t(`${message.key}.title`, values),
    text: t(`${message.key}.text`, values),
  };
}

/** The header's summary sentence in `locale`: from its message, else the stored English (or none). */
export function renderSummary(
  locale: Locale,
  sentence: string | null,
  message: NoteMessage<"summary"> | null | undefined,
): string | null {
  if (!message) return sentence;
  return translate(locale, "RunNotes")("summary", completeValues(locale, message));
}
