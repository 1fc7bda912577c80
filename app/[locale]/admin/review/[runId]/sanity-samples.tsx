import { formatNumber } from "@/lib/format";
import type { ReviewDetail } from "@/lib/reviews/data";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { CodeBlock } from "@/components/ui/code-block";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

/** Texts longer than this are folded: the first part shows, the rest opens on a click. */
const FOLD_AT = 600;
const PREVIEW_LENGTH = 400;

type Translate = ReturnType<typeof translate<"AdminRun">>;

function FoldedText({ label, text, t }: { label: string; text: string; t: Translate }) {
  if (text.length <= FOLD_AT) {
    return (
      <CodeBlock label={label} wrap>
        {text || t("empty")}
      </CodeBlock>
    );
  }
  return (
    <>
      <CodeBlock label={t("beginning", { label })} wrap>
        {text.slice(0, PREVIEW_LENGTH)}…
      </CodeBlock>
      <details>
        <summary>{t("showWhole", { label: label.toLowerCase(), count: formatNumber(text.length, 0) })}</summary>
        <CodeBlock label={label} wrap>
          {text}
        </CodeBlock>
      </details>
    </>
  );
}

/** What the model was asked and what it answered, sample by sample. */
export function SanitySamples({ samples, locale }: { samples: ReviewDetail["sanity"]; locale: Locale }) {
  const t = translate(locale, "AdminRun");
  if (samples.length === 0) {
    return <p className="muted">{t("noSamples")}</p>;
  }
  return (
    <ul className="plain">
      {samples.map((sample) => (
        <li key={sample.id}>
          <h3>
            {t("sample", {
              number: sample.position + 1,
              test: sample.testKey === null ? t("wholeRunSample") : translateSuiteTestName(locale, sample.testKey),
            })}
          </h3>
          <FoldedText label={t("prompt")} text={sample.prompt} t={t} />
          <FoldedText label={t("output")} text={sample.output} t={t} />
        </li>
      ))}
    </ul>
  );
}
