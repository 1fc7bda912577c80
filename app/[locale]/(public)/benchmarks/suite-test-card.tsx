import { TestParams } from "@/components/test-card";
import type { SuiteTestDefinition } from "@/lib/suite/definition";
import { CodeBlock } from "@/components/ui/code-block";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/routing/locale-paths";

/** One test of the suite as a definition: purpose, parameters and the command that runs it. */
export function SuiteTestCard({
  test,
  position,
  command,
  locale,
}: {
  test: SuiteTestDefinition;
  position: number;
  command: string;
  locale: Locale;
}) {
  const t = translate(locale, "Benchmarks");
  const number = String(position + 1).padStart(2, "0");
  const tool = test.params.tool === "llama-benchy" ? "llama-benchy" : "vllm bench serve";
  return (
    <article className="card" aria-labelledby={`test-${test.key}`}>
      <p className="eyebrow">
        {number} · {tool} · {test.loop === "closed" ? t("closedLoop") : t("openLoop")}
      </p>
      <h3 id={`test-${test.key}`}>{test.name}</h3>
      <p className="muted">{test.purpose}</p>
      <TestParams test={test} />
      <details>
        <summary>{t("viewCommand")}</summary>
        <CodeBlock label={t("commandFor", { name: test.name })}>{command}</CodeBlock>
      </details>
    </article>
  );
}
