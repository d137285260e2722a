/**
 * One job posting: title, the facts (location, employment type, remote, valid through), markdown
 * content and an apply button that opens the contact form with the job title filled in.
 */
import type { CareerPost } from '@wegweiser/contracts';
import { useApp } from '../../app/app-context';
import type { LoadContext, MetaContext, PageMeta, PageProps } from '../../app/route-types';
import { Link } from '../../app/router/router';
import { useTexts } from '../../shared/content/use-texts';
import { useResource } from '../../shared/data/use-resource';
import { buildContactUrl } from '../../shared/lib/contact-url';
import { isMissingPost } from '../../shared/lib/post-lookup';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { primaryButton } from '../../shared/ui/button-styles';
import { ContentLoadError } from '../../shared/ui/content-load-error';
import { pageTitle } from '../../shared/ui/heading-styles';
import { Markdown, preloadMarkdown } from '../../shared/ui/markdown';
import { careerPostResource } from './api/get-career-post';
import { careerLabels } from './career-labels';
import { JobFacts } from './components/job-facts';
import { EMPLOYMENT_TYPE_CONTENT_TYPES, employmentTypeLabel } from './employment-type-labels';

const TEXTS = EMPLOYMENT_TYPE_CONTENT_TYPES;

const backLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-medium text-primary-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-200';
const applyClass = `${primaryButton} min-h-12 w-full`;

export default function CareerPostPage({ params }: PageProps) {
  const { language, settings } = useApp();
  const { t } = useTexts(TEXTS);
  const labels = careerLabels(language);
  const slug = params.slug ?? '';
  const { data, error, reload } = useResource(careerPostResource(language, slug));
  const missing = isMissingPost(data, error, slug);
  const post = missing ? undefined : data;

  usePageMeta(post ? postMeta(post) : null);

  const backLink = (
    <Link to="/career" className={backLinkClass}>
      <span aria-hidden="true">←</span> {labels.backToList}
    </Link>
  );

  if (missing) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <h1 className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl dark:text-white">
          {labels.notFoundTitle}
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-dark-200">{labels.notFoundText}</p>
        <div className="mt-8">{backLink}</div>
      </section>
    );
  }

  if (!post) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {backLink}
        {error ? (
          <ContentLoadError error={error} shape="item" onRetry={reload} className="mt-8" />
        ) : (
          <div aria-hidden="true" className="mt-8 space-y-4">
            <div className="h-10 w-3/4 animate-pulse rounded-lg bg-slate-100 dark:bg-dark-800" />
            <div className="h-64 animate-pulse rounded-2xl bg-slate-100 dark:bg-dark-800" />
          </div>
        )}
      </div>
    );
  }

  const applyUrl = buildContactUrl(settings?.contact_button_redirect_url, {
    context: 'career_post',
    postTitle: post.title,
  });
  const employmentType = employmentTypeLabel(post.employment_type, language, t);

  return (
    <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      {backLink}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <header className="lg:col-start-1">
          {post.category ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700 dark:text-accent-300">
              {post.category.name}
            </p>
          ) : null}
          <h1 className={`mt-3 ${pageTitle}`}>{post.title}</h1>
          {post.summary ? (
            <p className="mt-5 text-xl leading-relaxed text-slate-600 dark:text-dark-200">{post.summary}</p>
          ) : null}
        </header>

        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-labelledby="job-facts-title">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24 dark:border-dark-700 dark:bg-dark-800">
            <h2
              id="job-facts-title"
              className="font-display text-lg font-semibold text-slate-900 dark:text-white"
            >
              {labels.facts}
            </h2>
            <div className="mt-5">
              <JobFacts post={post} language={language} employmentType={employmentType} />
            </div>
            <Link to={applyUrl} className={`mt-6 ${applyClass}`}>
              {labels.apply}
            </Link>
            <p className="mt-3 text-sm text-slate-600 dark:text-dark-300">{labels.applyHint}</p>
          </div>
        </aside>

        <div className="lg:col-start-1">
          <Markdown
            source={post.content}
            className="sm:prose-lg prose-headings:font-display prose-headings:text-balance prose-a:text-primary-800 prose-a:underline-offset-2 prose-blockquote:border-accent-400 prose-blockquote:font-normal prose-blockquote:text-slate-700 [&_blockquote_p::after]:content-none [&_blockquote_p::before]:content-none dark:prose-a:text-primary-300 dark:prose-blockquote:text-dark-100"
          />
          <div className="mt-12 flex flex-col gap-6 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between dark:border-dark-700">
            {backLink}
            <Link to={applyUrl} className={`${applyClass} sm:w-auto`}>
              {labels.apply}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}

export async function load({ params, language, store, texts }: LoadContext) {
  const slug = params.slug ?? '';
  const [state] = await Promise.all([
    store.ensure(careerPostResource(language, slug)),
    texts.ensure(TEXTS, language).catch(() => undefined),
    preloadMarkdown(),
  ]);
  const data = state?.status === 'success' ? state.data : undefined;
  const error = state?.status === 'error' ? state.error : undefined;
  if (isMissingPost(data, error, slug)) return { status: 404 as const };
}

const postMeta = (post: CareerPost): PageMeta => ({
  title: post.title,
  description: post.summary,
  subject: { type: 'career-post', post },
});

export function meta({ params, language, store }: MetaContext): PageMeta {
  const slug = params.slug ?? '';
  const state = store.get<CareerPost>(careerPostResource(language, slug).key);
  if (state?.status !== 'success' || state.data.slug !== slug) return {};
  return postMeta(state.data);
}
