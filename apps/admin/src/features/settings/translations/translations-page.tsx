/**
 * The translation report (decision 089): per active language how much of the website it shows
 * (the progress bar) and what waits in drafts; for the chosen language every missing text, grouped
 * by where it is missing — on the website, only in a draft, or translated in a draft not yet
 * published — named in words, marked when it is an unedited copy, and linked to where it is fixed
 * with that language being edited.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import {
  MISSING_STATES,
  type MissingTranslation,
  TranslationOverviewSchema,
  TranslationReportSchema,
} from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useApi } from '../../../shared/api/api-provider';
import { StatusBadge } from '../../../shared/content/status-badge';
import { managedTextName } from '../../../shared/content/text-descriptions';
import { useContentWords } from '../../../shared/content/words';
import { EmptyState, PageHeader } from '../../../shared/ui/states';
import { QueryState } from '../shared/item-loader';
import { useSettingsWords } from '../words';
import { fieldName, resourceName } from './field-names';
import { fixLink } from './report-links';

export default function TranslationsPage({ language }: { language: string | undefined }) {
  const w = useSettingsWords().w.translations;
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
                    <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                      <span className="font-semibold text-dark-900 dark:text-white">
                        {name(summary.language)}
                      </span>
                      <span className="text-sm text-dark-700 dark:text-dark-200">
                        {w.onSite(summary.percent)}
                      </span>
                    </span>
                    <progress
                      className="block h-2 w-full overflow-hidden rounded-full accent-primary-700 [&::-webkit-progress-bar]:bg-dark-200 [&::-webkit-progress-value]:bg-primary-700 dark:[&::-webkit-progress-bar]:bg-dark-700 dark:[&::-webkit-progress-value]:bg-primary-300"
                      max={100}
                      value={summary.percent}
                      aria-label={w.onSiteLabel(name(summary.language), summary.percent)}
                    />
                    <span className="block text-sm text-dark-600 dark:text-dark-300">
                      {w.counts(summary.translated, summary.total)}
                    </span>
                    {summary.awaiting_publish > 0 ? (
                      <span className="block text-sm font-medium text-dark-800 dark:text-dark-100">
                        {w.waiting(summary.awaiting_publish)}
                      </span>
                    ) : null}
                    {summary.missing_in_drafts > 0 ? (
                      <span className="block text-sm font-medium text-dark-800 dark:text-dark-100">
                        {w.draftsMissing(summary.missing_in_drafts)}
                      </span>
                    ) : null}
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
  const w = useSettingsWords().w.translations;
  const api = useApi();
  const report = useQuery({
    queryKey: ['admin', 'translations', language],
    queryFn: async () =>
      TranslationReportSchema.parse(await api.get(`/admin/translations/${encodeURIComponent(language)}/`)),
  });
  return (
    <section aria-labelledby="missing-title" className="space-y-4">
      <h2 id="missing-title" className="text-lg font-semibold text-dark-900 dark:text-white">
        {w.missingTitle(name)}
      </h2>
      <QueryState queries={[report]}>
        {() => {
          const missing = report.data?.missing ?? [];
          if (missing.length === 0) return <EmptyState>{w.nothingMissing}</EmptyState>;
          return (
            <div className="space-y-6">
              {MISSING_STATES.map((state) => {
                const entries = missing.filter((entry) => entry.state === state);
                if (entries.length === 0) return null;
                return (
                  <section key={state} aria-labelledby={`missing-${state}`} className="space-y-2">
                    <div>
                      <h3 id={`missing-${state}`} className="font-semibold text-dark-900 dark:text-white">
                        {w.states[state].title} ({entries.length})
                      </h3>
                      <p className="text-sm text-dark-600 dark:text-dark-300">{w.states[state].hint}</p>
                    </div>
                    <ul
                      aria-labelledby={`missing-${state}`}
                      className="divide-y divide-dark-200 overflow-hidden rounded-2xl border border-dark-200 bg-white dark:divide-dark-700 dark:border-dark-700 dark:bg-dark-800"
                    >
                      {entries.map((entry) => (
                        <MissingEntry
                          key={`${entry.resource}/${entry.key}/${entry.field}`}
                          entry={entry}
                          language={language}
                        />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

function MissingEntry({ entry, language }: { entry: MissingTranslation; language: string }) {
  const words = useSettingsWords().w;
  const w = words.translations;
  const { w: content, language: uiLanguage } = useContentWords();
  const router = useRouter();
  /** A plain click stays in the app (no reload); a modified one opens a tab as links do. */
  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(event.currentTarget.getAttribute('href') ?? '/admin/');
  };
  // A managed text by what it is ("Startseite · Einleitung → Große Überschrift oben"), not its key (decision 092).
  const label =
    (entry.resource === 'managed-texts' ? managedTextName(entry.key, uiLanguage) : undefined) ??
    entry.label.de ??
    entry.label.en ??
    Object.values(entry.label)[0] ??
    entry.key;
  const resource = resourceName(entry.resource, uiLanguage, words);
  const field = fieldName(entry.resource, entry.field, uiLanguage, words);
  const copiedFrom = entry.copied_from ? content.languageName[entry.copied_from as LanguageCode] : null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
      <div className="min-w-0 flex-1 basis-56">
        <a
          href={`/admin${fixLink(entry.resource, entry.key, language)}`}
          onClick={follow}
          className="font-semibold break-words text-primary-800 underline underline-offset-2 dark:text-primary-200"
          aria-label={entry.state === 'awaiting_publish' ? w.publish(label, field) : w.fix(label, field)}
        >
          {label}
        </a>
        <p className="text-sm text-dark-600 dark:text-dark-300">
          {resource} · {field}
        </p>
        {copiedFrom ? (
          <p className="mt-1">
            <span className="inline-block rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {w.copiedFrom(copiedFrom)}
            </span>
          </p>
        ) : null}
      </div>
      <StatusBadge status={entry.status} />
    </li>
  );
}
