/**
 * Published blog and career posts with their categories, as rows. What a visitor reads of them —
 * the language's text, the reading time, the allow-listed cover image — is made by
 * services/posts-service.ts (decision 094).
 */
import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
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
  posts: typeof blogPosts | typeof careerPosts,
  categories: typeof blogCategories | typeof careerCategories,
) {
  const published = () => and(eq(posts.isPublished, true), lte(posts.publishedAt, sql`now()`));
  const byCategory = (slug?: string): SQL | undefined => (slug ? eq(categories.slug, slug) : undefined);
  const select = () =>
    db
      .select({ post: posts, category: categories })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId));
  const typed = (rows: { post: unknown; category: CategoryRow | null }[]) => rows as PostWithCategory<Row>[];

  return {
    /** One page of published posts, newest first, optionally of one category (by slug). */
    async list(page: Page, category?: string): Promise<{ count: number; rows: PostWithCategory<Row>[] }> {
      const where = and(published(), byCategory(category));
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(posts.publishedAt), desc(posts.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db
          .select({ value: count() })
          .from(posts)
          .leftJoin(categories, eq(categories.id, posts.categoryId))
          .where(where),
      ]);
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
      return db
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
        .orderBy(asc(categories.order), asc(categories.id));
    },
  };
}

export function createPostsRepository(db: Database) {
  return {
    blog: createPostQueries<BlogRow>(db, blogPosts, blogCategories),
    career: createPostQueries<CareerRow>(db, careerPosts, careerCategories),
  };
}
