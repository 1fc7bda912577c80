import { Table, TableHead } from "@/components/ui/table";
import type { FieldRow } from "@/lib/api/fields";
import styles from "./api-docs.module.css";

/** A body's or a parameter list's fields as a table: path, type, required, meaning. */
export function FieldTable({ rows, caption }: { rows: FieldRow[]; caption: string }) {
  if (rows.length === 0) return <p className="muted">{caption}: no fields.</p>;
  return (
    <Table className={styles.fields} caption={caption}>
      <TableHead columns={["Field", "Type", "Required", "Meaning"]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <td>
              <code>{row.path}</code>
            </td>
            <td>{row.type}</td>
            <td>{row.required ? "yes" : "no"}</td>
            <td className={styles.meaning}>{row.description ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
