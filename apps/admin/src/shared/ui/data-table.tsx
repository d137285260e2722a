/**
 * A TanStack table as the console draws every list of records (audit log, messages, emails,
 * subscribers): a labelled region that scrolls sideways on a phone and can be reached by keyboard,
 * a caption for screen readers, header cells with `scope="col"`, one row per record.
 */
import { flexRender, type Table } from '@tanstack/react-table';

type Props<T> = {
  table: Table<T>;
  /** Names the region and the table (the caption) for assistive technology. */
  label: string;
  /** Widths and layout as literal Tailwind classes, e.g. `min-w-[44rem]` (the table scrolls below it). */
  tableClassName?: string;
  rowClassName?: string;
  cellClassName?: string;
};

export function DataTable<T>({
  table,
  label,
  tableClassName = 'min-w-[44rem]',
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
      <table className={`w-full text-left text-sm ${tableClassName}`}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-dark-50 text-dark-700 dark:bg-dark-900 dark:text-dark-200">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-dark-200 dark:divide-dark-700">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={rowClassName}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cellClassName}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
