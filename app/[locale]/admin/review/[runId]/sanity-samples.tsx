import { formatNumber } from "@/lib/format";
import type { ReviewDetail } from "@/lib/reviews/data";
import { getSuiteTestName } from "@/lib/suite/definition";
import { CodeBlock } from "@/components/ui/code-block";

/** Texts longer than this are folded: the first part shows, the rest opens on a click. */
const FOLD_AT = 600;
const PREVIEW_LENGTH = 400;

const testName = (key: string | null) => (key === null ? "Whole run" : getSuiteTestName(key));

function FoldedText({ label, text }: { label: string; text: string }) {
  if (text.length <= FOLD_AT) {
    return (
      <CodeBlock label={label} wrap>
        {text || "(empty)"}
      </CodeBlock>
    );
  }
  return (
    <>
      <CodeBlock label={`${label}, beginning`} wrap>
        {text.slice(0, PREVIEW_LENGTH)}…
      </CodeBlock>
      <details>
        <summary>
          Show the whole {label.toLowerCase()} ({formatNumber(text.length, 0)} characters)
        </summary>
        <CodeBlock label={label} wrap>
          {text}
        </CodeBlock>
      </details>
    </>
  );
}

/** What the model was asked and what it answered, sample by sample. */
export function SanitySamples({ samples }: { samples: ReviewDetail["sanity"] }) {
  if (samples.length === 0) {
    return <p className="muted">This run stored no sanity samples: judge it by its warnings and figures.</p>;
  }
  return (
    <ul className="plain">
      {samples.map((sample) => (
        <li key={sample.id}>
          <h3>
            Sample {sample.position + 1} · {testName(sample.testKey)}
          </h3>
          <FoldedText label="Prompt" text={sample.prompt} />
          <FoldedText label="Output" text={sample.output} />
        </li>
      ))}
    </ul>
  );
}
