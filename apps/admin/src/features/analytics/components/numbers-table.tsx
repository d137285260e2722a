/**
 * A table of figures (numbers right-aligned and formatted in the console's language) in a box that
 * scrolls down when long, its header kept in view. On a phone each row is a card (StackedTable).
 */
import { Fragment, type ReactNode } from 'react';
import { StackedTable } from '../../../shared/ui/stacked-table';
import { useAnalyticsWords } from '../words';

export function NumbersTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}) {
  const { language } = useAnalyticsWords();
  const format = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });
  // A column of figures only: a text in it (a page, a day) is text, left-aligned.
  const numeric = columns.map((_, index) => rows.every((row) => typeof row[index] === 'number'));
  // A column of single short words (an offer's kind, a language) is never broken inside a word,
  // however many figures stand beside it.
  const words = columns.map((_, index) =>
    rows.every((row) => typeof row[index] === 'string' && SHORT_WORD.test(row[index] as string)),
  );
  // Beside many figures (the funnel) a text keeps room to be read whole words at a time.
  const roomy = columns.length >= ROOMY_FROM_COLUMNS;
  return (
    // A group, not a region: the panel around it is the landmark of that name; a fieldset is for form controls.
    // biome-ignore lint/a11y/useSemanticElements: a scrolling table, not a group of form controls
    <div
      role="group"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
      className="max-h-96 overflow-auto rounded-xl border border-dark-200 dark:border-dark-700"
    >
      <StackedTable
        caption={caption}
        columns={columns.map((column, index) => ({
          key: `${index}`,
          header: column,
          label: column,
          numeric: numeric[index] ?? false,
        }))}
        rows={rows.map((row, index) => ({
          key: `${index}`,
          cells: row.map((cell, column) =>
            typeof cell === 'number'
              ? format.format(cell)
              : words[column]
                ? unbroken(cell)
                : roomy
                  ? roomyText(cell)
                  : breakAfterSlashes(cell),
          ),
        }))}
        headClassName="sticky top-0 bg-dark-50 text-dark-700 dark:bg-dark-900 dark:text-dark-200"
        headCellClassName="px-3 py-2"
        cellClassName="px-3 py-2"
      />
    </div>
  );
}

const SHORT_WORD = /^[^\s/]{1,16}$/u;
const unbroken = (text: string) => <span className="whitespace-nowrap">{text}</span>;
const ROOMY_FROM_COLUMNS = 6;
const roomyText = (text: string) => <span className="block sm:min-w-40">{breakAfterSlashes(text)}</span>;

/** A page address may break after each "/" first, rather than inside a word ("/leistungen/<wbr>…"). */
function breakAfterSlashes(text: string): ReactNode {
  const parts = text.split(/(?<=\/)/);
  if (parts.length < 2) return text;
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
