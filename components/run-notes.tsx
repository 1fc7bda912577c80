import { Card } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/locales";
import type { Note } from "@/lib/scoring/notes";
import { renderNote } from "@/lib/scoring/notes-text";

type Props = {
  notes: Note[];
  /** The page's language; English when not given. */
  locale?: Locale;
};

/** "Notes on this run": the sentences generated from the run's figures, in the page's language. */
export function RunNotes({ notes, locale = "en" }: Props) {
  return (
    <div className="grid">
      {notes.map((note) => {
        const { topic, title, text } = renderNote(locale, note);
        return (
          <Card as="article" key={note.topic}>
            <p className="eyebrow">{topic}</p>
            <h3>{title}</h3>
            <p>{text}</p>
          </Card>
        );
      })}
    </div>
  );
}
