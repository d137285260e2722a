/** A plain, scrollable table of figures (numbers right-aligned and formatted in the console's language). */
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
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-dark-50 text-dark-700 dark:bg-dark-900 dark:text-dark-200">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-dark-200 dark:divide-dark-700">
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional figures without an id
            <tr key={index}>
              {row.map((cell, column) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  key={column}
                  className={`px-3 py-2 ${typeof cell === 'number' ? 'text-right tabular-nums' : 'break-words'}`}
                >
                  {typeof cell === 'number' ? format.format(cell) : cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
