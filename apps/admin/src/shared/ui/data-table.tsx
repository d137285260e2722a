/**
 * A TanStack table as the console draws every list of records (audit log, messages, emails,
 * subscribers): a labelled region reachable by keyboard, a caption for screen readers, header cells
 * with `scope="col"`, one row per record. Below Tailwind's `sm` (a phone) each record is a card: its
 * cells one under another, each named by its column's header, so nothing needs scrolling sideways.
 * The explicit roles keep the table's meaning for assistive technology when CSS makes it blocks.
 */
import { flexRender, type Table } from '@tanstack/react-table';

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
      {/* biome-ignore lint/a11y/noRedundantRoles: kept for screen readers when a phone shows cards */}
      <table role="table" className={`w-full text-left text-sm max-sm:block ${tableClassName}`}>
        <caption className="sr-only">{label}</caption>
        <thead
          // biome-ignore lint/a11y/noRedundantRoles: as above
          role="rowgroup"
          className="bg-dark-50 text-dark-700 max-sm:sr-only dark:bg-dark-900 dark:text-dark-200"
        >
          {table.getHeaderGroups().map((group) => (
            // biome-ignore lint/a11y/noRedundantRoles: as above
            <tr key={group.id} role="row">
              {group.headers.map((header) => (
                // biome-ignore lint/a11y/noRedundantRoles: as above
                <th key={header.id} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
        <tbody role="rowgroup" className="divide-y divide-dark-200 max-sm:block dark:divide-dark-700">
          {table.getRowModel().rows.map((row) => (
            // biome-ignore lint/a11y/noRedundantRoles: as above
            <tr key={row.id} role="row" className={`max-sm:block max-sm:py-2 ${rowClassName}`}>
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  // biome-ignore lint/a11y/noRedundantRoles: as above
                  role="cell"
                  data-label={headerText(cell.column.columnDef.header)}
                  className={`${CARD_CELL} ${cellClassName}`}
                >
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

/** A cell on a phone: its column's name (from `data-label`) beside its value. */
const CARD_CELL =
  'max-sm:flex max-sm:gap-3 max-sm:py-1.5 max-sm:[&>*]:min-w-0 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-dark-600 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-dark-300';

/** A column's header as plain text for the phone's cards (a header drawn by a function has none). */
function headerText(header: unknown): string | undefined {
  return typeof header === 'string' && header !== '' ? header : undefined;
}
