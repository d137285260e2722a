/** The click map of one page: the bucketed clicks as a heat grid (CSS grid) and as a table. */
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { SelectField } from '../../../shared/ui/field';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../../shared/ui/states';
import { useAnalyticsTable, useClickMap } from '../api';
import type { ResolvedRange } from '../range';
import { useAnalyticsWords } from '../words';
import { NumbersTable } from './numbers-table';

type Cell = { x: number; y: number; clicks: number };

function HeatGrid({ cells, cellPx, label }: { cells: Cell[]; cellPx: number; label: string }) {
  const { w } = useAnalyticsWords();
  const columns = Math.max(...cells.map((cell) => cell.x / cellPx)) + 1;
  const rows = Math.max(...cells.map((cell) => cell.y / cellPx)) + 1;
  const most = Math.max(...cells.map((cell) => cell.clicks));
  return (
    <div
      role="img"
      aria-label={label}
      className="grid max-h-[32rem] w-full max-w-xl overflow-hidden rounded-lg border border-dark-200 bg-dark-50 dark:border-dark-700 dark:bg-dark-900"
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, minmax(0.5rem, 1fr))`,
        aspectRatio: `${columns} / ${rows}`,
      }}
    >
      {cells.map((cell) => (
        <div
          key={`${cell.x}:${cell.y}`}
          title={w.clickMap.cell(cell.x, cell.y, cell.clicks)}
          className="bg-red-600 dark:bg-red-400"
          style={{
            gridColumnStart: cell.x / cellPx + 1,
            gridRowStart: cell.y / cellPx + 1,
            opacity: 0.15 + 0.85 * (cell.clicks / most),
          }}
        />
      ))}
    </div>
  );
}

export function ClickMap({ range }: { range: ResolvedRange }) {
  const { w } = useAnalyticsWords();
  const { t } = useI18n();
  const pages = useAnalyticsTable('top_pages', range);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = pages.data?.rows.map((row) => String(row[0])) ?? [];
  const page = chosen !== null && options.includes(chosen) ? chosen : (options[0] ?? null);
  const map = useClickMap(page, range);
  let body: React.ReactNode;
  if (pages.isPending) body = <LoadingState />;
  else if (pages.isError)
    body = <ErrorState message={toApiProblem(pages.error, t).message} onRetry={() => void pages.refetch()} />;
  else if (options.length === 0) body = <EmptyState>{w.clickMap.noPages}</EmptyState>;
  else
    body = (
      <div className="space-y-4">
        <div className="max-w-md">
          <SelectField
            label={w.clickMap.page}
            value={page ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        </div>
        {map.isPending ? (
          <LoadingState />
        ) : map.isError ? (
          <ErrorState message={w.clickMap.loadError} onRetry={() => void map.refetch()} />
        ) : map.data.cells.length === 0 ? (
          <EmptyState>{w.clickMap.empty}</EmptyState>
        ) : (
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <HeatGrid
              cells={map.data.cells}
              cellPx={map.data.cell_px}
              label={w.clickMap.grid(map.data.page)}
            />
            <NumbersTable
              caption={w.clickMap.table(map.data.page)}
              columns={[w.clickMap.x, w.clickMap.y, w.clickMap.clicks]}
              rows={map.data.cells.map((cell) => [cell.x, cell.y, cell.clicks])}
            />
          </div>
        )}
      </div>
    );
  return (
    <Panel title={w.clickMap.title} id="analytics-click-map">
      <p className="mb-4 text-sm text-dark-700 dark:text-dark-200">{w.clickMap.intro}</p>
      {body}
    </Panel>
  );
}
