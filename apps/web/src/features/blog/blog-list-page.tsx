/**
 * Blog list: managed title and intro, topic filter and post cards. Filter and page live in the URL
 * (?category=slug&page=n); the list request carries category and language.
 */
import { useApp } from '../../app/app-context';
import type { LoadContext, PageProps } from '../../app/route-types';
import { useTexts } from '../../shared/content/use-texts';
import { useResource } from '../../shared/data/use-resource';
import { pageFromLink, readListQuery } from '../../shared/lib/list-query';
import { CategoryFilter } from '../../shared/ui/category-filter';
import { ContentLoadError } from '../../shared/ui/content-load-error';
import { pageTitle } from '../../shared/ui/heading-styles';
import { Pagination } from '../../shared/ui/pagination';
import { blogCategoriesResource } from './api/get-blog-categories';
import { blogPostsResource } from './api/get-blog-posts';
import { blogLabels } from './blog-labels';
import { PostCard } from './components/post-card';

const TEXTS = ['blog_page_title', 'blog_page_intro'] as const;

export default function BlogListPage({ search }: PageProps) {
  const { language } = useApp();
  const { t } = useTexts(TEXTS);
  const labels = blogLabels(language);
  const { category, page } = readListQuery(search);
  const categories = useResource(blogCategoriesResource(language));
  const posts = useResource(blogPostsResource(language, category, page));

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
      <header className="max-w-3xl">
        <h1 className={pageTitle}>{t('blog_page_title')}</h1>
        {t('blog_page_intro') ? (
          <p className="mt-5 text-lg leading-relaxed text-slate-600 dark:text-dark-200">
            {t('blog_page_intro')}
          </p>
        ) : null}
      </header>

      <CategoryFilter
        basePath="/blog"
        categories={categories.data ?? []}
        active={category}
        label={labels.categoriesLabel}
        allLabel={labels.allCategories}
      />

      <section aria-busy={posts.loading} className="mt-8">
        {posts.data ? (
          posts.data.results.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.data.results.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} language={language} />
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
          <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <li key={index} className="h-64 animate-pulse rounded-2xl bg-slate-100 dark:bg-dark-800" />
            ))}
          </ul>
        )}
      </section>

      {posts.data ? (
        <Pagination
          basePath="/blog"
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

export async function load({ search, language, store, texts }: LoadContext) {
  const { category, page } = readListQuery(search);
  await Promise.all([
    texts.ensure(TEXTS, language).catch(() => undefined),
    store.ensure(blogCategoriesResource(language)),
    store.ensure(blogPostsResource(language, category, page)),
  ]);
}
