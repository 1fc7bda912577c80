"use client";

import { type DragEvent, useEffect, useRef, useState } from "react";
import { formatByteSize } from "@/lib/format";
import type { FileReading } from "@/lib/uploads/file-hints";
import { type PickedFile, readDroppedFiles, readPickedFiles } from "./dropped-files";
import styles from "./upload.module.css";

/** A file in the upload, as read in the browser: "reading" until read, "large" when not read here. */
export type UploadFile = PickedFile & { id: string; reading: FileReading | "reading" | "large" };

const TOOL_NAMES: Record<string, string> = {
  "llama-benchy": "llama-benchy",
  "vllm-bench-serve": "vllm bench serve",
  "llm-inference-bench": "llm-inference-bench",
  "llama-bench": "llama-bench",
  "llama-batched-bench": "llama-batched-bench",
  summary: "Summary of figures",
};

/** The tools and their files the upload takes, for a file that is none of them. */
export const ACCEPTED_FILES: Array<[string, string]> = [
  ["llama-benchy", "its Markdown table, JSON (--save-result) or CSV"],
  ["vllm bench serve", "the JSON of --save-result, or JSON Lines of several runs"],
  ["llm-inference-bench", "its JSON result (a speed matrix)"],
  ["llama-bench", "Markdown, CSV, JSON, JSON Lines or SQL (-o md|csv|json|jsonl|sql)"],
  ["llama-batched-bench", "its table or JSON Lines"],
  ["A run bundle", "one JSON file with the run's metadata and artifacts: then the fields below are not needed"],
];

/** What the form says about one file once read: its tool and the suite tests it maps to. */
function describeReading(reading: UploadFile["reading"]): { text: string; bad?: boolean } {
  if (reading === "reading") return { text: "Reading…" };
  if (reading === "large") return { text: "Not read here (over 8 MiB): the server reads it." };
  switch (reading.kind) {
    case "bundle":
      return { text: "A run bundle: its own metadata is used, the fields below are not needed." };
    case "unknown":
      return { text: "Not recognised as the output of a supported tool (see below).", bad: true };
    case "unreadable":
      return {
        text: `Looks like ${TOOL_NAMES[reading.tool]} output, but cannot be read: ${reading.message}`,
        bad: true,
      };
    case "tool": {
      const parts = [
        reading.tests.length > 0 ? reading.tests.join(", ") : null,
        reading.extraResults > 0 ? `${reading.extraResults} results outside the suite` : null,
        reading.matrixCells > 0 ? `speed matrix of ${reading.matrixCells} cells` : null,
      ].filter(Boolean);
      return { text: `${TOOL_NAMES[reading.tool]} (${reading.format}) · ${parts.join(" · ") || "no results"}` };
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
};

/** Where the tools' files go: dropped (files and folders) or picked, each listed with what it was read as. */
export function UploadFiles({ files, fileErrors, error, disabled, onAdd, onRemove }: Props) {
  const [dragging, setDragging] = useState(false);
  const folderInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // not in React's input attributes: set on the element
    folderInput.current?.setAttribute("webkitdirectory", "");
  }, []);
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void readDroppedFiles(event.dataTransfer).then(onAdd);
  };
  const refused = files.some(isRefusedFile);
  return (
    <fieldset className={`card ${styles.fieldset}`} aria-describedby={error ? "files-error" : undefined}>
      <legend>
        Benchmark output files
        <span className={styles.required} aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <section
        id="files"
        aria-label="Drop zone for the files"
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
          <strong>Drop the tools&apos; files or whole folders here</strong>, as the tools wrote them.
        </p>
        <p className={styles.pickers}>
          <input
            id="files-input"
            type="file"
            multiple
            className="visually-hidden"
            disabled={disabled}
            onChange={(event) => {
              onAdd(readPickedFiles(event.currentTarget.files));
              event.currentTarget.value = "";
            }}
          />
          <label htmlFor="files-input" className="button secondary">
            Choose files
          </label>
          <input
            ref={folderInput}
            id="folder-input"
            type="file"
            multiple
            className="visually-hidden"
            disabled={disabled}
            onChange={(event) => {
              onAdd(readPickedFiles(event.currentTarget.files));
              event.currentTarget.value = "";
            }}
          />
          <label htmlFor="folder-input" className="button secondary">
            Choose a folder
          </label>
        </p>
      </section>
      {error && (
        <p id="files-error" className="field-error">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.fileList} aria-label="Files to upload">
          {files.map((file, index) => {
            const { text, bad } = describeReading(file.reading);
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
                  aria-label={`Remove ${file.path}`}
                  disabled={disabled}
                  onClick={() => onRemove(file.id)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {refused ? (
        <div className="callout bad" id="accepted-files">
          <p>The upload takes the output files of these tools, unchanged:</p>
          <AcceptedFiles />
          <p>
            The tests each tool runs are on <a href="/benchmarks">Benchmarks</a>. Remove the files marked above to
            upload the others.
          </p>
        </div>
      ) : (
        <details className="section">
          <summary>Which files are accepted</summary>
          <AcceptedFiles />
          <p className="muted">
            The tests each tool runs are on <a href="/benchmarks">Benchmarks</a>.
          </p>
        </details>
      )}
    </fieldset>
  );
}

function AcceptedFiles() {
  return (
    <ul>
      {ACCEPTED_FILES.map(([tool, files]) => (
        <li key={tool}>
          <strong>{tool}</strong>: {files}
        </li>
      ))}
    </ul>
  );
}
