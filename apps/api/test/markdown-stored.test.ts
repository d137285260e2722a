/**
 * Markdown rendered when it is published (issue 26 point 3, decision 118), on both engines (the
 * PostgreSQL leg runs this file too): the seed and migration 0023's existing rows get their HTML
 * when the API starts, a publish stores the new text's HTML, a text written by any other path
 * (a restore, an import) gets it on the next content change, and the answers carry it.
 */

import { markdownId } from '@wegweiser/markdown/markdown-id';
import { nestHeadings } from '@wegweiser/markdown/nest-headings';
import { markdownToHtml } from '@wegweiser/markdown/static-html';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { legalPages, servicePackages } from '../src/db/schema';
import { OWNER_ENV, signedIn } from './admin/console-client';
import { setupApp, testConfig } from './helpers/build-app';
import { createTestDatabase } from './helpers/test-database';

const t = setupApp(OWNER_ENV);

const privacy = async () => {
  const [row] = await t.api.database.db.select().from(legalPages).where(eq(legalPages.type, 'privacy'));
  if (!row) throw new Error('no privacy page');
  return row;
};

describe('markdown rendered when it is published', () => {
  it('the seeded texts carry their HTML, made from exactly their source', async () => {
    const row = await privacy();
    const source = row.content.de ?? '';
    expect(source).not.toBe('');
    expect(row.contentHtml.de).toEqual({ id: markdownId(source), html: markdownToHtml(source) });
    const answer = await t.get('/api/content/legal-pages/privacy/?language=de');
    expect(answer.body.content).toBe(source);
    expect(answer.body.content_html).toBe(markdownToHtml(source));
  });

  it('a package answer carries its description as its page shows it (headings nested); lists do not', async () => {
    const list = await t.get('/api/services/packages/?language=de');
    const slug = list.body.results[0].slug as string;
    expect(list.body.results[0].description_html).toBeNull();
    const detail = await t.get(`/api/services/packages/${slug}/?language=de`);
    expect(detail.body.description_html).toBe(markdownToHtml(nestHeadings(detail.body.description)));
  });

  it('a publish through the console stores the new text’s HTML, which the answer then carries', async () => {
    const owner = await signedIn(t);
    // The legal pages are a fixed set, keyed by type.
    const key = 'privacy';
    const current = await owner.get(`/api/admin/legal-pages/${key}/`);
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    const text = '## Neu\n\nDiese **Erklärung** gilt ab heute. <script>alert(1)</script>';
    const saved = await owner.patch(`/api/admin/legal-pages/${key}/`, {
      version: current.body.version,
      content: { de: text },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await owner.post(`/api/admin/legal-pages/${key}/publish/`, {
      version: saved.body.version,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await t.api.markdownStored();
    const row = await privacy();
    expect(row.contentHtml.de).toEqual({ id: markdownId(text), html: markdownToHtml(text) });
    expect(row.contentHtml.de?.html).not.toContain('<script');
    const answer = await t.get('/api/content/legal-pages/privacy/?language=de');
    expect(answer.body.content).toBe(text);
    expect(answer.body.content_html).toBe(markdownToHtml(text));
  });

  it('a text written by another path (a restore, an import) gets its HTML on the next content change', async () => {
    const text = 'Wiederhergestellt: *kursiv*';
    await t.api.database.db
      .update(servicePackages)
      .set({ description: { de: text } })
      .where(eq(servicePackages.id, 1));
    // Until then the answer names no HTML for the changed text: the page renders it itself.
    t.api.responseCache.clear();
    const [before] = await t.api.database.db.select().from(servicePackages).where(eq(servicePackages.id, 1));
    expect(before?.descriptionHtml.de?.id).not.toBe(markdownId(text));
    t.api.contentChanged();
    await t.api.markdownStored();
    const [after] = await t.api.database.db.select().from(servicePackages).where(eq(servicePackages.id, 1));
    expect(after?.descriptionHtml).toEqual({
      de: { id: markdownId(text), html: markdownToHtml(nestHeadings(text)) },
    });
  });
});

describe('migration 0023: rows from before it get their HTML when the API starts', () => {
  it('fills the empty columns of existing rows at start', async () => {
    const database = await createTestDatabase();
    const first = await buildApp(testConfig(), { database });
    const { db } = first.api.database;
    // As the migration leaves existing rows: the new columns at their default.
    await db.update(legalPages).set({ contentHtml: {} });
    await db.update(servicePackages).set({ descriptionHtml: {} });
    await first.app.close();
    const again = await buildApp(testConfig(), { database });
    try {
      await again.app.ready();
      for (const row of await db.select().from(legalPages)) {
        for (const [language, source] of Object.entries(row.content)) {
          if (!source?.trim()) continue;
          expect(row.contentHtml[language as 'de']).toEqual({
            id: markdownId(source),
            html: markdownToHtml(source),
          });
        }
      }
      for (const row of await db.select().from(servicePackages)) {
        expect(Object.keys(row.descriptionHtml).length).toBeGreaterThan(0);
      }
    } finally {
      await again.app.close();
      await database.close();
    }
  });
});
