import type { Ref } from "react";
import { useLocale } from "next-intl";
import { fill, type Texts } from "@/lib/i18n/fill";
import { getPathname } from "@/lib/i18n/navigation";
import { FORM_FIELDS, type FormProblems, type UploadTexts } from "@/lib/uploads/form-fields";
import styles from "./upload.module.css";
import { type NamedRun, RunLinks } from "./upload-runs";

type Words = Texts<"Upload">;

/** The list of what stops an upload, at the top of the form, each item linking to its field or file. */
type SummaryProps = {
  problems: FormProblems;
  fileNames: string[];
  texts: UploadTexts & { form: Words };
  ref?: Ref<HTMLDivElement>;
};

export function ProblemSummary({ problems, fileNames, texts, ref }: SummaryProps) {
  const words = texts.form;
  const labelOf = (name: string) => {
    if (name === "files") return words.files;
    const field = FORM_FIELDS.find((known) => known.name === name);
    return field ? texts.fields[field.key].label : name;
  };
  const count = problems.form.length + Object.keys(problems.fields).length + Object.keys(problems.files).length;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`callout bad ${styles.summary}`} aria-labelledby="problems">
      <h2 id="problems">{count === 1 ? words.problemsOne : fill(words.problemsOther, { count })}</h2>
      <ul>
        {problems.form.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {Object.entries(problems.files).map(([index, message]) => (
          <li key={`file-${index}`}>
            <a href={`#file-${index}`}>
              {fileNames[Number(index)] ?? fill(words.fileNumber, { number: Number(index) + 1 })}
            </a>
            : {message}
          </li>
        ))}
        {Object.entries(problems.fields).map(([name, message]) => (
          <li key={name}>
            <a href={`#${name}`}>{labelOf(name)}</a>: {message}
          </li>
        ))}
      </ul>
      <p className="muted">{words.keptInput}</p>
    </div>
  );
}

export type Standing = { reviewState?: unknown; listed?: unknown };

/** Where a stored run stands, in words: listed or not, reviewed or waiting for review. */
function describeStanding({ reviewState, listed }: Standing, words: Words): string {
  const hidden = listed === false;
  if (reviewState === "passed") return hidden ? words.hiddenPassed : words.listedPassed;
  if (reviewState === "failed") return hidden ? words.hiddenFailed : words.listedFailed;
  return hidden ? words.hiddenPending : words.listedPending;
}

type StoredProps = {
  url: string;
  standing: Standing;
  runs: NamedRun[];
  duplicate: boolean;
  texts: Words;
  ref?: Ref<HTMLDivElement>;
};

/** After an upload: the stored runs (or those that hold the file already), where they stand, links to them. */
export function StoredRun({ url, standing, runs, duplicate, texts, ref }: StoredProps) {
  const locale = useLocale();
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`callout ${duplicate ? "warn" : ""} ${styles.success}`}>
      <h2>{duplicate ? texts.duplicateTitle : texts.storedTitle}</h2>
      <p>{describeStanding(standing, texts)}</p>
      {runs.length > 1 && (
        <>
          <p>{duplicate ? texts.runsHeld : texts.runsStored}</p>
          <RunLinks runs={runs} words={texts} />
        </>
      )}
      <p>
        <a className="button" href={getPathname({ locale, href: url })}>
          {duplicate ? texts.viewIt : texts.viewYourRun}
        </a>{" "}
        <a href={getPathname({ locale, href: "/account/runs" })}>{texts.yourRuns}</a>
      </p>
      {!duplicate && <p className="muted">{texts.emptyAgain}</p>}
    </div>
  );
}

type ProgressProps = { sent: number | null; action: "preview" | "upload"; texts: Words };

/** How far a preview or an upload has got: the share of the body sent, then the server's work. */
export function UploadProgress({ sent, action, texts }: ProgressProps) {
  const words =
    sent === null
      ? action === "preview"
        ? texts.checking
        : texts.storing
      : fill(texts.sending, { percent: Math.round(sent * 100) });
  return (
    <div className={styles.progress} role="status">
      <span>{words}</span>
      <progress
        aria-label={action === "preview" ? texts.previewProgress : texts.uploadProgress}
        max={1}
        value={sent ?? undefined}
      />
    </div>
  );
}
