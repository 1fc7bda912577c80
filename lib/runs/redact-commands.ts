/**
 * Passwords given to a command by a short flag that means password only for that command:
 * `mysql -pSECRET` (MySQL and MariaDB clients, the value attached: `mysql -p db` prompts and names
 * a database), `sshpass -p SECRET`, `redis-cli -a SECRET`. Elsewhere `-p` is a port (`docker -p`,
 * `ssh -p 2222`) and stays. Pure; used by lib/runs/redact.ts.
 *
 * Linear time: a command's words are read once, up to the end of the command (a line end, `|`, `;`,
 * `&`, the next command's name) and at most COMMAND_CHARS characters, and the search for the next
 * command resumes after them.
 */
import { PASSWORD, REDACTED, redactValue } from "@/lib/runs/redact-named";
import { blanksEnd, quoteAt, shellWordEnd, valueEnd } from "@/lib/runs/redact-scan";

const COMMAND = new RegExp(
  String.raw`(?<![A-Za-z0-9_.-])(mysql(?:dump|admin|import|check|slap|sh)?|mariadb(?:-[a-z]+)?|sshpass|redis-cli)` +
    String.raw`(?![A-Za-z0-9_.-])`,
  "g",
);

/** Which short flag takes the password, and whether its value may stand apart (`-p X`) or only attached. */
const PASSWORD_FLAG: Record<string, { flag: string; separate: boolean; optionsOnly: boolean }> = {
  mysql: { flag: "-p", separate: false, optionsOnly: false },
  sshpass: { flag: "-p", separate: true, optionsOnly: true },
  "redis-cli": { flag: "-a", separate: true, optionsOnly: false },
};

const COMMAND_CHARS = 4096;

function commandEnd(text: string, at: number): number {
  const limit = Math.min(text.length, at + COMMAND_CHARS);
  let end = at;
  while (end < limit) {
    const char = text[end];
    if (char === "\n" || char === "\r" || char === "|" || char === ";" || char === "&") break;
    end++;
  }
  return end;
}

/** End of a word starting at `at`: quoted (to its closing quote on the line) or bare. */
function wordEnd(text: string, at: number, limit: number): number {
  const quote = quoteAt(text, at);
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, at + 1);
    return close < 0 || close >= limit ? limit : close + 1;
  }
  // `-p'X'`: a word goes on through its quotes
  return Math.min(Math.max(shellWordEnd(text, valueEnd(text, at, false)), at + 1), limit);
}

/** The span of the password in a word `-pX` / `-p'X'` or the word after a bare `-p`; null for none. */
function passwordIn(
  text: string,
  word: number,
  end: number,
  limit: number,
  separate: boolean,
): [number, number] | null {
  const attached = word + 2;
  if (attached < end) {
    const quote = quoteAt(text, attached);
    return quote === '"' || quote === "'" ? [attached + 1, end - 1] : [attached, end];
  }
  if (!separate) return null;
  const next = blanksEnd(text, end);
  if (next >= limit || next === end) return null;
  const nextEnd = wordEnd(text, next, limit);
  const quote = quoteAt(text, next);
  return quote === '"' || quote === "'" ? [next + 1, nextEnd - 1] : [next, nextEnd];
}

export function redactCommandPasswords(text: string): string {
  if (
    !text.includes("mysql") &&
    !text.includes("mariadb") &&
    !text.includes("sshpass") &&
    !text.includes("redis-cli")
  ) {
    return text;
  }
  const pieces: string[] = [];
  let copied = 0;
  const commands = new RegExp(COMMAND);
  const commandHere = new RegExp(COMMAND.source, "y");
  for (let match = commands.exec(text); match; match = commands.exec(text)) {
    const name = match[1] ?? "";
    const rule = PASSWORD_FLAG[name.startsWith("mysql") || name.startsWith("mariadb") ? "mysql" : name];
    if (!rule) continue;
    const limit = commandEnd(text, match.index + match[0].length);
    let at = blanksEnd(text, match.index + match[0].length);
    while (at < limit) {
      // Another command (text of several commands without a separator, such as JSON): its own turn.
      commandHere.lastIndex = at;
      if (commandHere.test(text)) break;
      const end = wordEnd(text, at, limit);
      if (rule.optionsOnly && text[at] !== "-") break; // sshpass: the command it runs starts here
      if (text.startsWith(rule.flag, at)) {
        const span = passwordIn(text, at, end, limit, rule.separate);
        if (span && span[1] > span[0] && span[0] >= copied) {
          const value = text.slice(span[0], span[1]);
          const replacement = value === REDACTED ? value : redactValue(value, PASSWORD);
          if (replacement !== value) {
            pieces.push(text.slice(copied, span[0]), replacement);
            copied = span[1];
          }
          if (rule.separate && span[0] > end) at = span[1];
        }
      }
      at = blanksEnd(text, Math.max(at + 1, end));
    }
    commands.lastIndex = Math.max(commands.lastIndex, Math.min(at, limit));
  }
  if (copied === 0) return text;
  pieces.push(text.slice(copied));
  return pieces.join("");
}
