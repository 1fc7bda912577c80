import type { Metadata } from "next";
import { buildOpenApiDocument, type JsonSchema, type Operation } from "@/lib/api/openapi";
import styles from "./api-docs.module.css";
import { OperationDoc, operationAnchor } from "./operation";
import { buildPageMetadata } from "@/lib/discovery/metadata";

export const metadata: Metadata = buildPageMetadata({
  title: "API reference",
  description:
    "The Inference Arena HTTP API: read runs and leaderboards as JSON or CSV, upload run bundles with a token, " +
    "and the OpenAPI document.",
  path: "/api-docs",
});

/** The API reference, rendered from the same OpenAPI document /api/v1/openapi.json serves. */
export default function ApiDocsPage() {
  const doc = buildOpenApiDocument();
  const schemas: Record<string, JsonSchema> = doc.components.schemas;
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );
  return (
    <>
      <h1>API reference</h1>
      <p className="lead">{doc.info.description}</p>
      <p id="errors">
        Everything under <code>/api/v1</code> answers JSON. An error answers{" "}
        <code>{'{ "error": "…", "issues": [{ "path": "model.paramsB", "message": "…" }] }'}</code> with a 4xx status,
        each issue naming the field at fault. Create an API token on your account page and send it as{" "}
        <code>Authorization: Bearer &lt;token&gt;</code>; reads need none.
      </p>
      <p className="meta-line">
        <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>
        <a href="/api/v1/schema/run-bundle.json">Run bundle JSON Schema</a>
      </p>
      <nav aria-label="Endpoints">
        <ul className={styles.toc}>
          {operations.map(({ path, method, operation }) => (
            <li key={`${method} ${path}`}>
              <a href={`#${operationAnchor(method, path)}`}>
                <code>
                  {method.toUpperCase()} {path}
                </code>
              </a>{" "}
              <span className="muted">{operation.summary}</span>
            </li>
          ))}
        </ul>
      </nav>
      {operations.map(({ path, method, operation }) => (
        <OperationDoc key={`${method} ${path}`} method={method} path={path} operation={operation} schemas={schemas} />
      ))}
    </>
  );
}
