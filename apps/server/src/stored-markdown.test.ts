/**
 * The server render takes the HTML of the site's markdown stored when it was published (issue 26
 * point 3, decision 122) — for exactly the text it shows, else it renders the text itself — and
 * the page is the same byte for byte either way. The stored HTML never goes into the page's state
 * (the browser renders from the text) nor into the public API's answers.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogPosts, renderedMarkdown } from '../../api/src/db/schema';
import { setupComposedServer } from './testing/composed-server';
import { MARKDOWN_PAGES } from './testing/markdown-pages';

const server = setupComposedServer({}, { pageCache: false });

/** Every page that shows markdown, in two languages. */
const PAGES = MARKDOWN_PAGES.flatMap((path) => [`${path}?lang=de`, `${path}?lang=en`]);
const BLOG = '/blog/die-kunst-nein-zu-sagen';
const MARK = '<!--stored-->';
const STATE = /<script type="application\/json"[^>]* id="__wegweiser_state">([\s\S]*?)<\/script>/;

const page = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};
const db = () => server.api.database.db;
const count = (text: string, part: string) => text.split(part).length - 1;
/** Stored again from scratch: what a test changed in the table goes. */
const storeAfresh = async () => {
  await db().delete(renderedMarkdown);
  await server.api.storedMarkdown.store();
};

/** Every stored HTML ends in MARK, and the server takes it up: a block showing MARK came stored. */
const markEveryStoredText = async () => {
  await db()
    .update(renderedMarkdown)
    .set({ html: sql`${renderedMarkdown.html} || ${MARK}` });
  await server.api.storedMarkdown.reload();
};

describe('markdown stored at publish, in the server render', () => {
  it('gives the same page, byte for byte, as rendering the text', async () => {
    const stored = await Promise.all(PAGES.map(page));
    const kept = await db().select().from(renderedMarkdown);
    expect(kept.length).toBeGreaterThan(0);
    await db().delete(renderedMarkdown);
    await server.api.storedMarkdown.reload();
    try {
      const rendered = await Promise.all(PAGES.map(page));
      for (const [index, url] of PAGES.entries()) {
        expect(count(rendered[index] ?? '', 'data-markdown='), url).toBeGreaterThan(0);
        expect(stored[index], url).toBe(rendered[index]);
      }
    } finally {
      await storeAfresh();
    }
  });

  it('shows the stored HTML in every markdown block, and none of it in the page’s state', async () => {
    await markEveryStoredText();
    try {
      for (const url of PAGES) {
        const body = await page(url);
        const blocks = count(body, 'data-markdown=');
        expect(blocks, url).toBeGreaterThan(0);
        expect(count(body, MARK), url).toBe(blocks);
        const state = STATE.exec(body)?.[1] ?? '';
        expect(state.length, url).toBeGreaterThan(0);
        expect(state, url).not.toContain('stored--');
      }
      const api = await server.app.inject({
        method: 'GET',
        url: `/api/blog/die-kunst-nein-zu-sagen/?language=de`,
      });
      const [post] = await db().select().from(blogPosts).where(eq(blogPosts.slug, 'die-kunst-nein-zu-sagen'));
      expect(api.json().content).toBe(post?.content.de);
      expect(api.body).not.toContain('stored--');
      expect(Object.keys(api.json()).filter((key) => /html/i.test(key))).toEqual([]);
    } finally {
      await storeAfresh();
    }
  });

  it('renders a text it has no stored HTML for (changed behind the API’s back) from the text', async () => {
    await markEveryStoredText();
    const [post] = await db().select().from(blogPosts).where(eq(blogPosts.slug, 'die-kunst-nein-zu-sagen'));
    await db()
      .update(blogPosts)
      .set({ content: { ...post?.content, de: `${post?.content.de}\n\nVon **Hand** geändert.` } })
      .where(eq(blogPosts.id, post?.id ?? 0));
    // The answers cached before are dropped; nothing is stored (that is what a publish does).
    server.api.contentChanged();
    try {
      const body = await page(`${BLOG}?lang=de`);
      expect(body).toContain('<p>Von <strong>Hand</strong> geändert.</p>');
      expect(count(body, MARK)).toBe(0);
      // The English article, unchanged, still comes stored.
      const english = await page(`${BLOG}?lang=en`);
      expect(count(english, MARK)).toBe(count(english, 'data-markdown='));
    } finally {
      await db()
        .update(blogPosts)
        .set({ content: post?.content })
        .where(eq(blogPosts.id, post?.id ?? 0));
      server.api.contentChanged();
      await storeAfresh();
    }
  });
});
