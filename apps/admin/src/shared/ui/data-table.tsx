/**
 * A TanStack table as the console draws every list of records (audit log, messages, emails,
 * subscribers): a labelled region reachable by keyboard, a caption for screen readers, header cells
 * with `scope="col"`, one row per record. Drawn by StackedTable: on a phone each record is a card,
 * each value named by its column's header, so nothing needs scrolling sideways.
 */
import { flexRender, type Table } from '@tanstack/react-table';
import { StackedTable } from './stacked-table';

type Props<T> = {
  table: Table<T>;
  /** Names the region and the table (the caption) for assistive technology. */
  label: string;
  /** Widths and layout as literal Tailwind classes, e.g. `sm:min-w-[44rem]` (the table scrolls below it). */
  tableClassName?: string;
  rowClassName?: string;
  cellClassName?: string;
};

export function DataTable<T>({
  table,
  label,
  tableClassName = 'sm:min-w-[44rem]',
  rowClassName = 'align-top',
  cellClassName = 'px-4 py-3',
}: Props<T>) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
      className="overflow-x-auto rounded-2xl border border-dark-200 bg-white dark:border-dark-700 dark:bg-dark-800"
    >
      <StackedTable
        caption={label}
        columns={table.getLeafHeaders().map((header) => ({
          key: header.id,
          header: flexRender(header.column.columnDef.header, header.getContext()),
          label: headerText(header.column.columnDef.header),
        }))}
        rows={table.getRowModel().rows.map((row) => ({
          key: row.id,
          cells: row
            .getVisibleCells()
            .map((cell) => flexRender(cell.column.columnDef.cell, cell.getContext())),
        }))}
        className={tableClassName}
        rowClassName={rowClassName}
        cellClassName={cellClassName}
      />
    </section>
  );
}

/** A column's header as plain text for the phone's cards (a header drawn by a function has none). */
function headerText(header: unknown): string | undefined {
  return typeof header === 'string' && header !== '' ? header : undefined;
}
