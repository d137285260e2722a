/**
 * One blog post: title, meta line (author, date, reading time, category), cover image, markdown
 * content and a way back to the list. Unknown slugs answer 404.
 */
import type { BlogPost } from '@wegweiser/contracts';
import { useApp } from '../../app/app-context';
import type { LoadContext, MetaContext, PageMeta, PageProps } from '../../app/route-types';
import { Link } from '../../app/router/router';
import { useResource } from '../../shared/data/use-resource';
import { formatDate } from '../../shared/lib/format-date';
import { listHref } from '../../shared/lib/list-query';
import { isMissingPost } from '../../shared/lib/post-lookup';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { ContentLoadError } from '../../shared/ui/content-load-error';
import { pageTitle } from '../../shared/ui/heading-styles';
import { Markdown, preloadMarkdown } from '../../shared/ui/markdown';
import { ARTICLE_IMAGE_SIZES, ResponsiveImage } from '../../shared/ui/responsive-image';
import { blogPostResource } from './api/get-blog-post';
import { blogLabels } from './blog-labels';
import { ContactTeaser } from './components/contact-teaser';

const backLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-medium text-primary-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-200';

export default function BlogPostPage({ params }: PageProps) {
  const { language } = useApp();
  const labels = blogLabels(language);
  const slug = params.slug ?? '';
  const { data, error, reload } = useResource(blogPostResource(language, slug));
  const missing = isMissingPost(data, error, slug);
  const post = missing ? undefined : data;

  usePageMeta(post ? postMeta(post) : null);

  const backLink = (
    <Link to="/blog" className={backLinkClass}>
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
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        {backLink}
        {error ? (
          <ContentLoadError error={error} shape="item" onRetry={reload} className="mt-8" />
        ) : (
          <div aria-hidden="true" className="mt-8 space-y-4">
            <div className="h-10 w-3/4 animate-pulse rounded-lg bg-slate-100 dark:bg-dark-800" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100 dark:bg-dark-800" />
            <div className="h-64 animate-pulse rounded-2xl bg-slate-100 dark:bg-dark-800" />
          </div>
        )}
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {backLink}
      <header className="mt-8">
        <h1 className={pageTitle}>{post.title}</h1>
        <p className="mt-5 text-xl leading-relaxed text-slate-600 dark:text-dark-200">{post.excerpt}</p>
        <ul className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 border-y border-slate-200 py-4 text-sm text-slate-600 dark:border-dark-700 dark:text-dark-300">
          {[
            post.author_name ? (
              <span key="author">
                {labels.by}{' '}
                <span className="font-medium text-slate-800 dark:text-dark-100">{post.author_name}</span>
              </span>
            ) : null,
            <time key="date" dateTime={post.published_at}>
              {formatDate(post.published_at, language)}
            </time>,
            <span key="reading">{labels.readingTime(post.reading_time_minutes)}</span>,
            post.category ? (
              <Link
                key="category"
                to={listHref('/blog', { category: post.category.slug, page: 1 })}
                className="rounded-full bg-accent-50 px-3 py-1 font-medium text-accent-800 hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 dark:bg-accent-900/50 dark:text-accent-100 dark:hover:bg-accent-900"
              >
                {post.category.name}
              </Link>
            ) : null,
          ]
            .filter((part) => part !== null)
            .map((part, index) => (
              <li key={part.key} className="flex items-center gap-x-3">
                {index > 0 ? <span aria-hidden="true">·</span> : null}
                {part}
              </li>
            ))}
        </ul>
      </header>
      {post.cover_image ? (
        <ResponsiveImage
          src={post.cover_image}
          alt={post.cover_image_alt}
          width={1280}
          height={720}
          sizes={ARTICLE_IMAGE_SIZES}
          priority
          className="mt-10 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      ) : null}
      <Markdown
        source={post.content}
        className="mt-10 sm:prose-lg prose-headings:font-display prose-headings:text-balance prose-a:text-primary-800 prose-a:underline-offset-2 prose-blockquote:border-accent-400 prose-blockquote:font-normal prose-blockquote:text-slate-700 [&_blockquote_p::after]:content-none [&_blockquote_p::before]:content-none dark:prose-a:text-primary-300 dark:prose-blockquote:text-dark-100"
      />
      <ContactTeaser title={labels.contactTitle} text={labels.contactText} button={labels.contactButton} />
      <div className="mt-10">{backLink}</div>
    </article>
  );
}

export async function load({ params, language, store }: LoadContext) {
  const slug = params.slug ?? '';
  const [state] = await Promise.all([store.ensure(blogPostResource(language, slug)), preloadMarkdown()]);
  const data = state?.status === 'success' ? state.data : undefined;
  const error = state?.status === 'error' ? state.error : undefined;
  if (isMissingPost(data, error, slug)) return { status: 404 as const };
}

const postMeta = (post: BlogPost): PageMeta => ({
  title: post.title,
  description: post.excerpt,
  subject: { type: 'blog-post', post },
});

export function meta({ params, language, store }: MetaContext): PageMeta {
  const slug = params.slug ?? '';
  const state = store.get<BlogPost>(blogPostResource(language, slug).key);
  if (state?.status !== 'success' || state.data.slug !== slug) return {};
  return postMeta(state.data);
}
