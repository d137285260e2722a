/**
 * A post list (blog, career): managed title and intro, category filter, post cards and
 * pagination. Filter and page live in the URL (?category=slug&page=n); the list request carries
 * category and language. Each section configures it: its texts, labels, grid and card.
 */
import type { ComponentType } from 'react';
import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import { pageFromLink, readListQuery } from '../../shared/lib/list-query';
import type { LoadContext, PageProps } from '../../shared/router/route-types';
import { CategoryFilter } from '../../shared/ui/category-filter';
import { ContentLoadError } from '../../shared/ui/content-load-error';
import { pageTitle } from '../../shared/ui/heading-styles';
import { Pagination } from '../../shared/ui/pagination';
import { type PostKind, postCategoriesResource, postListResource } from './api/post-resources';

export type PostListLabels = {
  allCategories: string;
  categoriesLabel: string;
  empty: string;
  pagination: string;
  previous: string;
  next: string;
  page: (page: number) => string;
};

export type PostCardProps<S> = { post: S; language: string; t: (type: string) => string };

export type PostListConfig<S> = {
  kind: PostKind;
  /** The managed page title and intro (e.g. blog_page_title, blog_page_intro). */
  titleText: string;
  introText: string;
  /** Further managed texts the cards use. */
  cardTexts?: readonly string[];
  labels: (language: string) => PostListLabels;
  /** Grid classes of the list (and of its loading placeholder) and how many placeholders it shows. */
  gridClass: string;
  placeholders: number;
  Card: ComponentType<PostCardProps<S>>;
};

/** The route module of a section's list: its page component and its server loader. */
export function postListPage<S extends { id: number }>(config: PostListConfig<S>) {
  const { kind, titleText, introText, labels: labelsOf, gridClass, Card } = config;
  const basePath = `/${kind}`;
  const texts = [titleText, introText, ...(config.cardTexts ?? [])];
  const placeholders = Array.from({ length: config.placeholders }, (_, n) => n);

  function PostListPage({ search }: PageProps) {
    const { language } = useApp();
    const { t } = useTexts(texts);
    const labels = labelsOf(language);
    const { category, page } = readListQuery(search);
    const categories = useResource(postCategoriesResource(kind, language));
    const posts = useResource(postListResource<S>(kind, language, category, page));

    return (
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
        <header className="max-w-3xl">
          <h1 className={pageTitle}>{t(titleText)}</h1>
          {t(introText) ? (
            <p className="mt-5 text-lg leading-relaxed text-slate-600 dark:text-dark-200">{t(introText)}</p>
          ) : null}
        </header>

        <CategoryFilter
          basePath={basePath}
          categories={categories.data ?? []}
          active={category}
          label={labels.categoriesLabel}
          allLabel={labels.allCategories}
        />

        {/* A container, not a section: it has no heading of its own (issue 23 point 6). */}
        <div aria-busy={posts.loading} className="mt-8">
          {posts.data ? (
            posts.data.results.length > 0 ? (
              <ul className={gridClass}>
                {posts.data.results.map((post) => (
                  <li key={post.id}>
                    <Card post={post} language={language} t={t} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-dark-600 dark:text-dark-200">
                {labels.empty}
              </p>
            )
          ) : posts.error ? (
            <ContentLoadError error={posts.error} shape="list" onRetry={posts.reload} />
          ) : (
            <ul aria-hidden="true" className={gridClass}>
              {placeholders.map((n) => (
                <li key={n} className="h-64 animate-pulse rounded-2xl bg-slate-100 dark:bg-dark-800" />
              ))}
            </ul>
          )}
        </div>

        {posts.data ? (
          <Pagination
            basePath={basePath}
            category={category}
            page={page}
            previousPage={pageFromLink(posts.data.previous)}
            nextPage={pageFromLink(posts.data.next)}
            labels={labels}
          />
        ) : null}
      </div>
    );
  }

  async function load({ search, language, store, texts: textStore }: LoadContext) {
    const { category, page } = readListQuery(search);
    await Promise.all([
      textStore.ensure(texts, language).catch(() => undefined),
      store.ensure(postCategoriesResource(kind, language)),
      store.ensure(postListResource<S>(kind, language, category, page)),
    ]);
  }

  return { PostListPage, load };
}
