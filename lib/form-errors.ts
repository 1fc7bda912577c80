/**
 * What a server action's form shows next to each field when its input does not parse. Pure:
 * zod's issues in, `{ field: message }` out.
 */

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * One message per form field, named by the top-level input it belongs to ("form" for the whole
 * form): the first one zod reports, which is the first check the value failed.
 */
export function toFieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
