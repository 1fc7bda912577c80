import type { Ref } from "react";
import { FORM_FIELDS, type FormProblems } from "@/lib/uploads/form-fields";
import styles from "./upload.module.css";

/** The list of what stops an upload, at the top of the form, each item linking to its field or file. */
type SummaryProps = { problems: FormProblems; fileNames: string[]; ref?: Ref<HTMLDivElement> };

export function ProblemSummary({ problems, fileNames, ref }: SummaryProps) {
  {
    const labelOf = (name: string) =>
      name === "files" ? "Files" : (FORM_FIELDS.find((field) => field.name === name)?.label ?? name);
    const count = problems.form.length + Object.keys(problems.fields).length + Object.keys(problems.files).length;
    return (
      <div ref={ref} tabIndex={-1} role="alert" className={`callout bad ${styles.summary}`} aria-labelledby="problems">
        <h2 id="problems">{count === 1 ? "One thing stops this upload" : `${count} things stop this upload`}</h2>
        <ul>
          {problems.form.map((message) => (
            <li key={message}>{message}</li>
          ))}
          {Object.entries(problems.files).map(([index, message]) => (
            <li key={`file-${index}`}>
              <a href={`#file-${index}`}>{fileNames[Number(index)] ?? `File ${Number(index) + 1}`}</a>: {message}
            </li>
          ))}
          {Object.entries(problems.fields).map(([name, message]) => (
            <li key={name}>
              <a href={`#${name}`}>{labelOf(name)}</a>: {message}
            </li>
          ))}
        </ul>
        <p className="muted">Everything you entered is still here.</p>
      </div>
    );
  }
}

export type Standing = { reviewState?: unknown; listed?: unknown };

/** Where a stored run stands, in words: listed or not, reviewed or waiting for review. */
function describeStanding({ reviewState, listed }: Standing): string {
  const shown =
    listed === false ? "It is hidden from public pages." : "It is listed on the leaderboards and public pages now";
  if (reviewState === "passed") return `${shown}; its sanity check has passed.`;
  if (reviewState === "failed") return `${shown}; its sanity check has failed.`;
  return (
    `${shown}, marked “Not reviewed yet”: it is under review until an admin has read its sanity-check output ` +
    "and passed or failed it."
  );
}

type StoredProps = { url: string; standing: Standing; duplicate: boolean; ref?: Ref<HTMLDivElement> };

/** After an upload: the stored run (or the one uploaded before), where it stands, and a link to it. */
export function StoredRun({ url, standing, duplicate, ref }: StoredProps) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`callout ${duplicate ? "warn" : ""} ${styles.success}`}>
      <h2>{duplicate ? "This run was uploaded before" : "Your run is uploaded"}</h2>
      <p>{describeStanding(standing)}</p>
      <p>
        <a className="button" href={url}>
          {duplicate ? "View it →" : "View your run →"}
        </a>{" "}
        <a href="/account/runs">Your runs and their reviews</a>
      </p>
      {!duplicate && <p className="muted">The form is empty again, ready for the next run.</p>}
    </div>
  );
}

/** How far a preview or an upload has got: the share of the body sent, then the server's work. */
export function UploadProgress({ sent, action }: { sent: number | null; action: "preview" | "upload" }) {
  const words =
    sent === null
      ? action === "preview"
        ? "Checking the files on the server…"
        : "Reading and storing the run on the server…"
      : `Sending the files: ${Math.round(sent * 100)} %`;
  return (
    <div className={styles.progress} role="status">
      <span>{words}</span>
      <progress
        aria-label={action === "preview" ? "Preview progress" : "Upload progress"}
        max={1}
        value={sent ?? undefined}
      />
    </div>
  );
}
