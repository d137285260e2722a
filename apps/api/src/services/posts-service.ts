/**
 * Blog and career posts as the site shows them (decision 094): each field in the request's
 * language (per-field fallback, lib/localize.ts), the reading time from the text, the cover image
 * through the contracts' allow-list (decision 022). Pure views of the repository's rows.
 */
import {
  type BlogPostSummary,
  type CareerPostSummary,
  type Category,
  type PostSummaryBase,
  safeUrl,
} from '@wegweiser/contracts';
import type { Translations } from '../db/schema';
import { type Locale, localizer } from '../lib/localize';
import type { Repositories } from '../repositories';
import type { Page } from '../repositories/id-or-slug';
import type { BlogRow, CareerRow, CategoryRow, PostWithCategory } from '../repositories/posts-repository';

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
export function postBase(
  locale: Locale,
  row: BlogRow | CareerRow,
  category: CategoryRow | null,
): PostSummaryBase {
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

type Translate = (translations: Translations) => string;

/** A blog post's own summary fields. */
export const blogFields = (row: BlogRow, t: Translate): Omit<BlogPostSummary, keyof PostSummaryBase> => ({
  excerpt: t(row.excerpt),
  // The allow-list of decision 022: a bad URL reads as none.
  cover_image: safeUrl(row.coverImage, { kind: 'image' }),
  cover_image_alt: t(row.coverImageAlt),
  author_name: row.authorName,
  reading_time_minutes: readingTimeMinutes(t(row.content)),
});

/** A career post's own summary fields. */
export const careerFields = (
  row: CareerRow,
  t: Translate,
): Omit<CareerPostSummary, keyof PostSummaryBase> => ({
  summary: t(row.summary),
  location: t(row.location),
  employment_type: row.employmentType as CareerPostSummary['employment_type'],
  is_remote: row.isRemote,
  valid_through: row.validThrough,
});

/** A category with its number of published posts, in the language. */
export const categoryView = (
  locale: Locale,
  { category, postCount }: { category: CategoryRow; postCount: number },
): Category => ({
  id: category.id,
  slug: category.slug,
  name: localizer(locale)(category.name),
  post_count: postCount,
});

type PostQueries<Row> = {
  list: (page: Page, category?: string) => Promise<{ count: number; rows: PostWithCategory<Row>[] }>;
  featured: () => Promise<PostWithCategory<Row>[]>;
  get: (idOrSlug: string) => Promise<PostWithCategory<Row> | null>;
  categories: () => Promise<{ category: CategoryRow; postCount: number }[]>;
};

/** Lists, featured, detail and categories of one kind, `ownFields` giving a summary's own fields. */
function postViews<Row extends BlogRow | CareerRow, Own>(
  queries: () => PostQueries<Row>,
  ownFields: (row: Row, t: Translate) => Own,
) {
  const toSummary = (locale: Locale, { post, category }: PostWithCategory<Row>): PostSummaryBase & Own => ({
    ...postBase(locale, post, category),
    ...ownFields(post, localizer(locale)),
  });
  return {
    async list(locale: Locale, page: Page, category?: string) {
      const { count, rows } = await queries().list(page, category);
      return { count, results: rows.map((row) => toSummary(locale, row)) };
    },
    async featured(locale: Locale) {
      return (await queries().featured()).map((row) => toSummary(locale, row));
    },
    async get(locale: Locale, idOrSlug: string) {
      const row = await queries().get(idOrSlug);
      if (!row) return null;
      return { ...toSummary(locale, row), content: localizer(locale)(row.post.content) };
    },
    async categories(locale: Locale): Promise<Category[]> {
      return (await queries().categories()).map((row) => categoryView(locale, row));
    },
  };
}

export function createPostsService(repositories: Pick<Repositories, 'posts'>) {
  return {
    blog: postViews(() => repositories.posts.blog, blogFields),
    career: postViews(() => repositories.posts.career, careerFields),
  };
}
