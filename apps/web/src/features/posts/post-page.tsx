/**
 * One post (blog article, job posting): the way back to the list, and the article once it arrived.
 * Unknown slugs — and ids, which must not become second addresses — answer 404 with the section's
 * not-found message; other failures offer a retry. Each section configures its article body.
 */
import type { ComponentType, ReactNode } from 'react';
import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { useItem } from '../../shared/data/item';
import { itemPageServer } from '../../shared/data/item-page';
import type { PageMeta, PageProps } from '../../shared/router/route-types';
import { Link } from '../../shared/router/router';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { ContentLoadError } from '../../shared/ui/content-load-error';
import { NotFoundMessage } from '../../shared/ui/not-found-message';
import { type PostKind, postResource } from './api/post-resources';

export type PostPageLabels = { backToList: string; notFoundTitle: string; notFoundText: string };

export type PostArticleProps<P> = {
  post: P;
  language: string;
  t: (type: string) => string;
  /** The link back to the list, placed by the article where it belongs (top and bottom). */
  backLink: ReactNode;
};

export type PostPageConfig<P> = {
  kind: PostKind;
  /** Managed texts the article uses. */
  texts?: readonly string[];
  labels: (language: string) => PostPageLabels;
  /** The width of the page (article and loading state). */
  width: 'max-w-3xl' | 'max-w-6xl';
  /** Whether the loading placeholder shows a meta line under the title. */
  placeholderMetaLine: boolean;
  /** Title, description and subject of the document head. */
  meta: (post: P) => PageMeta;
  Article: ComponentType<PostArticleProps<P>>;
};

const backLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-medium text-primary-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-200';

/** The route module of a section's post page: its component, server loader and head. */
export function postPage<P extends { slug: string }>(config: PostPageConfig<P>) {
  const { kind, labels: labelsOf, width, Article } = config;
  const texts = config.texts ?? [];
  const resource = (language: string, slug: string) => postResource<P>(kind, language, slug);

  function PostPage({ params }: PageProps) {
    const { language } = useApp();
    const { t } = useTexts(texts);
    const labels = labelsOf(language);
    const slug = params.slug ?? '';
    const { item: post, missing, error, reload } = useItem(resource(language, slug), slug);

    usePageMeta(post ? config.meta(post) : null);

    const backLink = (
      <Link to={`/${kind}`} className={backLinkClass}>
        <span aria-hidden="true">←</span> {labels.backToList}
      </Link>
    );

    if (missing) {
      return (
        <NotFoundMessage title={labels.notFoundTitle} text={labels.notFoundText}>
          <div className="mt-8">{backLink}</div>
        </NotFoundMessage>
      );
    }

    if (!post) {
      return (
        <div className={`mx-auto ${width} px-4 py-12 sm:px-6 sm:py-16`}>
          {backLink}
          {error ? (
            <ContentLoadError error={error} shape="item" onRetry={reload} className="mt-8" />
          ) : (
            <div aria-hidden="true" className="mt-8 space-y-4">
              <div className="h-10 w-3/4 animate-pulse rounded-lg bg-slate-100 dark:bg-dark-800" />
              {config.placeholderMetaLine ? (
                <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100 dark:bg-dark-800" />
              ) : null}
              <div className="h-64 animate-pulse rounded-2xl bg-slate-100 dark:bg-dark-800" />
            </div>
          )}
        </div>
      );
    }

    return (
      <article className={`mx-auto ${width} px-4 py-12 sm:px-6 sm:py-16`}>
        {backLink}
        <Article post={post} language={language} t={t} backLink={backLink} />
      </article>
    );
  }

  const { load, meta } = itemPageServer<P>({ resource, texts, checkSlug: true, meta: config.meta });

  return { PostPage, load, meta };
}
