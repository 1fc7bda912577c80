/**
 * Secrets the CLI needs (an API token, a new user's password) come from the environment or a
 * prompt, not from flags: npm echoes a script's arguments, and shells keep them in history and
 * process lists show them. A flag still works for scripts, with a warning.
 */
import { createInterface } from "node:readline";

/** Reads a line from the terminal without echoing it; from stdin as it is when that is not a terminal. */
export async function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) return line;
    return "";
  }
  process.stderr.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let text = "";
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n" || character === "\u0004") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stderr.write("\n");
          resolve(text);
          return;
        }
        if (character === "\u0003") process.exit(130);
        text = character === "\u007f" ? text.slice(0, -1) : text + character;
      }
    };
    input.on("data", onData);
  });
}

/**
 * A secret from `variable`, else from `flag` (with a warning), else asked for when `ask` is set;
 * undefined when none gives it.
 */
export async function readSecret(options: {
  variable: string;
  flag: string | undefined;
  flagName: string;
  ask?: string;
}): Promise<string | undefined> {
  const fromEnvironment = process.env[options.variable];
  if (fromEnvironment) return fromEnvironment;
  if (options.flag) {
    console.error(
      `warning: ${options.flagName} leaves the secret in your shell history and process list; set ` +
        `${options.variable} instead.`,
    );
    return options.flag;
  }
  // Asked only at a terminal: a script without the variable must not wait on its stdin.
  return options.ask && process.stdin.isTTY ? (await promptHidden(options.ask)) || undefined : undefined;
}
