import { Section } from "@/components/section";
import { translate } from "@/lib/i18n/translate";
import { definitionAnchor, type FigureKey, listDefinitions } from "@/lib/measurements/definitions";
import type { Locale } from "@/lib/routing/locale-paths";

/** Rule 13: what each tool's figures mean; figures of different definitions are never compared. */
export function DefinitionsSection({ locale }: { locale: Locale }) {
  const t = translate(locale, "MethodologyDefinitions");
  return (
    <Section number="13" title={t("title")} id="definitions">
      <p>{t.rich("intro", { code: (chunks) => <code>{chunks}</code> })}</p>
      {listDefinitions().map((definition) => (
        <section key={definition.key} id={definitionAnchor(definition.key)} aria-label={definition.key}>
          <h3>
            {definition.tool} <code className="muted">{definition.key}</code>
          </h3>
          <p>{definition.summary}</p>
          <dl className="params">
            {(Object.entries(definition.figures) as Array<[FigureKey, string]>).map(([figure, meaning]) => (
              <div key={figure}>
                <dt>{t(`figures.${figure}`)}</dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Section>
  );
}
