import { fill, type Texts } from "@/lib/i18n/fill";

/** One matched entry: the name that found it, where that name was read, the entry in words, its source. */
export type CatalogueRow = { printed: string; where: string | null; entry: string; source: string | null };

type Props = { rows: CatalogueRow[]; filled: string[]; texts: Texts<"Upload"> };

/** What the catalogue found for the upload's names and which fields it filled, each with where it came from. */
export function CataloguePanel({ rows, filled, texts }: Props) {
  if (rows.length === 0) return null;
  return (
    <section className="card section" aria-labelledby="catalogue-match-title" data-testid="catalogue-match">
      <h2 id="catalogue-match-title">{texts.catalogueTitle}</h2>
      <p className="muted">{texts.catalogueLead}</p>
      <ul>
        {rows.map((row) => (
          <li key={`${row.printed}→${row.entry}`}>
            {row.where
              ? fill(texts.catalogueFound, { printed: row.printed, where: row.where, entry: row.entry })
              : fill(texts.catalogueFoundNowhere, { printed: row.printed, entry: row.entry })}
            {row.source && (
              <>
                {texts.listSeparator}
                <a href={row.source} rel="noopener noreferrer" target="_blank">
                  {texts.catalogueSource}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
      {filled.length > 0 && (
        <p className="muted" role="status">
          {fill(texts.catalogueFilled, { fields: filled.join(texts.listSeparator) })}
        </p>
      )}
    </section>
  );
}
