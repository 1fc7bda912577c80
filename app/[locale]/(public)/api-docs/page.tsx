import type { ReactNode } from "react";
import { API_ROUTES } from "@/app/api/v1/route-registry";
import { buildOpenApiDocument, type JsonSchema, type Operation } from "@/lib/api/openapi";
import styles from "./api-docs.module.css";
import { localizeApiText } from "./api-text";
import { OperationDoc, operationAnchor } from "./operation";
import { buildMessagesMetadata } from "@/lib/discovery/page-metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";

type Props = { params: LocaleParams };

export const generateMetadata = buildMessagesMetadata("ApiDocs", "/api-docs");

const ERROR_EXAMPLE = '{ "error": "…", "issues": [{ "path": "model.paramsB", "message": "…" }] }';

/** The API reference, rendered from the same OpenAPI document /api/v1/openapi.json serves. */
export default async function ApiDocsPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "ApiDocs");
  const code = (chunks: ReactNode) => <code>{chunks}</code>;
  const doc = buildOpenApiDocument(API_ROUTES);
  const schemas: Record<string, JsonSchema> = doc.components.schemas;
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{localizeApiText(locale, doc.info.description)}</p>
      <p id="errors">{t.rich("errors", { code, example: ERROR_EXAMPLE, header: "Authorization: Bearer <token>" })}</p>
      <p className="meta-line">
        <a href="/api/v1/openapi.json">{t("openapi")}</a>
        <a href="/api/v1/schema/run-bundle.json">{t("bundleSchema")}</a>
      </p>
      <nav aria-label={t("endpoints")}>
        <ul className={styles.toc}>
          {operations.map(({ path, method, operation }) => (
            <li key={`${method} ${path}`}>
              <a href={`#${operationAnchor(method, path)}`}>
                <code>
                  {method.toUpperCase()} {path}
                </code>
              </a>{" "}
              <span className="muted">{localizeApiText(locale, operation.summary)}</span>
            </li>
          ))}
        </ul>
      </nav>
      {operations.map(({ path, method, operation }) => (
        <OperationDoc
          key={`${method} ${path}`}
          method={method}
          path={path}
          operation={operation}
          schemas={schemas}
          locale={locale}
        />
      ))}
    </>
  );
}
