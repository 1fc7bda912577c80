/**
 * One line of comma-separated values as llama-benchy (Python's csv module) and llama-bench write
 * them: commas, double-quoted fields with "" escapes. Pure.
 */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line.charAt(at);
    if (char === '"' && quoted && line[at + 1] === '"') field += line.charAt(++at);
    else if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      fields.push(field);
      field = "";
    } else field += char;
  }
  fields.push(field);
  return fields;
}
