/** The CLI's database commands; loaded after DATABASE_URL is known. */
import { AccountError, createApiToken, createUser, unlockPasswordSignIn } from "@/lib/accounts/mutations";
import { computeTokenExpiry, emailSchema, ROLES, tokenExpiryDaysSchema, tokenScopeSchema } from "@/lib/accounts/schema";
import { db } from "@/lib/db";
import { assembleBundle } from "@/lib/runs/assemble";
import { importRunBundle } from "@/lib/uploads/import";
import { importPublicFolder } from "@/lib/uploads/import-public";
import { describeCatalogueLoad, loadCuratedCatalogue } from "@/lib/catalogue/load-curated";
import { formatUploadAnswer } from "@/lib/uploads/upload-answer";
import { BundleError } from "@/lib/runs/prepare";
import { recomputeAllRuns } from "@/lib/runs/recompute";
import { getFirstIssue } from "@/lib/ingest/schema";

type Values = Record<string, string | boolean | undefined>;
type Io = {
  readJson: (file: string) => unknown;
  readFiles: (files: string[]) => Array<{ name: string; text: string }>;
};

function requireEmail(values: Values): string {
  const parsed = emailSchema.safeParse(values.email);
  if (!parsed.success)
    throw Object.assign(new Error("--email: give a valid e-mail address."), { code: "ERR_PARSE_ARGS_EMAIL" });
  return parsed.data;
}

async function importFiles(files: string[], values: Values, io: Io): Promise<number> {
  const owner = values.as
    ? await db.user.findUnique({ where: { email: requireEmail({ email: values.as }) }, select: { id: true } })
    : null;
  if (values.as && !owner) throw new Error(`No user with the e-mail ${values.as}.`);
  const inputs = values.manifest
    ? [assembleBundle(io.readJson(values.manifest as string), io.readFiles(files))]
    : io.readFiles(files).map((file) => JSON.parse(file.text) as unknown);
  let failed = 0;
  for (const [index, input] of inputs.entries()) {
    try {
      // The operator imports: catalogue facts apply directly, also for runs credited to a contributor (--as).
      const result = await importRunBundle(input, { contributorId: owner?.id ?? null, trusted: true });
      for (const line of formatUploadAnswer(result.status === "created" ? "imported" : "already there", result, null))
        console.log(line);
    } catch (error) {
      if (!(error instanceof BundleError)) throw error;
      failed++;
      console.error(`${values.manifest ? "upload" : files[index]}: not imported`);
      for (const issue of error.issues) console.error(`  ${issue.path}: ${issue.message}`);
    }
  }
  return failed > 0 ? 1 : 0;
}

/** Imports a folder of published results (issue 27) and says per file what was stored or why not. */
async function importPublic(folder: string | undefined): Promise<number> {
  if (!folder) throw Object.assign(new Error("import-public: name the folder."), { code: "ERR_PARSE_ARGS_FOLDER" });
  const outcomes = await importPublicFolder(folder);
  for (const outcome of outcomes) {
    if (outcome.status === "refused") {
      console.error(`${outcome.file}: not imported (${outcome.source})`);
      for (const reason of outcome.reasons) console.error(`  ${reason}`);
      continue;
    }
    console.log(`${outcome.file}: ${outcome.status} (${outcome.source})`);
    for (const line of formatUploadAnswer(outcome.status, outcome.result, null)) console.log(`  ${line}`);
  }
  const count = (status: string) => outcomes.filter((outcome) => outcome.status === status).length;
  const runs = outcomes.reduce((sum, o) => sum + (o.status === "imported" ? o.result.runs.length : 0), 0);
  console.log(
    `${outcomes.length} files: ${count("imported")} imported (${runs} runs), ` +
      `${count("already there")} already there, ${count("refused")} not imported`,
  );
  return 0;
}

export async function runCommand(
  command: string,
  sub: string | undefined,
  rest: string[],
  values: Values,
  io: Io,
): Promise<number> {
  try {
    if (command === "user" && sub === "add") {
      const role = (values.role ?? "contributor") as string;
      if (!(ROLES as readonly string[]).includes(role)) throw new Error(`--role: use ${ROLES.join(" or ")}.`);
      // The password policy (length, common passwords, not the e-mail) is applied by createUser.
      const password = values.password as string | undefined;
      const user = await createUser({
        email: requireEmail(values),
        role: role as (typeof ROLES)[number],
        password,
        handle: values.handle as string | undefined,
      });
      console.log(`created ${user.role} ${user.email} (@${user.handle})`);
      return 0;
    }
    if (command === "user" && sub === "unlock") {
      // Lifts the password sign-in lockout that failed attempts put on the account.
      const email = requireEmail(values);
      const user = await db.user.findUnique({ where: { email }, select: { id: true } });
      if (!user) throw new Error(`No user with the e-mail ${email}.`);
      const hadFailures = await unlockPasswordSignIn(email);
      console.log(hadFailures ? `unlocked password sign-in of ${email}` : `${email} had no failed sign-ins to forget`);
      return 0;
    }
    if (command === "token" && sub === "create") {
      const email = requireEmail(values);
      const user = await db.user.findUnique({ where: { email }, select: { id: true } });
      if (!user)
        throw new Error(
          `No user with the e-mail ${email}. ` +
            `Create one with: npm run arena -- user add --email ${email} --role contributor`,
        );
      const scope = tokenScopeSchema.safeParse(values.scope ?? "upload");
      if (!scope.success) throw new Error(`--scope: ${getFirstIssue(scope.error).message}`);
      const rawDays = values["expires-days"];
      const days = rawDays === undefined ? null : tokenExpiryDaysSchema.safeParse(rawDays);
      if (days && !days.success) throw new Error(`--expires-days: ${getFirstIssue(days.error).message}`);
      const expiresAt = days ? computeTokenExpiry(days.data) : null;
      const name = (values.name as string | undefined) ?? "CLI";
      const token = await createApiToken(user.id, name, { scope: scope.data, expiresAt });
      // The token alone on stdout, for scripts; what it may do on stderr, for people.
      console.log(token.token);
      const expiry = token.expiresAt ? `expires ${token.expiresAt.toISOString()}` : "never expires";
      console.error(`${token.scope} scope, ${expiry}`);
      return 0;
    }
    if (command === "import-public") return importPublic(sub);
    if (command === "catalogue" && sub === "load") {
      const loaded = await loadCuratedCatalogue();
      console.log(describeCatalogueLoad(loaded));
      return 0;
    }
    if (command === "import") return importFiles([sub, ...rest].filter(Boolean) as string[], values, io);
    if (command === "score" && sub === "recompute") {
      const started = Date.now();
      const count = await recomputeAllRuns();
      console.log(`recomputed ${count} runs in ${Date.now() - started} ms`);
      return 0;
    }
    console.error(`unknown command: ${[command, sub].filter(Boolean).join(" ")}`);
    return 2;
  } catch (error) {
    if (error instanceof AccountError) {
      console.error(`--${error.path}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
