import { describeType, listSchemaFields, resolveSchema, type FieldRow } from "@/lib/api/fields";
import type { Body, JsonSchema, Operation } from "@/lib/api/openapi";
import { InlineCodeText } from "@/components/ui/inline-code-text";
import { localizeApiText } from "./api-text";
import { FieldTable } from "./field-table";
import styles from "./api-docs.module.css";
import { CodeBlock } from "@/components/ui/code-block";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type Props = {
  method: string;
  path: string;
  operation: Operation;
  schemas: Record<string, JsonSchema>;
  locale: Locale;
};

/** Bodies with more fields than this start folded. */
const OPEN_UP_TO = 20;

export function operationAnchor(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function describeAuth(operation: Operation, locale: Locale): string {
  const t = translate(locale, "ApiDocs");
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return t("authNone");
  const words = schemes.map((scheme) => (scheme === "bearerToken" ? t("authToken") : t("authSession")));
  return t("authAny", { ways: new Intl.ListFormat(locale, { type: "disjunction" }).format(words) });
}

function MediaFields({
  mediaType,
  schema,
  title,
  schemas,
  locale,
}: {
  mediaType: string;
  schema: JsonSchema;
  title: string;
  schemas: Record<string, JsonSchema>;
  locale: Locale;
}) {
  const t = translate(locale, "ApiDocs");
  if (schema.$ref === "#/components/schemas/Error") {
    return <p className="muted">{t.rich("errorBody", { link: (chunks) => <a href="#errors">{chunks}</a> })}</p>;
  }
  const rows: FieldRow[] = listSchemaFields(schema, schemas);
  const type = describeType(schema.$ref ? schema : resolveSchema(schema, schemas));
  const caption = (
    <>
      {title} · <code>{mediaType}</code> · <code>{type}</code>
    </>
  );
  if (rows.length === 0) return <p className="muted">{caption}</p>;
  return (
    <details open={rows.length <= OPEN_UP_TO} className={styles.body}>
      <summary>
        {caption} {t("fieldCount", { count: rows.length })}
      </summary>
      <FieldTable rows={rows} caption={title} locale={locale} />
    </details>
  );
}

type BodyProps = { body: Body; title: string; schemas: Record<string, JsonSchema>; locale: Locale };

function BodyFields({ body, title, schemas, locale }: BodyProps) {
  return Object.entries(body.content ?? {}).map(([mediaType, media]) => (
    <MediaFields
      key={mediaType}
      mediaType={mediaType}
      schema={media.schema}
      title={title}
      schemas={schemas}
      locale={locale}
    />
  ));
}

/** One endpoint: method, path, auth, parameters, request and response bodies, and a curl example. */
export function OperationDoc({ method, path, operation, schemas, locale }: Props) {
  const id = operationAnchor(method, path);
  const t = translate(locale, "ApiDocs");
  const summary = localizeApiText(locale, operation.summary);
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
        <strong>{t("summary", { summary })}</strong>{" "}
        <InlineCodeText text={localizeApiText(locale, operation.description)} />
      </p>
      <p className="meta-line">
        <span>{t("auth", { auth: describeAuth(operation, locale) })}</span>
      </p>
      {parameters.length > 0 && <FieldTable rows={parameters} caption={t("parameters")} locale={locale} />}
      {operation.requestBody && (
        <BodyFields body={operation.requestBody} title={t("requestBody")} schemas={schemas} locale={locale} />
      )}
      <h3>{t("responses")}</h3>
      <ul className="plain">
        {Object.entries(operation.responses).map(([status, response]) => (
          <li key={status}>
            <span className={`badge ${status.startsWith("2") ? "good" : "warn"}`}>{status}</span>{" "}
            {response.description && <InlineCodeText text={localizeApiText(locale, response.description)} />}
            <BodyFields body={response} title={t("statusBody", { status })} schemas={schemas} locale={locale} />
          </li>
        ))}
      </ul>
      {operation["x-codeSamples"].map((sample) => (
        <CodeBlock key={sample.source} label={t("example", { summary })} wrap>
          {sample.source}
        </CodeBlock>
      ))}
    </section>
  );
}
