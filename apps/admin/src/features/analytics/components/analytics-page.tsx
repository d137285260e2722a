/**
 * The owner's analytics dashboard (issue 14, decision 055/058): a period and a language kept in the
 * URL, the key figures, visitors and page views per day as a chart with a table beside it, the
 * dashboard's tables with their CSV exports, and a click map per page.
 */
import { ANALYTICS_TABLES, type AnalyticsSummary, type AnalyticsTable } from '@wegweiser/contracts';
import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { lazy, Suspense, useMemo } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useContentWords } from '../../../shared/content/words';
import { useT } from '../../../shared/i18n/console-words';
import { usePracticeSettings } from '../../../shared/practice/api';
import { todayIn } from '../../../shared/practice/calendar';
import { FilterSelect, SelectField, TextField } from '../../../shared/ui/field';
import {
  EmptyState,
  ErrorState,
  FormAlert,
  LoadingState,
  PageHeader,
  Panel,
} from '../../../shared/ui/states';
import { csvHref, useAnalyticsSummary, useAnalyticsTable } from '../api';
import {
  type AnalyticsSearch,
  presetDays,
  RANGE_PRESETS,
  type RangePreset,
  type ResolvedRange,
  resolveRange,
} from '../range';
import { presentTable } from '../table-cells';
import { useAnalyticsWords } from '../words';
import { ClickMap } from './click-map';
import { NumbersTable } from './numbers-table';

const DailyChart = lazy(() => import('./daily-chart'));
const WIDE_TABLES: ReadonlySet<AnalyticsTable> = new Set(['funnel', 'funnel_languages']);

function RangeControls({
  search,
  onChange,
  today,
}: {
  search: AnalyticsSearch;
  onChange: (search: AnalyticsSearch) => void;
  today: string;
}) {
  const { w } = useAnalyticsWords();
  const { w: content } = useContentWords();
  const preset = search.range ?? '7d';
  const choosePreset = (next: RangePreset) => {
    if (next === 'custom') {
      const days = preset === 'custom' ? { from: search.from, to: search.to } : presetDays(preset, today);
      onChange({ ...search, range: 'custom', ...days });
    } else onChange({ lang: search.lang, range: next === '7d' ? undefined : next });
  };
  return (
    <fieldset className="mb-6 flex flex-wrap items-end gap-4">
      <legend className="sr-only">{w.filters}</legend>
      <div className="w-full sm:w-48">
        <SelectField
          label={w.range}
          value={preset}
          onChange={(event) => choosePreset(event.target.value as RangePreset)}
        >
          {RANGE_PRESETS.map((option) => (
            <option key={option} value={option}>
              {w.presets[option]}
            </option>
          ))}
        </SelectField>
      </div>
      {preset === 'custom' ? (
        <>
          <div className="w-[calc(50%-0.5rem)] sm:w-44">
            <TextField
              type="date"
              label={w.from}
              value={search.from ?? ''}
              onChange={(event) => onChange({ ...search, from: event.target.value || undefined })}
            />
          </div>
          <div className="w-[calc(50%-0.5rem)] sm:w-44">
            <TextField
              type="date"
              label={w.to}
              value={search.to ?? ''}
              onChange={(event) => onChange({ ...search, to: event.target.value || undefined })}
            />
          </div>
        </>
      ) : null}
      <div className="w-full sm:w-48">
        <FilterSelect
          label={w.language}
          value={search.lang}
          options={LANGUAGE_CODES}
          allLabel={w.allLanguages}
          optionLabel={(code) => content.languageName[code]}
          onChange={(lang) => onChange({ ...search, lang })}
        />
      </div>
    </fieldset>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-dark-200 bg-white p-4 shadow-sm dark:border-dark-700 dark:bg-dark-800">
      <dt className="text-sm text-dark-700 dark:text-dark-200">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-dark-900 dark:text-white">{value}</dd>
    </div>
  );
}

function Figures({ summary }: { summary: AnalyticsSummary }) {
  const { w, language } = useAnalyticsWords();
  const format = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });
  const optional = (value: number | null, unit: (text: string) => string) =>
    value === null ? w.noValue : unit(format.format(value));
  return (
    <dl aria-label={w.figures} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label={w.visitors} value={format.format(summary.visitors)} />
      <Figure label={w.pageViews} value={format.format(summary.page_views)} />
      <Figure label={w.timeOnPage} value={optional(summary.average_time_on_page_seconds, w.seconds)} />
      <Figure label={w.scrollDepth} value={optional(summary.average_scroll_depth_percent, w.percent)} />
    </dl>
  );
}

function PerDay({ summary }: { summary: AnalyticsSummary }) {
  const { w, language } = useAnalyticsWords();
  const labels = useMemo(
    () => ({
      day: w.day,
      visitors: w.visitors,
      pageViews: w.pageViews,
      legend: w.legend,
      legendVisitors: w.legendVisitors,
      legendPageViews: w.legendPageViews,
    }),
    [w],
  );
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="mb-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
      <Panel title={w.perDay} id="analytics-per-day">
        <div className="grid grid-cols-1 gap-4">
          <Suspense fallback={<LoadingState label={w.chartLoading} />}>
            <DailyChart days={summary.days} labels={labels} description={w.chartLabel} locale={locale} />
          </Suspense>
          <NumbersTable
            caption={w.perDay}
            columns={[w.day, w.visitors, w.pageViews]}
            rows={summary.days.map((day) => [
              dayFormat.format(new Date(`${day.day}T00:00:00Z`)),
              day.visitors,
              day.page_views,
            ])}
          />
        </div>
      </Panel>
      <Panel title={w.scrollExits} id="analytics-scroll">
        <NumbersTable
          caption={w.scrollExits}
          columns={[w.depth, w.exits]}
          rows={summary.scroll_depth.map((band) => [w.scrollBand(band.from_percent), band.exits])}
        />
      </Panel>
    </div>
  );
}

function DashboardTable({ table, range }: { table: AnalyticsTable; range: ResolvedRange }) {
  const { w, language } = useAnalyticsWords();
  const { w: content } = useContentWords();
  const t = useT();
  const result = useAnalyticsTable(table, range);
  const title = w.tables[table];
  let body: React.ReactNode;
  if (result.isPending) body = <LoadingState />;
  else if (result.isError)
    body = (
      <ErrorState
        message={`${w.tableError} ${toApiProblem(result.error, t).message}`}
        onRetry={() => void result.refetch()}
      />
    );
  else if (result.data.rows.length === 0) body = <EmptyState>{w.tableEmpty}</EmptyState>;
  else {
    const shown = presentTable(
      result.data,
      {
        columns: w.columns,
        kinds: w.kinds,
        devices: w.clickMap.devices,
        unknown: w.unknown,
        noValue: w.noValue,
        languages: content.languageName,
      },
      language,
    );
    body = <NumbersTable caption={title} columns={shown.columns} rows={shown.rows} />;
  }
  return (
    <Panel title={title} id={`analytics-${table}`}>
      {w.tableIntro[table] ? (
        <p className="mb-3 text-sm text-dark-700 dark:text-dark-200">{w.tableIntro[table]}</p>
      ) : null}
      {body}
      <a
        href={csvHref(table, range)}
        download
        aria-label={w.csv(title)}
        className="mt-3 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary-800 underline hover:bg-dark-100 dark:text-primary-200 dark:hover:bg-dark-700"
      >
        {w.csvShort}
      </a>
    </Panel>
  );
}

export default function AnalyticsPage({
  search,
  onSearchChange,
  now = new Date(),
}: {
  search: AnalyticsSearch;
  onSearchChange: (search: AnalyticsSearch) => void;
  now?: Date;
}) {
  const { w } = useAnalyticsWords();
  const practice = usePracticeSettings();
  if (practice.isPending) return <LoadingState />;
  if (practice.isError)
    return (
      <>
        <PageHeader title={w.title} intro={w.introWithoutZone} />
        <ErrorState message={w.practiceError} onRetry={() => void practice.refetch()} />
      </>
    );
  return (
    <Dashboard
      search={search}
      onSearchChange={onSearchChange}
      today={todayIn(practice.data.time_zone, now)}
      timeZone={practice.data.time_zone}
    />
  );
}

/** The dashboard once the practice's today is known: every day is a day of its time zone. */
function Dashboard({
  search,
  onSearchChange,
  today,
  timeZone,
}: {
  search: AnalyticsSearch;
  onSearchChange: (search: AnalyticsSearch) => void;
  today: string;
  timeZone: string;
}) {
  const { w } = useAnalyticsWords();
  const t = useT();
  const resolved = resolveRange(search, today);
  const range = resolved.ok ? resolved.range : null;
  const summary = useAnalyticsSummary(range);
  let content: React.ReactNode;
  if (!resolved.ok) content = <FormAlert message={w.rangeProblem[resolved.reason]} />;
  else if (summary.isPending) content = <LoadingState />;
  else if (summary.isError)
    content = (
      <ErrorState
        message={`${w.loadError} ${toApiProblem(summary.error, t).message}`}
        onRetry={() => void summary.refetch()}
      />
    );
  else if (summary.data.visitors === 0 && summary.data.page_views === 0)
    content = <EmptyState>{w.empty}</EmptyState>;
  else
    content = (
      <>
        <Figures summary={summary.data} />
        <PerDay summary={summary.data} />
        <div className="mb-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
          {ANALYTICS_TABLES.map((table) => (
            // The funnel's columns need the whole width.
            <div key={table} className={WIDE_TABLES.has(table) ? 'min-w-0 xl:col-span-2' : 'min-w-0'}>
              <DashboardTable table={table} range={resolved.range} />
            </div>
          ))}
        </div>
        <ClickMap range={resolved.range} />
      </>
    );
  return (
    <>
      <PageHeader title={w.title} intro={w.intro(timeZone)} />
      <RangeControls search={search} onChange={onSearchChange} today={today} />
      {content}
    </>
  );
}
