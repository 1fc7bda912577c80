"use client";

import { useEffect, useRef, useState } from "react";
import { fill, type Texts } from "@/lib/i18n/fill";
import type { CatalogueMatchAnswer } from "@/lib/catalogue/api-schema";
import { type FileHints, lineOf, mergeFileHints, readUploadFile } from "@/lib/uploads/file-hints";
import {
  buildManifest,
  checkManifest,
  FORM_FIELDS,
  type FormProblems,
  HOST_FIELDS,
  hasProblems,
  NO_PROBLEMS,
  placeServerIssues,
  RUN_FIELDS,
  type UploadTexts,
} from "@/lib/uploads/form-fields";
import type { UploadPreview } from "@/lib/uploads/preview";
import type { PickedFile } from "./dropped-files";
import { ProblemSummary, type Standing, StoredRun, UploadProgress } from "./upload-answer";
import { UploadFields } from "./upload-fields";
import styles from "./upload.module.css";
import { isRefusedFile, UploadFiles, type UploadFile } from "./upload-files";
import { UploadPreviewPanel } from "./upload-preview";
import type { NamedRun } from "./upload-runs";
import { Button } from "@/components/ui/button";
import { type CatalogueRow, CataloguePanel } from "./catalogue-panel";
import { SanityFields } from "./sanity-fields";
import { type CatalogueClues, useCatalogueMatchQuery } from "./use-catalogue-match-query";
import { type SentUpload, useUploadMutation, useUploadPreviewMutation } from "./use-upload-mutations";

type Action = "preview" | "upload";
type Answer =
  | { kind: "preview"; preview: UploadPreview }
  | { kind: "stored"; url: string; standing: Standing; runs: NamedRun[]; duplicate: boolean };

/** Files larger than this are not read in the browser (the upload still takes them). */
const READ_FILE_BYTES = 8 * 1024 * 1024;

/** The form's words: its own, its fields' and its checks'. */
export type UploadFormTexts = UploadTexts & {
  form: Texts<"Upload">;
  health: Texts<"SetupHealth">;
  /** The suite tests' names in the page's language, by key. */
  testNames: Record<string, string>;
};

/** A field the form may fill: a text or number input, or a select. */
type FieldElement = HTMLInputElement | HTMLSelectElement;

/** The form's field `name`, when it is an input or a select. */
function fieldOf(form: HTMLFormElement | null, name: string): FieldElement | null {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
}

/** What the catalogue's entries say for the run's fields (the machine's memory is the entry's times the count). */
function catalogueValues(found: CatalogueMatchAnswer): Array<[string, string]> {
  const values: Array<[string, string | number | null]> = [];
  if (found.model) {
    const { entry } = found.model;
    values.push(
      ["model.name", entry.name],
      ["model.org", entry.org],
      ["model.paramsB", entry.paramsB],
      ["model.activeParamsB", entry.activeParamsB],
      ["model.architecture", entry.architecture],
      ["model.hfRepo", entry.hfRepo],
    );
  }
  values.push(["model.precision", found.precision]);
  if (found.hardware) {
    const { entry, count } = found.hardware;
    values.push(
      ["hardware.name", entry.name],
      ["hardware.accelerator", entry.accelerator],
      // a chip sold with several memory sizes: the machine's own is the contributor's to say
      ["hardware.memoryGB", entry.memoryOptionsGB.length > 0 ? null : entry.memoryGB * count],
      ["hardware.memoryKind", entry.memoryKind],
      ["hardware.bandwidthGBs", entry.bandwidthGBs === null ? null : entry.bandwidthGBs * count],
    );
  }
  return values.flatMap(([name, value]) => (value === null || value === "" ? [] : [[name, String(value)]]));
}

/** What the form says for a refused request, in words: the field's problems go beside the fields. */
function describeRefusal(sent: SentUpload, texts: UploadFormTexts): FormProblems {
  const { status, body } = sent;
  const error = typeof body.error === "string" ? body.error : null;
  const issues = Array.isArray(body.issues) ? (body.issues as Array<{ path: string; message: string }>) : [];
  const placed = placeServerIssues(issues, texts);
  const words = texts.form;
  const said = (message: string) => ({ ...placed, form: [message, ...placed.form] });
  if (status === 401) return said(words.signedOut);
  if (status === 429) {
    return said(sent.retryAfter ? fill(words.tooMany, { seconds: sent.retryAfter }) : words.tooManySoon);
  }
  if (status === 413) return said(error ?? words.overLimit);
  if (status === 400 && issues.length > 0) return placed;
  return said(error ?? fill(words.answered, { status }));
}

export function UploadForm({ texts }: { texts: UploadFormTexts }) {
  const words = texts.form;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const storedRef = useRef<HTMLDivElement>(null);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState<{ action: Action; sent: number | null } | null>(null);
  const [filled, setFilled] = useState<string[]>([]);
  /** Values the form put in fields itself (from the files, the catalogue): a later, better one may replace them. */
  const autoFilled = useRef(new Map<string, string>());
  /** The files' texts, to say on which line a matched name is printed. */
  const fileTexts = useRef(new Map<string, { path: string; text: string }>());
  const [clues, setClues] = useState<CatalogueClues | null>(null);
  const [catalogue, setCatalogue] = useState<{ rows: CatalogueRow[]; filled: string[] }>({ rows: [], filled: [] });
  const match = useCatalogueMatchQuery(clues);
  /** Refused submits so far: each moves the focus to the list of problems. */
  const [refusals, setRefusals] = useState(0);
  const mutations = {
    preview: useUploadPreviewMutation(words.unreachable),
    upload: useUploadMutation(words.unreachable),
  };

  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);
  useEffect(() => {
    if (answer?.kind === "stored") storedRef.current?.focus();
  }, [answer]);

  /** Whether the field is the contributor's to fill still: empty, at its first value, or as the form filled it. */
  function isOpen(element: FieldElement): boolean {
    if (autoFilled.current.get(element.name) === element.value) return true;
    if (element instanceof HTMLSelectElement) return element.selectedOptions[0]?.defaultSelected ?? true;
    return element.value.trim() === "";
  }

  /** A value the contributor typed (not one the form filled), to ask the catalogue with. */
  function typedValue(name: string): string | undefined {
    const element = fieldOf(formRef.current, name);
    return element instanceof HTMLInputElement && !isOpen(element) ? element.value.trim() : undefined;
  }

  function labelOf(name: string): string {
    const field = FORM_FIELDS.find((known) => known.name === name);
    return field ? texts.fields[field.key].label : name;
  }

  /** Fills the empty fields the read files answer (engine, build, GPU, quantization, model). */
  function fillFromFiles(readings: UploadFile["reading"][]) {
    const hints: FileHints = mergeFileHints(
      readings.flatMap((reading) => (typeof reading === "object" && reading.kind === "tool" ? [reading.hints] : [])),
    );
    // what the contributor typed is asked about too: read before the files' hints fill the fields
    const next: CatalogueClues = {
      hardware: hints["hardware.accelerator"] ?? typedValue("hardware.accelerator") ?? typedValue("hardware.name"),
      model: typedValue("model.hfRepo") ?? typedValue("model.name") ?? hints.modelFile,
      label: hints.modelType,
      params: hints.modelParamsB,
      file: hints.modelFile,
    };
    const done: string[] = [];
    for (const [name, value] of Object.entries(hints)) {
      const input = formRef.current?.elements.namedItem(name);
      // the date field starts at today: the file's own date replaces it until the contributor types one
      const untouchedDate =
        name === "measuredAt" && input instanceof HTMLInputElement && input.value === input.defaultValue;
      if (input instanceof HTMLInputElement && (isOpen(input) || untouchedDate) && value) {
        input.value = value;
        autoFilled.current.set(name, value);
        done.push(labelOf(name));
      }
    }
    if (done.length > 0) setFilled((before) => [...new Set([...before, ...done])]);
    if (Object.values(next).some(Boolean)) setClues(next);
  }

  /** Where `printed` was read: the file and line that print it, else the field it was typed in. */
  function whereOf(printed: string): string | null {
    for (const { path, text } of fileTexts.current.values()) {
      const line = lineOf(text, printed);
      if (line) return fill(words.catalogueAt, { file: path, line });
    }
    for (const name of ["hardware.accelerator", "hardware.name", "model.hfRepo", "model.name"]) {
      if (typedValue(name) === printed) return fill(words.catalogueTyped, { field: labelOf(name) });
    }
    return null;
  }

  // The catalogue's answer fills the fields still open and says where each value came from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer; the helpers read refs
  useEffect(() => {
    const found = match.data;
    if (!found) return;
    const done: string[] = [];
    for (const [name, value] of catalogueValues(found)) {
      const element = fieldOf(formRef.current, name);
      if (!element || !isOpen(element) || element.value === value) continue;
      element.value = value;
      autoFilled.current.set(name, value);
      done.push(labelOf(name));
    }
    const rows: CatalogueRow[] = [];
    if (found.hardware) {
      const { entry, count, printed } = found.hardware;
      const memory = [`${entry.memoryGB * count} GB`, entry.memoryType].filter(Boolean).join(" ");
      const bandwidth = entry.bandwidthGBs === null ? null : `${entry.bandwidthGBs * count} GB/s`;
      const name = count > 1 ? `${count}× ${entry.name}` : entry.name;
      rows.push({
        printed,
        where: whereOf(printed),
        entry: [name, memory, bandwidth].filter(Boolean).join(" · "),
        source: entry.source,
      });
    }
    if (found.model) {
      const { entry, printed } = found.model;
      const architecture = texts.fields.modelArchitecture.options?.[entry.architecture] ?? entry.architecture;
      const active = entry.activeParamsB === null ? null : fill(words.catalogueActive, { params: entry.activeParamsB });
      rows.push({
        printed,
        where: whereOf(printed),
        entry: [entry.name, entry.org, `${entry.paramsB} B`, active, architecture].filter(Boolean).join(" · "),
        source: entry.source,
      });
    }
    setCatalogue((before) => ({ rows, filled: [...new Set([...before.filled, ...done])] }));
  }, [match.data]);

  function addFiles(picked: PickedFile[]) {
    const known = new Set(files.map((file) => `${file.path}:${file.file.size}:${file.file.lastModified}`));
    const added: UploadFile[] = picked
      .filter(({ file, path }) => !known.has(`${path}:${file.size}:${file.lastModified}`))
      .map((file) => ({
        ...file,
        id: crypto.randomUUID(),
        reading: file.file.size > READ_FILE_BYTES ? "large" : "reading",
      }));
    setFiles((before) => [...before, ...added]);
    const toRead = added.filter((file) => file.reading === "reading");
    void Promise.all(
      toRead.map(async (file) => {
        const text = await file.file.text();
        fileTexts.current.set(file.id, { path: file.path, text });
        const reading = readUploadFile(text);
        setFiles((before) => before.map((other) => (other.id === file.id ? { ...other, reading } : other)));
        return reading;
      }),
    ).then(fillFromFiles);
  }

  function removeFile(id: string) {
    setFiles((before) => before.filter((file) => file.id !== id));
    fileTexts.current.delete(id);
    // the files' problems are by position, which a removal shifts; the fields' stay until the next submit
    setProblems((before) => ({ ...before, files: {} }));
  }

  /** What stops the form before anything is sent: no files, files not recognised, fields not filled. */
  function checkForm(values: Record<string, string>, bundle: UploadFile | null): FormProblems {
    const found: FormProblems = bundle ? { ...NO_PROBLEMS, fields: {} } : checkManifest(buildManifest(values), texts);
    const fileProblems: Record<number, string> = {};
    files.forEach((file, index) => {
      if (isRefusedFile(file)) {
        fileProblems[index] = words.fileRefused;
      } else if (!bundle && typeof file.reading === "object" && file.reading.kind === "bundle") {
        fileProblems[index] = words.bundleAlone;
      }
    });
    const fields = { ...found.fields };
    if (files.length === 0) fields.files = words.noFiles;
    return { fields, files: fileProblems, form: found.form };
  }

  async function submit(action: Action) {
    const form = formRef.current;
    if (!form || busy) return;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
    const onlyFile = files.length === 1 ? files[0] : undefined;
    const bundle =
      onlyFile && typeof onlyFile.reading === "object" && onlyFile.reading.kind === "bundle" ? onlyFile : null;
    const found = checkForm(values, bundle);
    setAnswer(null);
    setProblems(found);
    if (hasProblems(found)) {
      setRefusals((count) => count + 1);
      return;
    }
    const body = new FormData();
    if (bundle) body.set("bundle", await bundle.file.text());
    else {
      body.set("manifest", JSON.stringify(buildManifest(values)));
      for (const file of files) body.append("files", file.file, file.file.name);
    }
    setBusy({ action, sent: 0 });
    try {
      const onProgress = (share: number | null) => setBusy({ action, sent: share });
      const sent = await mutations[action].mutateAsync({ body, onProgress });
      if (action === "preview" && sent.status === 200)
        setAnswer({ kind: "preview", preview: sent.body as UploadPreview });
      else if (action === "upload" && (sent.status === 201 || sent.status === 409)) {
        const url = typeof sent.body.url === "string" ? sent.body.url : `/runs/${String(sent.body.id)}`;
        const runs = Array.isArray(sent.body.runs) ? (sent.body.runs as NamedRun[]) : [];
        setAnswer({ kind: "stored", url, standing: sent.body, runs, duplicate: sent.status === 409 });
        if (sent.status === 201) {
          form.reset();
          setFiles([]);
          setFilled([]);
          fileTexts.current.clear();
          autoFilled.current.clear();
          setClues(null);
          setCatalogue({ rows: [], filled: [] });
        }
      } else {
        setProblems(describeRefusal(sent, texts));
        setRefusals((count) => count + 1);
      }
    } catch (error) {
      setProblems({ ...NO_PROBLEMS, form: [error instanceof Error ? error.message : String(error)] });
      setRefusals((count) => count + 1);
    } finally {
      setBusy(null);
    }
  }

  const fileErrors = problems.files;
  const today = new Date().toISOString().slice(0, 10);
  const [requiredBefore, requiredAfter] = words.requiredNote.split("{mark}");
  return (
    <form ref={formRef} onSubmit={(event) => event.preventDefault()} noValidate aria-busy={busy !== null}>
      {answer?.kind === "stored" && (
        <StoredRun
          ref={storedRef}
          url={answer.url}
          standing={answer.standing}
          runs={answer.runs}
          duplicate={answer.duplicate}
          texts={words}
        />
      )}
      {hasProblems(problems) && (
        <ProblemSummary ref={summaryRef} problems={problems} fileNames={files.map((file) => file.path)} texts={texts} />
      )}
      <p className="muted">
        {requiredBefore}
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">{words.requiredMark}</span>
        {requiredAfter}
      </p>
      <UploadFiles
        files={files}
        fileErrors={fileErrors}
        error={problems.fields.files}
        disabled={busy !== null}
        onAdd={addFiles}
        onRemove={removeFile}
        texts={words}
        testNames={texts.testNames}
      />
      {filled.length > 0 && (
        <p className="muted" role="status">
          {fill(words.filled, { fields: filled.join(words.listSeparator) })}
        </p>
      )}
      <CataloguePanel rows={catalogue.rows} filled={catalogue.filled} texts={words} />
      <fieldset className={`card section ${styles.fieldset}`}>
        <legend>{words.runLegend}</legend>
        <UploadFields fields={RUN_FIELDS} errors={problems.fields} defaults={{ measuredAt: today }} texts={texts} />
      </fieldset>
      <fieldset className={`card section ${styles.fieldset}`}>
        <legend>{words.hostLegend}</legend>
        <UploadFields fields={HOST_FIELDS} errors={problems.fields} texts={texts} />
      </fieldset>
      <SanityFields errors={problems.fields} texts={texts} />
      <p className="section meta-line">
        <Button variant="secondary" type="button" disabled={busy !== null} onClick={() => void submit("preview")}>
          {words.preview}
        </Button>
        <Button type="button" disabled={busy !== null} onClick={() => void submit("upload")}>
          {words.upload}
        </Button>
      </p>
      {busy && <UploadProgress sent={busy.sent} action={busy.action} texts={words} />}
      <div aria-live="polite">
        {answer?.kind === "preview" && (
          <UploadPreviewPanel
            preview={answer.preview}
            texts={words}
            healthTexts={texts.health}
            testNames={texts.testNames}
          />
        )}
      </div>
    </form>
  );
}
