/**
 * The settings a launch command states (flags with their values, environment variables set in
 * front of it) and how faster runs' settings differ from one run's: what the setup-health flag
 * lists. Flags are compared by name, so "--max-num-seqs 128" against "--max-num-seqs 256" is one
 * setting with two values (the compare page's word diff, lib/runs/compare.ts, shows words).
 * Pure.
 */

/** A setting's value when the flag is given without one ("--enforce-eager"). */
export const FLAG_ON = "on";
/** What a run that does not state a setting is shown with. */
export const NOT_SET = "not set";

/**
 * Flags that say where the server listens, what it is called or how it logs: they do not change
 * speed, and differ between any two machines.
 */
const IGNORED_SETTINGS = new Set([
  "--host",
  "--port",
  "--served-model-name",
  "--api-key",
  "--alias",
  "--uvicorn-log-level",
  "--disable-log-requests",
  "--disable-log-stats",
  "--log-level",
  "--trust-remote-code",
  "--download-dir",
]);

/** The words of a command: quoted strings kept together (quotes dropped), comments and line continuations removed. */
function splitWords(command: string): string[] {
  const lines = command
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n")
    .replace(/\\\r?\n/g, " ");
  const words = lines.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  return words.map((word) => word.replace(/^(["'])(.*)\1$/s, "$2"));
}

const isFlag = (word: string) => /^--?[A-Za-z]/.test(word);
const ENV_ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(.*)$/s;

/**
 * The settings of a launch command, by name: `--flag value`, `--flag=value`, `-f value`, a bare
 * `--flag` (FLAG_ON), and `NAME=value` environment variables before the program. Flags spelled
 * with "_" are read as with "-". Positional words (the program, the model) are not settings.
 */
export function parseLaunchSettings(command: string): Map<string, string> {
  const settings = new Map<string, string>();
  const words = splitWords(command);
  let beforeProgram = true;
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    const env = beforeProgram ? ENV_ASSIGNMENT.exec(word) : null;
    if (env) {
      settings.set(env[1] as string, env[2] as string);
      continue;
    }
    if (!isFlag(word)) {
      beforeProgram = false;
      continue;
    }
    beforeProgram = false;
    const equals = word.indexOf("=");
    const rawName = equals > 0 ? word.slice(0, equals) : word;
    const name = rawName.startsWith("--") ? `--${rawName.slice(2).replaceAll("_", "-")}` : rawName;
    if (IGNORED_SETTINGS.has(name)) {
      if (equals < 0 && words[index + 1] !== undefined && !isFlag(words[index + 1] as string)) index++;
      continue;
    }
    if (equals > 0) {
      settings.set(name, word.slice(equals + 1));
    } else {
      const next = words[index + 1];
      if (next !== undefined && !isFlag(next)) {
        settings.set(name, next);
        index++;
      } else {
        settings.set(name, FLAG_ON);
      }
    }
  }
  return settings;
}

/** A run's settings: its launch command's, and its engine's version and backend. */
export type RunSettings = { launchCommand: string; engineVersion: string; engineBackend: string | null };

function readSettings(run: RunSettings): Map<string, string> {
  const settings = parseLaunchSettings(run.launchCommand);
  settings.set("engine version", run.engineVersion);
  if (run.engineBackend) settings.set("engine backend", run.engineBackend);
  return settings;
}

export type SettingDifference = {
  setting: string;
  /** This run's value, or NOT_SET. */
  thisRun: string;
  /** The faster runs' values that differ from this run's, most common first. */
  fasterRuns: Array<{ value: string; runs: number }>;
  /** How many faster runs were compared. */
  ofRuns: number;
};

/**
 * The settings in which faster runs differ from `run`: each setting that one or more of them
 * sets to another value (or leaves unset while this run sets it), with those values and how many
 * runs have each. Settings that more faster runs differ in come first.
 */
export function diffSettingsFromFaster(run: RunSettings, faster: RunSettings[]): SettingDifference[] {
  if (faster.length === 0) return [];
  const own = readSettings(run);
  const others = faster.map(readSettings);
  const names = new Set([...own.keys(), ...others.flatMap((settings) => [...settings.keys()])]);
  const differences: SettingDifference[] = [];
  for (const setting of names) {
    const thisRun = own.get(setting) ?? NOT_SET;
    const counts = new Map<string, number>();
    for (const settings of others) {
      const value = settings.get(setting) ?? NOT_SET;
      if (value !== thisRun) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    if (counts.size === 0) continue;
    const fasterRuns = [...counts]
      .map(([value, runs]) => ({ value, runs }))
      .sort((a, b) => b.runs - a.runs || a.value.localeCompare(b.value));
    differences.push({ setting, thisRun, fasterRuns, ofRuns: faster.length });
  }
  const differing = (difference: SettingDifference) => difference.fasterRuns.reduce((sum, v) => sum + v.runs, 0);
  return differences.sort((a, b) => differing(b) - differing(a) || a.setting.localeCompare(b.setting));
}
