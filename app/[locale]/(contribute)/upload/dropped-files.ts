/**
 * The files of a drop or a picker, folders walked: a drop of folders gives each file inside them
 * (DataTransferItem.webkitGetAsEntry), a folder picker (`webkitdirectory`) gives them with their
 * paths. Hidden files (".DS_Store", ".git/…") are left out. Browser-only.
 */

/** A file chosen for the upload, with its path inside the folder it came in (its name otherwise). */
export type PickedFile = { file: File; path: string };

const isHidden = (path: string) => path.split("/").some((part) => part.startsWith("."));

function readFileEntry(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Every entry of a folder: readEntries answers in batches (100 in Chromium) until an empty one. */
async function readFolder(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function collect(entry: FileSystemEntry, into: PickedFile[]): Promise<void> {
  const path = entry.fullPath.replace(/^\//, "") || entry.name;
  if (isHidden(path)) return;
  if (entry.isFile) into.push({ file: await readFileEntry(entry as FileSystemFileEntry), path });
  else if (entry.isDirectory) {
    for (const child of await readFolder(entry as FileSystemDirectoryEntry)) await collect(child, into);
  }
}

/**
 * The files of a drop, folders walked. The items are read before the first await: a drop's
 * DataTransfer is emptied when its event handler returns.
 */
export async function readDroppedFiles(data: DataTransfer): Promise<PickedFile[]> {
  const dropped = [...data.items]
    .filter((item) => item.kind === "file")
    .map((item) => ({ entry: item.webkitGetAsEntry?.() ?? null, file: item.getAsFile() }));
  const files: PickedFile[] = [];
  for (const { entry, file } of dropped) {
    if (entry) await collect(entry, files);
    else if (file && !isHidden(file.name)) files.push({ file, path: file.name });
  }
  return files;
}

/** The files of an `<input type="file">`, with their paths when a folder was picked. */
export function readPickedFiles(list: FileList | null): PickedFile[] {
  return [...(list ?? [])]
    .map((file) => ({ file, path: file.webkitRelativePath || file.name }))
    .filter(({ path }) => !isHidden(path));
}
