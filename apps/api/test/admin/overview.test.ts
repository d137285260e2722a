/**
 * The console's start page (issue 24 point 2): new messages, subscribers confirmed and visitors this
 * week for the owner, and what still needs doing — no mail server, a legal page holding the demo
 * identity, no second sign-in step, a language below 100 % — each gone once it is fixed.
 */
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../src/db/schema';
import { setupContentApp } from '../helpers/admin-content';
import { storedSession } from '../helpers/analytics-sessions';

const t = setupContentApp();
const DAY = 86_400_000;

const overview = (role: 'owner' | 'editor' | null = 'owner') =>
  t.send('GET', '/api/admin/overview/', { role });

async function visitOn(daysAgo: number) {
  await storedSession(t.database.db, new Date(Date.now() - daysAgo * DAY));
}

async function subscriber(email: string, confirmedDaysAgo: number | null) {
  await t.database.db.insert(newsletterSubscriptions).values({
    email,
    languageCode: 'de',
    status: confirmedDaysAgo === null ? 'pending' : 'active',
    consentTextVersion: '1',
    confirmedAt: confirmedDaysAgo === null ? null : new Date(Date.now() - confirmedDaysAgo * DAY),
  });
}

describe('the start page', () => {
  it('lists for the seeded site: no mail server, both legal pages with demo data, two-step sign-in off', async () => {
    const answer = await overview();
    expect(answer.status).toBe(200);
    expect(answer.body.tasks).toEqual([
      { kind: 'mail_server' },
      expect.objectContaining({ kind: 'demo_legal_page', page: 'imprint' }),
      expect.objectContaining({ kind: 'demo_legal_page', page: 'privacy' }),
      { kind: 'two_factor' },
    ]);
    // The seeded site is complete in every language: no translation task.
    expect(answer.body.figures).toEqual({ new_messages: 0, new_subscribers: 0, visitors_week: 0 });
  });

  it('counts new messages, subscriptions confirmed and visitors of the last 7 days only', async () => {
    for (const [index, name] of ['Maria', 'Jonas'].entries()) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: { name, email: `${name.toLowerCase()}@example.com`, message: 'Ich interessiere mich.' },
        remoteAddress: `198.51.100.${index + 1}`,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await subscriber('new@example.com', 1);
    await subscriber('old@example.com', 8);
    await subscriber('pending@example.com', null);
    await visitOn(0);
    await visitOn(6);
    await visitOn(7);
    expect((await overview()).body.figures).toEqual({
      new_messages: 2,
      new_subscribers: 1,
      visitors_week: 2,
    });
  });

  it('drops a legal page once its demo identity is replaced and published', async () => {
    const before = (await overview()).body.tasks;
    const imprint = before.find((task: { page?: string }) => task.page === 'imprint');
    const item = (await t.send('GET', `/api/admin/legal-pages/${imprint.key}/`, { role: 'owner' })).body;
    const content = Object.fromEntries(
      Object.entries(item.document.content as Record<string, string>).map(([language, text]) => [
        language,
        text.replaceAll('(Demodaten)', '').replaceAll('Musterstraße 1', 'Lindenallee 4'),
      ]),
    );
    const saved = await t.send('PATCH', `/api/admin/legal-pages/${imprint.key}/`, {
      role: 'owner',
      body: { version: item.version, content },
    });
    expect(saved.status).toBe(200);
    // A draft is not what visitors see: the task stays until it is published.
    expect((await overview()).body.tasks).toContainEqual(imprint);
    const published = await t.send('POST', `/api/admin/legal-pages/${imprint.key}/publish/`, {
      role: 'owner',
      body: { version: saved.body.version },
    });
    expect(published.status).toBe(200);
    expect((await overview()).body.tasks).not.toContainEqual(imprint);
  });

  it('names a language below 100 % on the website with its share; a copy left unedited is not translated', async () => {
    const translationTask = async () =>
      (await overview()).body.tasks.find((task: { kind: string }) => task.kind === 'translation');
    const [service] = (await t.send('GET', '/api/admin/services/')).body.results;
    const item = (await t.send('GET', `/api/admin/services/${service.key}/`)).body;
    // French filled by copying the German text: a draft first, visitors do not see it yet.
    const copied = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: {
        version: item.version,
        title: { fr: item.document.title.de },
        copied: [{ field: 'title', language: 'fr', from: 'de' }],
      },
    });
    expect(copied.status).toBe(200);
    expect(await translationTask()).toBeUndefined();
    const published = await t.send('POST', `/api/admin/services/${service.key}/publish/`, {
      body: { version: copied.body.version },
    });
    expect(published.status).toBe(200);
    const french = await translationTask();
    expect(french).toMatchObject({ kind: 'translation', language: 'fr' });
    expect(french.percent).toBeGreaterThanOrEqual(90);
    expect(french.percent).toBeLessThan(100);
  });

  it('gives an editor no figures and no owner task; nobody signed in is 401', async () => {
    const editor = await overview('editor');
    expect(editor.status).toBe(200);
    expect(editor.body.figures).toBeNull();
    const kinds = editor.body.tasks.map((task: { kind: string }) => task.kind);
    expect(kinds).not.toContain('mail_server');
    expect(kinds).toContain('two_factor');
    expect((await overview(null)).status).toBe(401);
  });
});
