/**
 * Table markup shared by every table on the site: the scroll wrapper, header cells that say
 * what they head, numbers formatted one way. Server-safe (no hooks), so client components can
 * use them too. Styles are the global `.table-wrap`, `table`, `th` and `td` rules.
 */
import type { ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { formatNumber } from "@/lib/format";

type TableProps = TableHTMLAttributes<HTMLTableElement> & {
  /** Read first by screen readers: what the rows are. */
  caption?: ReactNode;
  /** Classes of the scroll wrapper besides `table-wrap`. */
  wrapClassName?: string;
};

/** A table in its horizontal scroll wrapper, so a wide table never widens the page. */
export function Table({ caption, wrapClassName, children, ...table }: TableProps) {
  return (
    <div className={wrapClassName ? `table-wrap ${wrapClassName}` : "table-wrap"}>
      <table {...table}>
        {caption !== undefined && <caption>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

/** A header cell; it heads a column unless `scope` says "row". */
export function HeaderCell({ scope = "col", ...cell }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} {...cell} />;
}

/**
 * A column of TableHead: its title, or its title and whether it holds text. Numbers align right (the
 * default), text left like the first column; its cells say so with `className="text"`.
 */
export type Column = string | { label: string; text: true };

/** The header of a table whose column titles are plain text. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === "string" ? (
            <HeaderCell key={column}>{column}</HeaderCell>
          ) : (
            <HeaderCell key={column.label} className="text">
              {column.label}
            </HeaderCell>
          ),
        )}
      </tr>
    </thead>
  );
}

type ListTableProps<Row> = Omit<TableProps, "children"> & {
  columns: Column[];
  rows: readonly Row[];
  /** Said in one row across the table when there are no rows. */
  empty: ReactNode;
  /** The table row (`<tr key=…>`) of one item. */
  children: (row: Row) => ReactNode;
};

/** A table of items under plain-text column titles: a row each, or one row saying it is `empty`. */
export function ListTable<Row>({ columns, rows, empty, children, ...table }: ListTableProps<Row>) {
  return (
    <Table {...table}>
      <TableHead columns={columns} />
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
        {rows.map((row) => children(row))}
      </tbody>
    </Table>
  );
}

type NumericCellProps = Omit<TdHTMLAttributes<HTMLTableCellElement>, "children"> & {
  value: number | null | undefined;
  /** Decimals shown (lib/format.ts formatNumber); a missing value shows as a dash. */
  digits?: number;
};

/** A cell holding one number, formatted as the site formats numbers. */
export function NumericCell({ value, digits = 1, ...cell }: NumericCellProps) {
  return <td {...cell}>{formatNumber(value, digits)}</td>;
}
