/** Users and tokens for tests, made through the same functions as the CLI. */
import { randomBytes } from "node:crypto";
import { createApiToken, createUser } from "@/lib/accounts/mutations";

export async function createTestUser(role: "contributor" | "admin" = "contributor") {
  const handle = `${role}-${randomBytes(4).toString("hex")}`;
  const user = await createUser({ email: `${handle}@example.com`, role, handle, password: "a-long-password-1" });
  const { token, id: tokenId } = await createApiToken(user.id, "tests", {
    scope: role === "admin" ? "admin" : "upload",
  });
  return { ...user, token, tokenId };
}
