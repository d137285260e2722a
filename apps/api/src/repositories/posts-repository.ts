/**
 * Published blog and career posts with their categories, as rows. What a visitor reads of them —
 * the language's text, the reading time, the allow-listed cover image — is made by
 * services/posts-service.ts (decision 094).
 */
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedRead } from '../db/prepared-read';
import { blogCategories, blogPosts, careerCategories, careerPosts } from '../db/schema';
import { idOrSlugWhere, offsetOf, type Page } from './id-or-slug';

export type BlogRow = typeof blogPosts.$inferSelect;
export type CareerRow = typeof careerPosts.$inferSelect;
export type CategoryRow = typeof blogCategories.$inferSelect;

/** A post with its category (none when it has none). */
export type PostWithCategory<Row> = { post: Row; category: CategoryRow | null };

/** Published posts of one kind (blog or career); both share lists, featured, detail and categories. */
function createPostQueries<Row extends BlogRow | CareerRow>(
  db: Database,
  kind: 'blog' | 'career',
  posts: typeof blogPosts | typeof careerPosts,
  categories: typeof blogCategories | typeof careerCategories,
) {
  const published = () => and(eq(posts.isPublished, true), lte(posts.publishedAt, sql`now()`));
  const select = () =>
    db
      .select({ post: posts, category: categories })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId));
  const typed = (rows: { post: unknown; category: CategoryRow | null }[]) => rows as PostWithCategory<Row>[];
  // A list page's reads, with and without a category (placeholder `category`), and the categories:
  // what renders read, built once (decision 125).
  const listReads = (withCategory: boolean) => {
    const where = () =>
      and(published(), withCategory ? eq(categories.slug, sql.placeholder('category')) : undefined);
    const suffix = withCategory ? '_of_category' : '';
    return {
      rows: preparedRead(`posts_${kind}_page${suffix}`, () =>
        select()
          .where(where())
          .orderBy(desc(posts.publishedAt), desc(posts.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
      count: preparedRead(`posts_${kind}_count${suffix}`, () =>
        db
          .select({ value: count() })
          .from(posts)
          .leftJoin(categories, eq(categories.id, posts.categoryId))
          .where(where()),
      ),
    };
  };
  const lists = { all: listReads(false), ofCategory: listReads(true) };
  const categoriesWithCounts = preparedRead(`posts_${kind}_categories`, () =>
    db
      .select({
        category: categories,
        postCount:
          sql<number>`count(${posts.id}) filter (where ${posts.isPublished} and ${posts.publishedAt} <= now())`.mapWith(
            Number,
          ),
      })
      .from(categories)
      .leftJoin(posts, eq(posts.categoryId, categories.id))
      .groupBy(categories.id)
      .orderBy(asc(categories.order), asc(categories.id)),
  );

  return {
    /** One page of published posts, newest first, optionally of one category (by slug). */
    async list(page: Page, category?: string): Promise<{ count: number; rows: PostWithCategory<Row>[] }> {
      const reads = category ? lists.ofCategory : lists.all;
      const values = { limit: page.pageSize, offset: offsetOf(page), category };
      const [rows, [total]] = await Promise.all([reads.rows(values), reads.count(values)]);
      return { count: total?.value ?? 0, rows: typed(rows) };
    },

    async featured(): Promise<PostWithCategory<Row>[]> {
      const rows = await select()
        .where(and(published(), eq(posts.isFeatured, true)))
        .orderBy(desc(posts.publishedAt), desc(posts.id));
      return typed(rows);
    },

    async get(idOrSlug: string): Promise<PostWithCategory<Row> | null> {
      const where = idOrSlugWhere(posts.id, posts.slug, idOrSlug);
      if (!where) return null;
      const [row] = await select().where(and(where, published()));
      return row ? (typed([row])[0] ?? null) : null;
    },

    /** Every category, in order, with its number of published posts. */
    async categories(): Promise<{ category: CategoryRow; postCount: number }[]> {
      return categoriesWithCounts();
    },
  };
}

export function createPostsRepository(db: Database) {
  return {
    blog: createPostQueries<BlogRow>(db, 'blog', blogPosts, blogCategories),
    career: createPostQueries<CareerRow>(db, 'career', careerPosts, careerCategories),
  };
}
