"use client";

import { type ChangeEvent, type DragEvent, useEffect, useRef, useState } from "react";
import { Link } from "@/components/locale-link";
import { formatByteSize } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import type { FileReading } from "@/lib/uploads/file-hints";
import { type PickedFile, readDroppedFiles, readPickedFiles } from "./dropped-files";
import styles from "./upload.module.css";

/** A file in the upload, as read in the browser: "reading" until read, "large" when not read here. */
export type UploadFile = PickedFile & { id: string; reading: FileReading | "reading" | "large" };

type Words = Texts<"Upload">;

/** The tools' names as they call themselves; a summary of figures is named in words. */
const TOOL_NAMES: Record<string, string> = {
  "llama-benchy": "llama-benchy",
  "vllm-bench-serve": "vllm bench serve",
  "llm-inference-bench": "llm-inference-bench",
  "llama-bench": "llama-bench",
  "llama-batched-bench": "llama-batched-bench",
  "llama-sweep-bench": "llama-sweep-bench",
};

type TestNames = Record<string, string>;

const toolName = (tool: string, texts: Words) => (tool === "summary" ? texts.summaryTool : (TOOL_NAMES[tool] ?? tool));

/** The tools whose files the upload takes (the words of each in `Upload.accepted`), for a file that is none of them. */
const ACCEPTED_FILES: Array<[string | null, keyof Words["accepted"]]> = [
  ["llama-benchy", "llamaBenchy"],
  ["vllm bench serve", "vllmBenchServe"],
  ["llm-inference-bench", "llmInferenceBench"],
  ["llama-bench", "llamaBench"],
  ["llama-batched-bench", "llamaBatchedBench"],
  ["llama-sweep-bench", "llamaSweepBench"],
  [null, "bundle"],
];

/** What the form says about one file once read: its tool and the suite tests it maps to. */
type Reading = UploadFile["reading"];

function describeReading(reading: Reading, texts: Words, testNames: TestNames): { text: string; bad?: boolean } {
  if (reading === "reading") return { text: texts.reading };
  if (reading === "large") return { text: texts.large };
  switch (reading.kind) {
    case "bundle":
      return { text: texts.bundleRead };
    case "unknown":
      return { text: texts.unknown, bad: true };
    case "unreadable":
      return {
        text: fill(texts.unreadable, { tool: toolName(reading.tool, texts), message: reading.message }),
        bad: true,
      };
    case "tool": {
      const parts = [
        reading.tests.length > 0 ? reading.tests.map((key) => testNames[key] ?? key).join(", ") : null,
        reading.extraResults > 0 ? fill(texts.extraResults, { count: reading.extraResults }) : null,
        reading.matrixCells > 0 ? fill(texts.matrixCells, { count: reading.matrixCells }) : null,
      ].filter(Boolean);
      return { text: `${toolName(reading.tool, texts)} (${reading.format}) · ${parts.join(" · ") || texts.noResults}` };
    }
  }
}

export const isRefusedFile = (file: UploadFile) =>
  typeof file.reading === "object" && (file.reading.kind === "unknown" || file.reading.kind === "unreadable");

type Props = {
  files: UploadFile[];
  /** Problems by file position (the server's, or "not recognised"), and with the files as a whole. */
  fileErrors: Record<number, string>;
  error?: string;
  disabled: boolean;
  onAdd: (files: PickedFile[]) => void;
  onRemove: (id: string) => void;
  texts: Words;
  /** The suite tests' names in the page's language, by key. */
  testNames: TestNames;
};

type PickerProps = {
  id: string;
  label: string;
  /** Picks whole folders rather than files. */
  folders?: boolean;
  disabled: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A file input out of sight, chosen through its label drawn as a button. */
function FilePicker({ id, label, folders = false, disabled, onPick }: PickerProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // not in React's input attributes: set on the element
    if (folders) input.current?.setAttribute("webkitdirectory", "");
  }, [folders]);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        className="visually-hidden"
        disabled={disabled}
        onChange={onPick}
      />
      <label htmlFor={id} className="button secondary">
        {label}
      </label>
    </>
  );
}

/** Where the tools' files go: dropped (files and folders) or picked, each listed with what it was read as. */
export function UploadFiles({ files, fileErrors, error, disabled, onAdd, onRemove, texts, testNames }: Props) {
  const [dragging, setDragging] = useState(false);
  // Either picker: the files it chose, then emptied so that choosing the same files again adds them again.
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd(readPickedFiles(event.currentTarget.files));
    event.currentTarget.value = "";
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void readDroppedFiles(event.dataTransfer).then(onAdd);
  };
  const refused = files.some(isRefusedFile);
  return (
    <fieldset className={`card ${styles.fieldset}`} aria-describedby={error ? "files-error" : undefined}>
      <legend>
        {texts.filesLegend}
        <span className={styles.required} aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <section
        id="files"
        aria-label={texts.dropZone}
        tabIndex={-1}
        className={`${styles.dropZone} ${dragging ? styles.dragging : ""} ${error ? styles.invalid : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="drop-zone"
      >
        <p>
          <strong>{texts.dropStrong}</strong>
          {texts.dropRest}
        </p>
        <p className={styles.pickers}>
          <FilePicker id="files-input" label={texts.chooseFiles} disabled={disabled} onPick={pick} />
          <FilePicker id="folder-input" label={texts.chooseFolder} folders disabled={disabled} onPick={pick} />
        </p>
      </section>
      {error && (
        <p id="files-error" className="field-error">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.fileList} aria-label={texts.filesToUpload}>
          {files.map((file, index) => {
            const { text, bad } = describeReading(file.reading, texts, testNames);
            const problem = fileErrors[index];
            return (
              <li key={file.id} id={`file-${index}`} tabIndex={-1} className={problem || bad ? styles.badFile : ""}>
                <div className={styles.fileName}>
                  <strong>{file.path}</strong> <span className="muted">{formatByteSize(file.file.size)}</span>
                </div>
                <div className={styles.fileReading} aria-live="polite">
                  {text}
                </div>
                {problem && !bad && <div className="field-error">{problem}</div>}
                <button
                  type="button"
                  className={`link-button ${styles.remove}`}
                  aria-label={fill(texts.removeFile, { file: file.path })}
                  disabled={disabled}
                  onClick={() => onRemove(file.id)}
                >
                  {texts.remove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {refused ? (
        <div className="callout bad" id="accepted-files">
          <p>{texts.acceptedIntro}</p>
          <AcceptedFiles texts={texts} />
          <p>
            <TestsNote texts={texts} /> {texts.removeMarked}
          </p>
        </div>
      ) : (
        <details className="section">
          <summary>{texts.whichAccepted}</summary>
          <AcceptedFiles texts={texts} />
          <p className="muted">
            <TestsNote texts={texts} />
          </p>
        </details>
      )}
    </fieldset>
  );
}

function AcceptedFiles({ texts }: { texts: Words }) {
  return (
    <ul>
      {ACCEPTED_FILES.map(([tool, key]) => (
        <li key={key}>
          <strong>{tool ?? texts.bundleName}</strong>: {texts.accepted[key]}
        </li>
      ))}
    </ul>
  );
}

/** Where the tests each tool runs are described: a link inside the sentence. */
function TestsNote({ texts }: { texts: Words }) {
  const [before, after] = texts.testsNote.split("{link}");
  return (
    <>
      {before}
      <Link href="/benchmarks">{texts.benchmarks}</Link>
      {after}
    </>
  );
}
