import { Card } from "@/components/ui/card";
import type { Note } from "@/lib/scoring/notes";

/** "Notes on this run": the sentences generated from the run's figures. */
export function RunNotes({ notes }: { notes: Note[] }) {
  return (
    <div className="grid">
      {notes.map((note) => (
        <Card as="article" key={note.topic}>
          <p className="eyebrow">{note.topic}</p>
          <h3>{note.title}</h3>
          <p>{note.text}</p>
        </Card>
      ))}
    </div>
  );
}
