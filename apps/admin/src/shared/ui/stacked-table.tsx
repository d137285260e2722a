/**
 * The console's one table that fits a phone (decision 087). From Tailwind's `sm` up it is an
 * ordinary table; below it (a phone) each row is a card, its cells one under another, each named
 * by its column's header ("Seite   /leistungen/…", "Besuche   12"), so nothing needs scrolling
 * sideways and no word is cut. Text wraps where it must (a long page address or email address
 * breaks anywhere rather than widening the table); numbers stay on one line, right-aligned. The
 * explicit roles keep the table's meaning for assistive technology when CSS makes it blocks.
 */
import type { ReactNode } from 'react';

export type StackedColumn = {
  key: string;
  header: ReactNode;
  /** The column's name as plain text, shown beside each value on a phone (none: no name shown). */
  label?: string | undefined;
  /** Figures: right-aligned, tabular, never broken across lines. */
  numeric?: boolean;
  /** A control in each row (a checkbox): centred under its header from `sm` up. */
  centred?: boolean;
  /** Its cells name their rows (`<th scope="row">`), e.g. the network in a matrix of checkboxes. */
  rowHeader?: boolean;
};

export type StackedRow = { key: string; cells: ReactNode[] };

type Props = {
  /** Names the table (its caption) for assistive technology. */
  caption: string;
  columns: StackedColumn[];
  rows: StackedRow[];
  /** Widths and layout as literal Tailwind classes, e.g. `sm:min-w-[44rem]`. */
  className?: string;
  headClassName?: string;
  headCellClassName?: string;
  rowClassName?: string;
  cellClassName?: string;
};

export function StackedTable({
  caption,
  columns,
  rows,
  className = '',
  headClassName = 'bg-dark-50 text-dark-700 dark:bg-dark-900 dark:text-dark-200',
  headCellClassName = 'px-4 py-3',
  rowClassName = 'align-top',
  cellClassName = 'px-4 py-3',
}: Props) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept for screen readers when a phone shows cards
    <table role="table" className={`w-full text-left text-sm max-sm:block ${className}`}>
      <caption className="sr-only">{caption}</caption>
      {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
      <thead role="rowgroup" className={`max-sm:sr-only ${headClassName}`}>
        {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column.key}
              // biome-ignore lint/a11y/noRedundantRoles: as above
              role="columnheader"
              scope="col"
              className={`font-semibold ${align(column)} ${headCellClassName}`}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
      <tbody role="rowgroup" className="divide-y divide-dark-200 max-sm:block dark:divide-dark-700">
        {rows.map((row) => (
          // biome-ignore lint/a11y/noRedundantRoles: as above
          <tr key={row.key} role="row" className={`${CARD} ${rowClassName}`}>
            {row.cells.map((cell, index) => {
              const column = columns[index];
              const Cell = column?.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column?.key ?? index}
                  role={column?.rowHeader ? 'rowheader' : 'cell'}
                  scope={column?.rowHeader ? 'row' : undefined}
                  data-label={column?.label || undefined}
                  className={`${CARD_CELL} ${cellClassName} ${cellAlign(column)} ${column?.rowHeader ? 'font-medium' : ''} ${
                    // A control sits level with the middle of its name; text shares its name's first line.
                    column?.centred ? 'max-sm:items-center' : 'max-sm:items-baseline'
                  }`}
                >
                  {/* One box for whatever the cell holds, so a phone's card lays it out beside its name. */}
                  <div className={column?.numeric ? NUMBER : TEXT}>{cell}</div>
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where a column's header sits. */
function align(column: StackedColumn): string {
  if (column.numeric) return 'text-right';
  return column.centred ? 'text-center' : 'text-left';
}

/** Where a column's values sit from `sm` up (on a phone each is beside its name, see below). */
function cellAlign(column: StackedColumn | undefined): string {
  if (column?.numeric) return 'sm:text-right';
  return column?.centred ? 'sm:text-center' : 'text-left';
}

/**
 * A row on a phone: a card of two columns, the names as wide as the longest needs (at most half
 * the card) and the values beside them, lined up from one line to the next (each cell a subgrid).
 */
const CARD = 'max-sm:grid max-sm:grid-cols-[fit-content(50%)_minmax(0,1fr)] max-sm:gap-x-3 max-sm:py-2';

/**
 * A cell on a phone: its column's name (from `data-label`) beside its value. A name longer than
 * half the card wraps between words or is hyphenated (the page's `lang`); a single word is never
 * cut, its column grows instead (the values may break anywhere).
 */
const CARD_CELL =
  'max-sm:col-span-full max-sm:grid max-sm:grid-cols-subgrid max-sm:py-1.5 max-sm:before:font-semibold max-sm:before:text-dark-600 max-sm:before:hyphens-auto max-sm:before:break-words max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-dark-300';

/**
 * Text breaks where it must, inside a word too (a page address, an email address). On a phone the
 * parts of a value stack, and its name lines up with the first line of the first one — of a badge
 * or a button of two lines too (`baseline-source: first`; an inline block's baseline is otherwise
 * its last line).
 */
const TEXT =
  'min-w-0 [overflow-wrap:anywhere] max-sm:flex max-sm:flex-col max-sm:items-start max-sm:**:[baseline-source:first]';

/** A figure stays whole and lines up on the right, on a phone's card too. */
const NUMBER = 'whitespace-nowrap tabular-nums max-sm:text-right';
