import { TestParams } from "@/components/test-card";
import { readSuiteTestText } from "@/lib/suite/labels";
import type { SuiteTestDefinition } from "@/lib/suite/definition";
import { CodeBlock } from "@/components/ui/code-block";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

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
  const { name, purpose } = readSuiteTestText(locale, test);
  const number = String(position + 1).padStart(2, "0");
  const tool = test.params.tool === "llama-benchy" ? "llama-benchy" : "vllm bench serve";
  return (
    <article className="card" aria-labelledby={`test-${test.key}`}>
      <p className="eyebrow">
        {number} · {tool} · {test.loop === "closed" ? t("closedLoop") : t("openLoop")}
      </p>
      <h3 id={`test-${test.key}`}>{name}</h3>
      <p className="muted">{purpose}</p>
      <TestParams test={test} locale={locale} />
      <details>
        <summary>{t("viewCommand")}</summary>
        <CodeBlock label={t("commandFor", { name })}>{command}</CodeBlock>
      </details>
    </article>
  );
}
