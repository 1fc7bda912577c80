import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "@/lib/accounts/common-passwords";
import { findPasswordProblem, PASSWORD_MIN_LENGTH } from "@/lib/accounts/password-policy";
import { signUpSchema } from "@/lib/accounts/schema";

const account = { email: "ada.lovelace@example.com", handle: "ada-lovelace" };

describe("the password policy", () => {
  it("refuses aaaaaaaaaa and accepts a real passphrase", () => {
    expect(findPasswordProblem("aaaaaaaaaa")).toMatch(/repeat/);
    expect(findPasswordProblem("plinth velvet orbit marmalade")).toBeNull();
  });

  it("refuses what an attacker tries first", () => {
    const refused = [
      "short", // too short
      "password123",
      "Password1234!",
      "qwertyuiop",
      "QWERTYUIOP1",
      "1234567890",
      "0987654321",
      "abcdefghij",
      "1q2w3e4r5t",
      "iloveyou12345",
      "Dragon2024!",
      "!!monkey2024",
      "p@ssw0rd123",
      "P4ssw0rd!!!",
      "Summer2024!",
      "basketball",
      "correct horse battery staple", // the famous example is in every cracker's list
      "zzzzzzzzzzzz",
      "abcabcabcabc",
      "1212121212",
      "ada-lovelace",
      "ada-lovelace2024",
      "ada.lovelace@example.com",
      "adalovelace!!",
    ];
    for (const password of refused) expect(findPasswordProblem(password, account), password).not.toBeNull();
  });

  it("accepts passwords nobody guesses first, whatever their characters", () => {
    const accepted = [
      "a-long-password-1", // the test users' password
      "Tr4vel-m0squito-Ledger",
      "gpu fans hum at dawn",
      "xK9#mQ2$vL7!",
      "quiet lantern 47 harbour",
      "ZWJlcnQtYXJlbmE",
    ];
    for (const password of accepted) expect(findPasswordProblem(password, account), password).toBeNull();
  });

  it("says why, in words for the person choosing", () => {
    expect(findPasswordProblem("short")).toBe(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
    expect(findPasswordProblem("password123")).toMatch(/common passwords/);
    expect(findPasswordProblem("ada-lovelace", account)).toMatch(/e-mail address or handle/);
    expect(findPasswordProblem("qwertyuiop")).toMatch(/neighbouring keys|common/);
  });

  it("bundles a few thousand common passwords, in lower case, each once", () => {
    const words = COMMON_PASSWORDS.split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThan(3000);
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((word) => word === word.toLowerCase())).toBe(true);
  });

  it("is what sign-up validates, naming the password field", () => {
    const parsed = signUpSchema.safeParse({ email: "ada@example.com", handle: "ada", password: "aaaaaaaaaa" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["password"]);
    const named = { email: "ada@example.com", handle: "ada-lovelace", password: "Ada-Lovelace1" };
    const ownHandle = signUpSchema.safeParse(named);
    expect(ownHandle.error?.issues[0]).toMatchObject({ path: ["password"], message: expect.stringMatching(/handle/) });
    const passphrase = { email: "ada@example.com", handle: "ada", password: "quiet lantern 47 harbour" };
    expect(signUpSchema.safeParse(passphrase).success).toBe(true);
  });
});
