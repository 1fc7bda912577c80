import { Section } from "@/components/section";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { definitionAnchor, type FigureKey, listDefinitions } from "@/lib/measurements/definitions";
import type { Locale } from "@/lib/i18n/locales";

/** A definition's key as a message key: "llama-bench:pp" -> "llama-bench-pp". */
export const definitionMessageKey = (key: string) => definitionAnchor(key).replace(/^definition-/, "");

/** Rule 13: what each tool's figures mean; figures of different definitions are never compared. */
export function DefinitionsSection({ locale }: { locale: Locale }) {
  const t = translate(locale, "MethodologyDefinitions");
  // Plain texts, not ICU messages: what each tool's summary and figures mean, in the page's language.
  const tools: Record<string, Record<string, string> | undefined> = CATALOGUES[locale].MethodologyDefinitions.tools;
  return (
    <Section number="13" title={t("title")} id="definitions">
      <p>{t.rich("intro", { code: (chunks) => <code>{chunks}</code> })}</p>
      {listDefinitions().map((definition) => (
        <section key={definition.key} id={definitionAnchor(definition.key)} aria-label={definition.key}>
          <h3>
            {definition.tool} <code className="muted">{definition.key}</code>
          </h3>
          <p>{tools[definitionMessageKey(definition.key)]?.summary ?? definition.summary}</p>
          <dl className="params">
            {(Object.entries(definition.figures) as Array<[FigureKey, string]>).map(([figure, meaning]) => (
              <div key={figure}>
                <dt>{t(`figures.${figure}`)}</dt>
                <dd>{tools[definitionMessageKey(definition.key)]?.[figure] ?? meaning}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Section>
  );
}
