import { Section } from "@/components/section";
import { definitionAnchor, type FigureKey, listDefinitions } from "@/lib/measurements/definitions";

const FIGURE_NAMES: Record<FigureKey, string> = {
  prefillTps: "Prompt tok/s",
  perUserTps: "Generation tok/s",
  totalTps: "Total tok/s",
  ttftMeanMs: "TTFT",
  e2elMeanMs: "Latency",
};

/** Rule 13: what each tool's figures mean; figures of different definitions are never compared. */
export function DefinitionsSection() {
  return (
    <Section number="13" title="What each tool's figures mean" id="definitions">
      <p>
        Tools measure prompt speed, generation speed and the wait for the first token in different ways, so the arena
        stores with every measurement what its figures mean, and puts side by side only figures of the same definition:
        a llama-bench <code>tg128</code> (128 tokens generated in-process, no prompt) is not a llama-benchy generation
        speed (decode after the first streamed token, through a server), and neither is vLLM&apos;s output throughput.
      </p>
      {listDefinitions().map((definition) => (
        <section key={definition.key} id={definitionAnchor(definition.key)} aria-label={definition.key}>
          <h3>
            {definition.tool} <code className="muted">{definition.key}</code>
          </h3>
          <p>{definition.summary}</p>
          <dl className="params">
            {(Object.entries(definition.figures) as Array<[FigureKey, string]>).map(([figure, meaning]) => (
              <div key={figure}>
                <dt>{FIGURE_NAMES[figure]}</dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Section>
  );
}
