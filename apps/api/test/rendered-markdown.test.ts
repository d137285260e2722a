/**
 * The site's markdown rendered when it is published (issue 26 point 3, decision 122), on both
 * engines: migration 0023's table holds, after start, the HTML of every text the site renders as
 * markdown, by the SHA-256 of the text as a page renders it; a publish stores the new text's HTML
 * and removes the old; a text changed behind the API's back has none until the next store; HTML of
 * another renderer is replaced.
 */
import { markdownToHtml, nestHeadings, rendererFingerprint } from '@wegweiser/markdown/static-html';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { blogPosts, renderedMarkdown, services } from '../src/db/schema';
import { sourceHash } from '../src/services/stored-markdown';
import { setupContentApp } from './helpers/admin-content';
import { testConfig } from './helpers/build-app';
import { createTestDatabase } from './helpers/test-database';

const t = setupContentApp();

const rows = async () => t.database.db.select().from(renderedMarkdown);
const storedFor = async (text: string) =>
  (
    await t.database.db
      .select()
      .from(renderedMarkdown)
      .where(eq(renderedMarkdown.sourceHash, sourceHash(text)))
  )[0];

describe('rendered markdown at start', () => {
  it('a start on a database without stored HTML renders and stores every text', async () => {
    // The tests' prepared database holds the HTML already (as after a first start): gone here.
    const database = await createTestDatabase();
    try {
      await database.db.delete(renderedMarkdown);
      const { app, api } = await buildApp(testConfig(), { database });
      try {
        await app.ready();
        const [post] = await database.db.select().from(blogPosts).limit(1);
        const text = post?.content.de ?? '';
        const stored = await database.db
          .select()
          .from(renderedMarkdown)
          .where(eq(renderedMarkdown.sourceHash, sourceHash(text)));
        expect(stored[0]?.html).toBe(markdownToHtml(text));
        expect((await database.db.select().from(renderedMarkdown)).length).toBeGreaterThan(20);
        expect(api.storedMarkdown.find(text)).toBe(markdownToHtml(text));
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe('rendered markdown', () => {
  it('after start holds the HTML of every markdown text the site renders, as it renders it', async () => {
    const [post] = await t.database.db.select().from(blogPosts).limit(1);
    const [service] = await t.database.db.select().from(services).limit(1);
    const postText = post?.content.de ?? '';
    const serviceText = nestHeadings(service?.description.de ?? '');
    expect(postText).not.toBe('');
    for (const text of [postText, serviceText]) {
      const row = await storedFor(text);
      expect(row?.html).toBe(markdownToHtml(text));
      expect(row?.renderer).toBe(rendererFingerprint());
      expect(t.api.storedMarkdown.find(text)).toBe(markdownToHtml(text));
    }
    // A description is stored as the page renders it: headings nested under the page's h1.
    expect(service?.description.de).toMatch(/^#/m);
    expect(await storedFor(service?.description.de ?? '')).toBeUndefined();
    const all = await rows();
    expect(all.length).toBeGreaterThan(20);
    expect(new Set(all.map((row) => row.renderer))).toEqual(new Set([rendererFingerprint()]));
  });

  it('a publish stores the new text’s HTML before it is announced, and removes the old', async () => {
    const list = await t.send('GET', '/api/admin/services/');
    const key = list.body.results[0].key as string;
    const item = await t.send('GET', `/api/admin/services/${key}/`);
    const before = nestHeadings(item.body.document.description.de as string);
    const description = '### Neu\n\nMit **fetten** Worten und [einem Link](/kontakt).';
    const saved = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version: item.body.version, description: { de: description } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    let storedWhenAnnounced: string | undefined;
    const stop = t.api.onContentChanged(() => {
      storedWhenAnnounced = t.api.storedMarkdown.find(nestHeadings(description));
    });
    const published = await t.send('POST', `/api/admin/services/${key}/publish/`, {
      body: { version: saved.body.version },
    });
    stop();
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const html = markdownToHtml(nestHeadings(description));
    expect(html).toContain('<h2>Neu</h2>');
    expect(storedWhenAnnounced).toBe(html);
    expect((await storedFor(nestHeadings(description)))?.html).toBe(html);
    expect(await storedFor(before)).toBeUndefined();
    expect(t.api.storedMarkdown.find(before)).toBeUndefined();
  });

  it('a text changed behind the API’s back has no stored HTML until the next store', async () => {
    const [post] = await t.database.db.select().from(blogPosts).limit(1);
    const changed = `${post?.content.de}\n\nEin Absatz, von Hand geschrieben.`;
    await t.database.db
      .update(blogPosts)
      .set({ content: { ...post?.content, de: changed } })
      .where(eq(blogPosts.id, post?.id ?? 0));
    expect(t.api.storedMarkdown.find(changed)).toBeUndefined();
    expect(await t.api.storedMarkdown.store()).toMatchObject({ rendered: 1, removed: 1 });
    expect(t.api.storedMarkdown.find(changed)).toBe(markdownToHtml(changed));
    expect(await t.api.storedMarkdown.store()).toMatchObject({ rendered: 0, removed: 0 });
  });

  it('replaces HTML another renderer made, and reads nothing of it meanwhile', async () => {
    const before = await rows();
    await t.database.db
      .update(renderedMarkdown)
      .set({ renderer: 'an-older-renderer', html: sql`'<p>alt</p>'` });
    await t.api.storedMarkdown.reload();
    const [post] = await t.database.db.select().from(blogPosts).limit(1);
    expect(t.api.storedMarkdown.find(post?.content.de ?? '')).toBeUndefined();
    const outcome = await t.api.storedMarkdown.store();
    expect(outcome).toMatchObject({ rendered: before.length, removed: 0, kept: before.length });
    const after = await rows();
    expect(after.map((row) => row.html).sort()).toEqual(before.map((row) => row.html).sort());
    expect(after.every((row) => row.renderer === rendererFingerprint())).toBe(true);
  });
});
