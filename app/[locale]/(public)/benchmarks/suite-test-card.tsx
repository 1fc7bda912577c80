import { TestParams } from "@/components/test-card";
import type { SuiteTestDefinition } from "@/lib/suite/definition";
import { CodeBlock } from "@/components/ui/code-block";

/** One test of the suite as a definition: purpose, parameters and the command that runs it. */
export function SuiteTestCard({
  test,
  position,
  command,
}: {
  test: SuiteTestDefinition;
  position: number;
  command: string;
}) {
  const number = String(position + 1).padStart(2, "0");
  const tool = test.params.tool === "llama-benchy" ? "llama-benchy" : "vllm bench serve";
  return (
    <article className="card" aria-labelledby={`test-${test.key}`}>
      <p className="eyebrow">
        {number} · {tool} · {test.loop === "closed" ? "closed-loop" : "open-loop"}
      </p>
      <h3 id={`test-${test.key}`}>{test.name}</h3>
      <p className="muted">{test.purpose}</p>
      <TestParams test={test} />
      <details>
        <summary>View command</summary>
        <CodeBlock label={`Command for ${test.name}`}>{command}</CodeBlock>
      </details>
    </article>
  );
}
