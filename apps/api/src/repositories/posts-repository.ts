import {
  type BlogPostSummary,
  type CareerPostSummary,
  type Category,
  type PostSummaryBase,
  safeUrl,
} from '@wegweiser/contracts';
import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { blogCategories, blogPosts, careerCategories, careerPosts, type Translations } from '../db/schema';
import { type Locale, localizer } from '../lib/localize';
import { idOrSlugWhere, offsetOf, type Page } from './id-or-slug';

type BlogRow = typeof blogPosts.$inferSelect;
type CareerRow = typeof careerPosts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;

const WORDS_PER_MINUTE = 200;

/** Reading time from the text's words. */
export function readingTimeMinutes(markdown: string): number {
  return Math.max(1, Math.round(readingWords(markdown) / WORDS_PER_MINUTE));
}

/**
 * The text's words, CJK characters counted as half a word each (they also split words). One pass
 * over the characters: a blog list computes it for every post's whole text on each render.
 */
export function readingWords(markdown: string): number {
  let cjk = 0;
  let words = 0;
  let inWord = false;
  for (let i = 0; i < markdown.length; i += 1) {
    const code = markdown.charCodeAt(i);
    if (code >= 0x3400 && code <= 0x9fff) {
      cjk += 1;
      inWord = false;
    } else if (isWhiteSpace(code)) {
      inWord = false;
    } else if (!inWord) {
      words += 1;
      inWord = true;
    }
  }
  return words + cjk / 2;
}

/** What `\s` matches in a JavaScript regular expression. */
function isWhiteSpace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    code === 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const categoryRef = (locale: Locale, category: CategoryRow | null) =>
  category ? { id: category.id, slug: category.slug, name: localizer(locale)(category.name) } : null;

/** The summary fields every post has, blog or career. */
function postBase(locale: Locale, row: BlogRow | CareerRow, category: CategoryRow | null): PostSummaryBase {
  return {
    id: row.id,
    slug: row.slug,
    title: localizer(locale)(row.title),
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_featured: row.isFeatured,
    category: categoryRef(locale, category),
    language: locale.language,
  };
}

/**
 * Published posts of one kind (blog or career); both share lists, featured, detail and categories.
 * `ownFields` gives a summary's fields beside postBase's, `t` picking the request's language.
 */
function createPostQueries<Row extends BlogRow | CareerRow, Own>(
  db: Database,
  posts: typeof blogPosts | typeof careerPosts,
  categories: typeof blogCategories | typeof careerCategories,
  ownFields: (row: Row, t: (translations: Translations) => string) => Own,
) {
  const toSummary = (locale: Locale, row: Row, category: CategoryRow | null): PostSummaryBase & Own => ({
    ...postBase(locale, row, category),
    ...ownFields(row, localizer(locale)),
  });
  const published = () => and(eq(posts.isPublished, true), lte(posts.publishedAt, sql`now()`));
  const byCategory = (slug?: string): SQL | undefined => (slug ? eq(categories.slug, slug) : undefined);
  const select = () =>
    db
      .select({ post: posts, category: categories })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId));
  const map = (locale: Locale, rows: { post: unknown; category: CategoryRow | null }[]) =>
    rows.map(({ post, category }) => toSummary(locale, post as Row, category));

  return {
    async list(locale: Locale, page: Page, category?: string) {
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
      return { count: total?.value ?? 0, results: map(locale, rows) };
    },

    async featured(locale: Locale) {
      const rows = await select()
        .where(and(published(), eq(posts.isFeatured, true)))
        .orderBy(desc(posts.publishedAt), desc(posts.id));
      return map(locale, rows);
    },

    async get(locale: Locale, idOrSlug: string) {
      const where = idOrSlugWhere(posts.id, posts.slug, idOrSlug);
      if (!where) return null;
      const [row] = await select().where(and(where, published()));
      if (!row) return null;
      return {
        ...toSummary(locale, row.post as Row, row.category),
        content: localizer(locale)(row.post.content),
      };
    },

    async categories(locale: Locale): Promise<Category[]> {
      const rows = await db
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
      return rows.map(({ category, postCount }) => ({
        id: category.id,
        slug: category.slug,
        name: localizer(locale)(category.name),
        post_count: postCount,
      }));
    },
  };
}

export function createPostsRepository(db: Database) {
  return {
    blog: createPostQueries(
      db,
      blogPosts,
      blogCategories,
      (row: BlogRow, t): Omit<BlogPostSummary, keyof PostSummaryBase> => ({
        excerpt: t(row.excerpt),
        // The allow-list of decision 022: a bad URL reads as none.
        cover_image: safeUrl(row.coverImage, { kind: 'image' }),
        cover_image_alt: t(row.coverImageAlt),
        author_name: row.authorName,
        reading_time_minutes: readingTimeMinutes(t(row.content)),
      }),
    ),
    career: createPostQueries(
      db,
      careerPosts,
      careerCategories,
      (row: CareerRow, t): Omit<CareerPostSummary, keyof PostSummaryBase> => ({
        summary: t(row.summary),
        location: t(row.location),
        employment_type: row.employmentType as CareerPostSummary['employment_type'],
        is_remote: row.isRemote,
        valid_through: row.validThrough,
      }),
    ),
  };
}
