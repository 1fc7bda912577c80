import { Table, TableHead } from "@/components/ui/table";
import type { FieldRow } from "@/lib/api/fields";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import styles from "./api-docs.module.css";
import { InlineCodeText } from "@/components/ui/inline-code-text";
import { localizeApiText } from "./api-text";

/** A body's or a parameter list's fields as a table: path, type, required, meaning. */
export function FieldTable({ rows, caption, locale }: { rows: FieldRow[]; caption: string; locale: Locale }) {
  const t = translate(locale, "ApiDocs");
  if (rows.length === 0) return <p className="muted">{t("noFields", { caption })}</p>;
  return (
    <Table className={styles.fields} caption={caption}>
      <TableHead columns={[t("field"), t("type"), t("required"), t("meaning")]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <td>
              <code>{row.path}</code>
            </td>
            <td>
              <code>{row.type}</code>
            </td>
            <td>{row.required ? t("yes") : t("no")}</td>
            <td className={styles.meaning}>
              {row.description === null ? "" : <InlineCodeText text={localizeApiText(locale, row.description)} />}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
