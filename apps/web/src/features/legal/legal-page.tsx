/**
 * A legal page (/legal/{slug}: privacy, imprint, terms): title, last update and the markdown text,
 * typeset for long reading. Unknown slugs answer 404.
 */
import type { LegalPage as LegalPageContent } from '@wegweiser/contracts';
import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { itemLoadStatus, storedItem } from '../../shared/data/item';
import { useResource } from '../../shared/data/use-resource';
import { formatDate } from '../../shared/lib/format-date';
import type { LoadContext, MetaContext, PageMeta, PageProps } from '../../shared/router/route-types';
import { Link } from '../../shared/router/router';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { ContentLoadError } from '../../shared/ui/content-load-error';
import { pageTitle } from '../../shared/ui/heading-styles';
import { Markdown, preloadMarkdown } from '../../shared/ui/markdown';
import { NotFoundMessage } from '../../shared/ui/not-found-message';
import { articleProse } from '../../shared/ui/prose-styles';
import { legalPageResource } from './api/get-legal-page';
import { LegalNav } from './components/legal-nav';
import { legalLabels } from './legal-labels';
import { isLegalSlug, isMissingLegalPage } from './lib/legal-lookup';

const TEXTS = ['footer_legal_privacy', 'footer_legal_imprint', 'footer_legal_terms'] as const;

export default function LegalPage({ params }: PageProps) {
  const { language } = useApp();
  const { t } = useTexts(TEXTS);
  const labels = legalLabels(language);
  const slug = params.slug ?? '';
  const { data, error, reload } = useResource(isLegalSlug(slug) ? legalPageResource(language, slug) : null);
  const missing = isMissingLegalPage(data, error, slug);
  const page = missing ? undefined : data;

  usePageMeta(page ? legalMeta(page) : null);

  const navItems = [
    { slug: 'privacy', label: t('footer_legal_privacy') },
    { slug: 'imprint', label: t('footer_legal_imprint') },
    { slug: 'terms', label: t('footer_legal_terms') },
  ].filter((item) => item.label);

  if (missing) {
    return (
      <NotFoundMessage title={labels.notFoundTitle} text={labels.notFoundText}>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {navItems.map((item) => (
            <li key={item.slug}>
              <Link
                to={`/legal/${item.slug}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 font-medium text-slate-800 hover:border-primary-600 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-dark-600 dark:text-dark-100 dark:hover:border-primary-300 dark:hover:text-primary-200"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </NotFoundMessage>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-16">
      <article className="max-w-3xl lg:col-start-2">
        {page ? (
          <>
            <header className="border-b border-slate-200 pb-8 dark:border-dark-700">
              <h1 className={pageTitle}>{page.title}</h1>
              <p className="mt-4 text-sm text-slate-600 dark:text-dark-300">
                {labels.lastUpdated}{' '}
                <time dateTime={page.updated_at}>{formatDate(page.updated_at, language)}</time>
              </p>
            </header>
            <Markdown
              source={page.content}
              className={`mt-10 break-words hyphens-auto prose-headings:text-slate-900 prose-h2:mt-12 prose-h2:text-2xl prose-h3:text-xl prose-p:leading-relaxed prose-li:my-1 dark:prose-headings:text-white ${articleProse}`}
            />
          </>
        ) : error ? (
          <ContentLoadError error={error} shape="item" onRetry={reload} />
        ) : (
          <div aria-hidden="true" className="space-y-4">
            <div className="h-12 w-2/3 animate-pulse rounded-lg bg-slate-100 dark:bg-dark-800" />
            <div className="h-96 animate-pulse rounded-2xl bg-slate-100 dark:bg-dark-800" />
          </div>
        )}
      </article>
      {navItems.length > 1 ? (
        <aside className="lg:col-start-1 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <LegalNav items={navItems} current={slug} label={labels.navigation} />
          </div>
        </aside>
      ) : null}
    </div>
  );
}

export async function load({ params, language, store, texts }: LoadContext) {
  const slug = params.slug ?? '';
  if (!isLegalSlug(slug)) {
    await texts.ensure(TEXTS, language).catch(() => undefined);
    return { status: 404 as const };
  }
  const [state] = await Promise.all([
    store.ensure(legalPageResource(language, slug)),
    texts.ensure(TEXTS, language).catch(() => undefined),
    preloadMarkdown(),
  ]);
  return itemLoadStatus(state, slug);
}

/** Legal texts have no summary: the description is the site's (resolvePageText). */
const legalMeta = (page: LegalPageContent): PageMeta => ({
  title: page.title,
  subject: { type: 'legal', page },
});

export function meta({ params, language, store }: MetaContext): PageMeta {
  const slug = params.slug ?? '';
  const page = storedItem(store, legalPageResource(language, slug), slug);
  return page ? legalMeta(page) : {};
}
