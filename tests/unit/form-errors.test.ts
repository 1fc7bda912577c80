import { z } from "zod";
import { describe, expect, it } from "vitest";
import { credentialsSchema, createTokenSchema } from "@/lib/accounts/schema";
import { toFieldErrors } from "@/lib/form-errors";
import { reviewBodySchema } from "@/lib/reviews/schema";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected the input to be refused");
  return toFieldErrors(parsed.error.issues);
};

describe("the messages a form shows next to its fields", () => {
  it("names each field that failed, with the schema's own words", () => {
    expect(errorsOf(credentialsSchema, { email: "not an address", password: "" })).toEqual({
      email: "Enter a valid e-mail address.",
      password: "Enter your password.",
    });
    expect(errorsOf(reviewBodySchema, { verdict: "failed", note: "  " })).toEqual({
      note: "Say why the sanity check failed: the contributor reads this note.",
    });
  });

  it("puts a problem inside a list on the list's field, where the form shows it", () => {
    expect(errorsOf(reviewBodySchema, { verdict: "passed", tests: ["chat", "no-such-test"] })).toEqual({
      tests: "Not a test of the suite.",
    });
  });

  it('keeps the first problem of a field, and puts one about the whole form under "form"', () => {
    const name = z
      .string()
      .min(3, "Too short.")
      .regex(/^[a-z]+$/, "Letters only.");
    const form = z.object({ name }).refine(() => false, { message: "Try again later." });
    expect(errorsOf(z.object({ name }), { name: "A" })).toEqual({ name: "Too short." });
    expect(errorsOf(form, { name: "abcd" })).toEqual({ form: "Try again later." });
    expect(errorsOf(createTokenSchema, { name: "", lifetime: "7" })).toEqual({
      name: "Name the token.",
      lifetime: "Choose 30, 90 or 365 days, or never.",
    });
  });
});
