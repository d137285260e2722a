/**
 * The translation report: each active language's completeness as a progress bar and, for the
 * chosen language, every missing field and managed text with a link straight to where it is fixed.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { TranslationOverviewSchema, TranslationReportSchema } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useApi } from '../../../shared/api/api-provider';
import { StatusBadge } from '../../../shared/content/status-badge';
import { useContentWords } from '../../../shared/content/words';
import { EmptyState, PageHeader } from '../../../shared/ui/states';
import { QueryState } from '../shared/item-loader';
import { useSettingsWords } from '../words';
import { fixLink } from './report-links';

export default function TranslationsPage({ language }: { language: string | undefined }) {
  const w = useSettingsWords().translations;
  const { w: content } = useContentWords();
  const api = useApi();
  const overview = useQuery({
    queryKey: ['admin', 'translations'],
    queryFn: async () => TranslationOverviewSchema.parse(await api.get('/admin/translations/')),
  });
  const name = (code: string) => content.languageName[code as LanguageCode] ?? code;
  return (
    <>
      <PageHeader title={w.title} intro={w.intro} />
      <QueryState queries={[overview]}>
        {() => (
          <div className="space-y-8">
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {(overview.data?.results ?? []).map((summary) => (
                <li key={summary.language}>
                  <Link
                    to="/translations"
                    search={{ language: summary.language }}
                    title={w.show(name(summary.language))}
                    aria-current={summary.language === language ? 'true' : undefined}
                    className="block space-y-2 rounded-2xl border border-dark-200 bg-white p-4 hover:border-primary-500 aria-[current]:border-primary-700 dark:border-dark-700 dark:bg-dark-800 dark:aria-[current]:border-primary-300"
                  >
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="font-semibold text-dark-900 dark:text-white">
                        {name(summary.language)}
                      </span>
                      <span className="text-sm text-dark-700 dark:text-dark-200">
                        {w.complete(summary.percent)}
                      </span>
                    </span>
                    <progress
                      className="block h-2 w-full overflow-hidden rounded-full accent-primary-700 [&::-webkit-progress-bar]:bg-dark-200 [&::-webkit-progress-value]:bg-primary-700 dark:[&::-webkit-progress-bar]:bg-dark-700 dark:[&::-webkit-progress-value]:bg-primary-300"
                      max={100}
                      value={summary.percent}
                      aria-label={`${name(summary.language)}: ${w.complete(summary.percent)}`}
                    />
                    <span className="block text-sm text-dark-600 dark:text-dark-300">
                      {w.counts(summary.translated, summary.total)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {language ? <MissingList language={language} name={name(language)} /> : null}
          </div>
        )}
      </QueryState>
    </>
  );
}

function MissingList({ language, name }: { language: string; name: string }) {
  const w = useSettingsWords().translations;
  const api = useApi();
  const router = useRouter();
  /** A plain click stays in the app (no reload); a modified one opens a tab as links do. */
  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(event.currentTarget.getAttribute('href') ?? '/admin/');
  };
  const report = useQuery({
    queryKey: ['admin', 'translations', language],
    queryFn: async () =>
      TranslationReportSchema.parse(await api.get(`/admin/translations/${encodeURIComponent(language)}/`)),
  });
  return (
    <section aria-labelledby="missing-title" className="space-y-3">
      <h2 id="missing-title" className="text-lg font-semibold text-dark-900 dark:text-white">
        {w.missingTitle(name)}
      </h2>
      <QueryState queries={[report]}>
        {() => {
          const missing = report.data?.missing ?? [];
          if (missing.length === 0) return <EmptyState>{w.nothingMissing}</EmptyState>;
          return (
            <ul
              aria-label={w.missingTitle(name)}
              className="divide-y divide-dark-200 overflow-hidden rounded-2xl border border-dark-200 bg-white dark:divide-dark-700 dark:border-dark-700 dark:bg-dark-800"
            >
              {missing.map((entry) => {
                const label = entry.label.de ?? entry.label.en ?? Object.values(entry.label)[0] ?? entry.key;
                const resource = w.resources[entry.resource] ?? entry.resource;
                return (
                  <li
                    key={`${entry.resource}/${entry.key}/${entry.field}`}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5"
                  >
                    <div className="min-w-0 flex-1 basis-56">
                      <a
                        href={`/admin${fixLink(entry.resource, entry.key)}`}
                        onClick={follow}
                        className="font-semibold text-primary-800 underline underline-offset-2 dark:text-primary-200"
                        aria-label={w.fix(label, entry.field)}
                      >
                        {label}
                      </a>
                      <p className="text-sm text-dark-600 dark:text-dark-300">
                        {resource} · <span className="font-mono">{entry.field}</span>
                      </p>
                    </div>
                    <StatusBadge status={entry.status} />
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
