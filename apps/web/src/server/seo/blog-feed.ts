/**
 * The blog as an Atom feed per language (issue 23 point 8): `/blog/feed.xml` in the default
 * language, `/blog/feed.xml?lang=en` in another, the newest posts first, each with its title,
 * excerpt, author, category and dates and a link to the post in that language. Built by the `feed`
 * package (decision 079); the blog's pages name it in their head (autodiscovery).
 */
import type { ApiClient } from '@wegweiser/client/api-client';
import type { BlogPostSummary, Language, Paginated, SiteSettings } from '@wegweiser/contracts';
import { Feed } from 'feed';
import { languageUrl } from '../../shared/seo/page-urls';
import { BLOG_FEED_PATH } from './head-tags';

/** How many posts the feed holds: readers poll it, and older posts stay on the blog's pages. */
export const FEED_POSTS = 20;
export const FEED_PATH = BLOG_FEED_PATH;

export type BlogFeedData = {
  language: string;
  defaultLanguage: string;
  settings: SiteSettings;
  posts: BlogPostSummary[];
};

/** null when the language is not one of the site's or the blog is switched off. */
export async function collectBlogFeed(
  api: ApiClient,
  requested: string | undefined,
): Promise<BlogFeedData | null> {
  const list = await api.get<Language[] | Paginated<Language>>('/languages/');
  const languages = Array.isArray(list) ? list : list.results;
  const defaultLanguage =
    languages.find((language) => language.is_default)?.code ?? languages[0]?.code ?? 'de';
  const language = requested ?? defaultLanguage;
  if (!languages.some((candidate) => candidate.code === language)) return null;
  const [settings, page] = await Promise.all([
    api.get<SiteSettings>('/content/site-settings/current/', { query: { language } }),
    api.get<Paginated<BlogPostSummary>>('/blog/', { query: { language, page_size: String(FEED_POSTS) } }),
  ]);
  if (!settings.blog_enabled) return null;
  return { language, defaultLanguage, settings, posts: page.results.slice(0, FEED_POSTS) };
}

/** The feed's own address in a language (the default language's has no ?lang). */
export const feedUrl = (origin: string, language: string, defaultLanguage: string) =>
  languageUrl(origin, FEED_PATH, language, defaultLanguage);

export function renderBlogFeed(origin: string, data: BlogFeedData): string {
  const { language, defaultLanguage, settings } = data;
  const pageUrl = (path: string) => languageUrl(origin, path, language, defaultLanguage);
  const self = feedUrl(origin, language, defaultLanguage);
  const newest = data.posts
    .map((post) => post.updated_at)
    .sort()
    .at(-1);
  const feed = new Feed({
    title: `${settings.site_name} – Blog`,
    description: settings.site_description,
    id: self,
    link: pageUrl('/blog'),
    language,
    updated: newest ? new Date(newest) : new Date(0),
    generator: 'Wegweiser',
    copyright: settings.business.legal_name || settings.site_name,
    feedLinks: { atom: self },
    favicon: `${origin}/favicon.ico`,
  });
  for (const post of data.posts) {
    const url = pageUrl(`/blog/${encodeURIComponent(post.slug)}`);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: new Date(post.updated_at),
      published: new Date(post.published_at),
      author: [{ name: post.author_name || settings.site_name }],
      category: post.category ? [{ name: post.category.name }] : [],
    });
  }
  return feed.atom1();
}
