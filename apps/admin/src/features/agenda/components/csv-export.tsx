/**
 * The CSV of the bookings starting in a period of days (in the practice's zone): two dates and a
 * download link, at most two years (the API's limit).
 */
import { AGENDA_EXPORT_MAX_DAYS } from '@wegweiser/contracts';
import { useState } from 'react';
import { addDays, instantOf } from '../../../shared/practice/zoned';
import { buttonClass } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { agendaCsvHref } from '../api';
import { useAgendaWords } from '../words';

export function CsvExport({ zone, today }: { zone: string; today: string }) {
  const { w } = useAgendaWords();
  const year = today.slice(0, 4);
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const start = from ? instantOf(from, '00:00', zone) : Number.NaN;
  const end = to ? instantOf(addDays(to, 1), '00:00', zone) : Number.NaN;
  const problem =
    Number.isNaN(start) || Number.isNaN(end)
      ? null
      : end <= start
        ? w.csv.reversed
        : end - start > AGENDA_EXPORT_MAX_DAYS * 86_400_000
          ? w.csv.tooLong
          : null;
  const ready = !Number.isNaN(start) && !Number.isNaN(end) && problem === null;
  return (
    <details className="mt-8 rounded-xl border border-dark-200 bg-white p-4 dark:border-dark-700 dark:bg-dark-800">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-dark-900 dark:text-white">
        {w.csv.title}
      </summary>
      <div className="mt-3 grid grid-cols-1 items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <TextField type="date" label={w.csv.from} value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField
          type="date"
          label={w.csv.to}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={problem ?? undefined}
        />
        {ready ? (
          <a
            href={agendaCsvHref(new Date(start).toISOString(), new Date(end).toISOString())}
            download
            className={buttonClass('secondary')}
          >
            {w.csv.download}
          </a>
        ) : (
          <span aria-disabled="true" className={`${buttonClass('secondary')} pointer-events-none opacity-50`}>
            {w.csv.download}
          </span>
        )}
      </div>
    </details>
  );
}
