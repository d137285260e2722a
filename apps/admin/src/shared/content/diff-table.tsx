/**
 * A difference between two versions as a table: field (and language), before, after. The field
 * names come from the caller (its field configuration), so the owner reads "Titel", not `title`.
 */
import { type DiffRow, formatValue } from './diff';
import { useContentWords } from './words';

export function DiffTable({
  rows,
  fieldLabel,
  beforeLabel,
  afterLabel,
  caption,
}: {
  rows: DiffRow[];
  fieldLabel: (field: string) => string;
  beforeLabel?: string;
  afterLabel?: string;
  caption?: string;
}) {
  const { w } = useContentWords();
  if (rows.length === 0)
    return <p className="text-sm text-dark-700 dark:text-dark-200">{w.diff.noChanges}</p>;
  const cell = 'border-t border-dark-200 px-2 py-2 align-top dark:border-dark-700';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className="text-dark-700 dark:text-dark-200">
            <th scope="col" className="px-2 py-1 font-semibold">
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
              <th scope="row" className={`${cell} font-medium text-dark-900 dark:text-white`}>
                {fieldLabel(row.field)}
                {row.language ? ` (${w.languageName[row.language]})` : ''}
              </th>
              <td className={`${cell} whitespace-pre-wrap break-words text-red-900 dark:text-red-200`}>
                {formatValue(row.before, w)}
              </td>
              <td
                className={`${cell} whitespace-pre-wrap break-words text-primary-900 dark:text-primary-100`}
              >
                {formatValue(row.after, w)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
