/**
 * What a password must be, after NIST SP 800-63B: long enough, and not one an attacker tries
 * first (a common password or a variant of one, a keyboard walk, a repeated pattern, the
 * account's own e-mail or handle). No rules about character classes: they make passwords harder
 * to remember, not to guess. Pure and safe on the client (no crypto here).
 */
import { COMMON_PASSWORDS } from "@/lib/accounts/common-passwords";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** What the account is known by: a password made of these is the first thing tried. */
export type PasswordContext = { email?: string | null; handle?: string | null };

let commonPasswords: Set<string> | null = null;
function isCommon(candidate: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean));
  return commonPasswords.has(candidate);
}

/** Digits and symbols around a word ("Dragon2024!", "!!monkey1") are the first variants tried. */
const stripAffixes = (value: string) => value.replace(/^[\d\W_]+|[\d\W_]+$/gu, "");

/** Letter swaps every cracking tool undoes: "p@ssw0rd" is "password". */
const LEET: Record<string, string> = {
  "@": "a",
  "4": "a",
  "3": "e",
  "1": "i",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
};
const undoLeet = (value: string) => value.replace(/[@431!0$57]/g, (character) => LEET[character] ?? character);

/** Runs of neighbouring keys or characters in any direction: "qwertyuiop", "abcdefghij", "9876543210". */
const SEQUENCES = [
  "1234567890",
  "qwertyuiop",
  "asdfghjkl",
  "zxcvbnm",
  "abcdefghijklmnopqrstuvwxyz",
  "qazwsxedcrfvtgbyhnujmikolp",
];
function isSequence(value: string): boolean {
  if (value.length < 4) return false;
  return SEQUENCES.some((run) => run.includes(value) || [...run].reverse().join("").includes(value));
}

/** The ways a password is guessed from the common list, the patterns and the account's names. */
function listCandidates(lower: string): string[] {
  const compact = lower.replace(/[\s._-]+/g, "");
  const stripped = stripAffixes(compact);
  const variants = [lower, compact, stripAffixes(lower), stripped, undoLeet(stripped), stripAffixes(undoLeet(compact))];
  return [...new Set(variants)];
}

/** Why `password` is refused, in words for the person choosing it; null when it is fine. */
export function findPasswordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  // One character or one short pattern over and over ("aaaaaaaaaa", "abcabcabcabc"): guessed at once.
  if (/^(.+?)\1+$/su.test(lower)) return "Do not repeat one character or pattern: use a phrase of unrelated words.";
  const candidates = listCandidates(lower);
  const names = [context.email, context.email?.split("@")[0], context.handle]
    .map((name) => name?.trim().toLowerCase() ?? "")
    .filter((name) => name.length >= 3);
  const isName = (candidate: string) =>
    names.some((name) => candidate === name || candidate === name.replace(/[._-]+/g, ""));
  if (candidates.some(isName)) {
    return "Do not use your e-mail address or handle as the password.";
  }
  if (candidates.some(isSequence)) return "Do not use a run of neighbouring keys or characters.";
  if (candidates.some((candidate) => candidate.length > 0 && isCommon(candidate))) {
    return "This password is on a list of common passwords: use a phrase of three or four unrelated words.";
  }
  return null;
}
