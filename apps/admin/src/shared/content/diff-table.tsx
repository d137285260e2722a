/**
 * A difference between two versions as a table: field (and language), before, after. The field
 * names come from the caller (its field configuration), so the owner reads "Titel", not `title`.
 */
import { type DiffRow, formatValue } from './diff';
import { useContentWords } from './words';

export function DiffTable({
  rows,
  fieldLabel,
  valueText,
  beforeLabel,
  afterLabel,
  caption,
}: {
  rows: DiffRow[];
  fieldLabel: (field: string) => string;
  /** A choice's value as the owner reads it ("Pokal", not `TrophyIcon`); undefined: shown as it is. */
  valueText?: ((field: string, value: unknown) => string | undefined) | undefined;
  beforeLabel?: string;
  afterLabel?: string;
  /** Names the table (and its scrolling region) for a screen reader. */
  caption: string;
}) {
  const { w } = useContentWords();
  if (rows.length === 0)
    return <p className="text-sm text-dark-700 dark:text-dark-200">{w.diff.noChanges}</p>;
  const cell = 'border-t border-dark-200 px-2 py-2 align-top dark:border-dark-700';
  const shown = (row: DiffRow, value: unknown) => valueText?.(row.field, value) ?? formatValue(value, w);
  const label = (row: DiffRow) =>
    `${fieldLabel(row.field)}${row.language ? ` (${w.languageName[row.language]})` : ''}`;
  const before = 'whitespace-pre-wrap break-words text-red-900 dark:text-red-200';
  const after = 'whitespace-pre-wrap break-words text-primary-900 dark:text-primary-100';
  return (
    <>
      {/* A phone: one card per change, before above after (three columns would break every word). */}
      <dl className="space-y-3 text-sm sm:hidden">
        {rows.map((row) => (
          <div
            key={`${row.field}.${row.language ?? ''}`}
            className="rounded-lg border border-dark-200 p-3 dark:border-dark-700"
          >
            <dt className="font-medium text-dark-900 dark:text-white">{label(row)}</dt>
            <dd className="mt-2">
              <span className="block text-xs font-semibold text-dark-700 dark:text-dark-200">
                {beforeLabel ?? w.diff.before}
              </span>
              <span className={`block ${before}`}>{shown(row, row.before)}</span>
            </dd>
            <dd className="mt-2">
              <span className="block text-xs font-semibold text-dark-700 dark:text-dark-200">
                {afterLabel ?? w.diff.after}
              </span>
              <span className={`block ${after}`}>{shown(row, row.after)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {/* Wider: a table. Should a value still not fit, it scrolls sideways and takes the focus, so
          the keyboard can scroll it too (named for that). */}
      <section
        className="hidden overflow-x-auto sm:block"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus
        tabIndex={0}
        aria-label={caption}
      >
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="text-dark-700 dark:text-dark-200">
              <th scope="col" className="w-[30%] px-2 py-1 font-semibold">
                {w.diff.field}
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                {beforeLabel ?? w.diff.before}
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                {afterLabel ?? w.diff.after}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.field}.${row.language ?? ''}`}>
                <th scope="row" className={`${cell} break-words font-medium text-dark-900 dark:text-white`}>
                  {label(row)}
                </th>
                <td className={`${cell} ${before}`}>{shown(row, row.before)}</td>
                <td className={`${cell} ${after}`}>{shown(row, row.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
