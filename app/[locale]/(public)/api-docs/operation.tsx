import { describeType, listSchemaFields, resolveSchema, type FieldRow } from "@/lib/api/fields";
import type { Body, JsonSchema, Operation } from "@/lib/api/openapi";
import { FieldTable } from "./field-table";
import styles from "./api-docs.module.css";
import { CodeBlock } from "@/components/ui/code-block";

type Props = { method: string; path: string; operation: Operation; schemas: Record<string, JsonSchema> };

/** Bodies with more fields than this start folded. */
const OPEN_UP_TO = 20;

export function operationAnchor(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function describeAuth(operation: Operation): string {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return "none (public).";
  const words = schemes.map((scheme) =>
    scheme === "bearerToken" ? "an API token (Authorization: Bearer …)" : "a signed-in session",
  );
  return `${words.join(" or ")}.`;
}

function MediaFields({
  mediaType,
  schema,
  title,
  schemas,
}: {
  mediaType: string;
  schema: JsonSchema;
  title: string;
  schemas: Record<string, JsonSchema>;
}) {
  if (schema.$ref === "#/components/schemas/Error") {
    return (
      <p className="muted">
        Body: an <a href="#errors">error</a>.
      </p>
    );
  }
  const rows: FieldRow[] = listSchemaFields(schema, schemas);
  const caption = `${title} · ${mediaType} · ${describeType(schema.$ref ? schema : resolveSchema(schema, schemas))}`;
  if (rows.length === 0) return <p className="muted">{caption}</p>;
  return (
    <details open={rows.length <= OPEN_UP_TO} className={styles.body}>
      <summary>
        {caption} ({rows.length} fields)
      </summary>
      <FieldTable rows={rows} caption={title} />
    </details>
  );
}

function BodyFields({ body, title, schemas }: { body: Body; title: string; schemas: Record<string, JsonSchema> }) {
  return Object.entries(body.content ?? {}).map(([mediaType, media]) => (
    <MediaFields key={mediaType} mediaType={mediaType} schema={media.schema} title={title} schemas={schemas} />
  ));
}

/** One endpoint: method, path, auth, parameters, request and response bodies, and a curl example. */
export function OperationDoc({ method, path, operation, schemas }: Props) {
  const id = operationAnchor(method, path);
  const parameters: FieldRow[] = (operation.parameters ?? []).map((p) => ({
    path: `${p.name} (${p.in})`,
    type: describeType(p.schema),
    required: p.required,
    description: p.description ?? null,
  }));
  return (
    <section className={`section ${styles.operation}`} aria-labelledby={id}>
      <h2 id={id} className="section-title">
        <span className={styles.method}>{method.toUpperCase()}</span> <code>{path}</code>
      </h2>
      <p>
        <strong>{operation.summary}.</strong> {operation.description}
      </p>
      <p className="meta-line">
        <span>Auth: {describeAuth(operation)}</span>
      </p>
      {parameters.length > 0 && <FieldTable rows={parameters} caption="Parameters" />}
      {operation.requestBody && <BodyFields body={operation.requestBody} title="Request body" schemas={schemas} />}
      <h3>Responses</h3>
      <ul className="plain">
        {Object.entries(operation.responses).map(([status, response]) => (
          <li key={status}>
            <span className={`badge ${status.startsWith("2") ? "good" : "warn"}`}>{status}</span> {response.description}
            <BodyFields body={response} title={`${status} body`} schemas={schemas} />
          </li>
        ))}
      </ul>
      {operation["x-codeSamples"].map((sample) => (
        <CodeBlock key={sample.source} label={`Example: ${operation.summary}`} wrap>
          {sample.source}
        </CodeBlock>
      ))}
    </section>
  );
}
