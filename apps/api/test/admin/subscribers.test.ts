/**
 * The owner's subscriber API (issue 14 point 2, decision 056): the consent record kept from the
 * sign-up, the list with search, filters and pages, the CSV export with formula-like addresses
 * neutralised, one person's data (GDPR Art. 15) and erasure (Art. 17); owner only.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/subscribers.test.ts
 */
import { NEWSLETTER_CONSENT_VERSION } from '@wegweiser/contracts/constants';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterSubscriptions, newsletterTokens, outboxEmails } from '../../src/db/schema';
import { setupContentApp } from '../helpers/admin-content';
import { linkToken } from '../helpers/newsletter';
import { FUZZ_RUNS, FUZZ_SEED, FUZZ_TIMEOUT_MS } from '../helpers/write-fuzz';

const t = setupContentApp();
const db = () => t.database.db;

/** Signs up through the public route, as a visitor at `ip` on the site in `language`. */
const signUp = async (email: string, language: string, ip: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/newsletter/subscribe/?language=${language}`,
    payload: { email },
    remoteAddress: ip,
  });
  expect(answer.statusCode, email).toBe(200);
};
const rowOf = async (email: string) =>
  (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

const FORMULA = '=cmd|calc@example.com';

beforeAll(async () => {
  await signUp('anna@example.com', 'fr', '203.0.113.77');
  await signUp('bert@example.org', 'de', '2001:db8:1234:5678::9');
  await signUp(FORMULA, 'en', '198.51.100.20');
  // Anna confirms with the link from her mail.
  const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.recipient, 'anna@example.com'));
  const token = linkToken(mail?.bodyText ?? '', 'confirm');
  const confirmed = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}/` });
  expect(confirmed.statusCode).toBe(200);
});

describe('the consent record', () => {
  it('keeps the sign-up time, the shortened address, the consent text version and the confirmation time', async () => {
    const anna = await rowOf('anna@example.com');
    expect(anna).toMatchObject({
      status: 'active',
      signupIp: '203.0.113.0',
      consentTextVersion: NEWSLETTER_CONSENT_VERSION,
    });
    expect(anna?.confirmedAt?.getTime()).toBeGreaterThanOrEqual(anna?.subscribedAt.getTime() ?? Infinity);
    const bert = await rowOf('bert@example.org');
    expect(bert).toMatchObject({ status: 'pending', signupIp: '2001:db8:1234::', confirmedAt: null });
  });
});

describe('/api/admin/subscribers/', () => {
  it('is the owner’s: an editor gets 403, nobody signed in 401', async () => {
    const id = (await rowOf('bert@example.org'))?.id ?? '';
    for (const url of [
      '/api/admin/subscribers/',
      '/api/admin/subscribers/csv/',
      `/api/admin/subscribers/${id}/export/`,
    ]) {
      expect((await t.send('GET', url)).status, url).toBe(403);
      expect((await t.send('GET', url, { role: null })).status, url).toBe(401);
    }
    expect((await t.send('DELETE', `/api/admin/subscribers/${id}/`)).status).toBe(403);
    expect((await t.send('DELETE', `/api/admin/subscribers/${id}/`, { role: null })).status).toBe(401);
    expect(await rowOf('bert@example.org')).toBeDefined();
  });

  it('lists with status, language and dates, newest first, with search, filters and pages', async () => {
    const all = await t.send('GET', '/api/admin/subscribers/', { role: 'owner' });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((row: { email: string }) => row.email)).toEqual([
      FORMULA,
      'bert@example.org',
      'anna@example.com',
    ]);
    expect(all.body.results[2]).toMatchObject({ status: 'active', language: 'fr', unsubscribed_at: null });
    expect(Date.parse(all.body.results[2].confirmed_at)).toBeGreaterThan(0);

    const emails = async (query: string) =>
      (await t.send('GET', `/api/admin/subscribers/?${query}`, { role: 'owner' })).body.results.map(
        (row: { email: string }) => row.email,
      );
    expect(await emails('search=EXAMPLE.COM')).toEqual([FORMULA, 'anna@example.com']);
    // LIKE wildcards are literal characters in a search.
    expect(await emails('search=%25')).toEqual([]);
    expect(await emails('search=_')).toEqual([]);
    expect(await emails('status=pending')).toEqual([FORMULA, 'bert@example.org']);
    expect(await emails('subscriber_language=de')).toEqual(['bert@example.org']);
    expect(await emails('status=active&subscriber_language=de')).toEqual([]);

    const page2 = await t.send('GET', '/api/admin/subscribers/?page_size=2&page=2', { role: 'owner' });
    expect(page2.body).toMatchObject({ count: 3, next: null });
    expect(page2.body.previous).toContain('page=1');
    expect(page2.body.results.map((row: { email: string }) => row.email)).toEqual(['anna@example.com']);

    expect((await t.send('GET', '/api/admin/subscribers/?status=gone', { role: 'owner' })).status).toBe(400);
    expect(
      (await t.send('GET', '/api/admin/subscribers/?subscriber_language=xx', { role: 'owner' })).status,
    ).toBe(400);
  });

  it('exports CSV with a formula-like address neutralised', async () => {
    const answer = await t.owner.request('GET', '/api/admin/subscribers/csv/?status=pending');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const text: string = answer.body;
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,status,language,subscribed_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^'=cmd\|calc@example\.com,pending,en,\d{4}-/);
    expect(lines[2]).toMatch(/^bert@example\.org,pending,de,/);
  });

  it("exports one person's data: subscription, consent record and the mails sent to them", async () => {
    const anna = await rowOf('anna@example.com');
    const answer = await t.send('GET', `/api/admin/subscribers/${anna?.id}/export/`, { role: 'owner' });
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toMatchObject({
      email: 'anna@example.com',
      status: 'active',
      language: 'fr',
    });
    expect(answer.body.consent).toEqual({
      signed_up_at: anna?.subscribedAt.toISOString(),
      signup_ip: '203.0.113.0',
      consent_text_version: NEWSLETTER_CONSENT_VERSION,
      confirmed_at: anna?.confirmedAt?.toISOString(),
    });
    expect(answer.body.mails).toHaveLength(1);
    expect(answer.body.mails[0]).toMatchObject({ template: 'newsletter_confirmation', language: 'fr' });
    expect(answer.body.mails[0].body_text).toContain('/api/newsletter/confirm/');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.send('GET', `/api/admin/subscribers/${unknown}/export/`, { role: 'owner' })).status).toBe(
      404,
    );
  });

  it('erases one subscriber: the row, its tokens and its mails; the audit entry has no address', async () => {
    const bert = await rowOf('bert@example.org');
    const id = bert?.id ?? '';
    expect(
      (await db().select().from(newsletterTokens).where(eq(newsletterTokens.subscriptionId, id))).length,
    ).toBe(2);
    const answer = await t.send('DELETE', `/api/admin/subscribers/${id}/`, { role: 'owner' });
    expect(answer.status).toBe(204);
    expect(await rowOf('bert@example.org')).toBeUndefined();
    expect(await db().select().from(newsletterTokens).where(eq(newsletterTokens.subscriptionId, id))).toEqual(
      [],
    );
    expect(
      await db().select().from(outboxEmails).where(eq(outboxEmails.recipient, 'bert@example.org')),
    ).toEqual([]);
    // The others are untouched.
    expect(
      (await db().select().from(outboxEmails).where(eq(outboxEmails.recipient, 'anna@example.com'))).length,
    ).toBe(1);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'subscriber.delete'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'newsletter_subscription', entityId: id });
    expect(JSON.stringify(entries[0])).not.toContain('bert');
    expect((await t.send('DELETE', `/api/admin/subscribers/${id}/`, { role: 'owner' })).status).toBe(404);
  });

  it(
    'answers any query of the list, the CSV and the export with 200, 400 or 404, never a 5xx',
    async () => {
      const value = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constantFrom('active', 'pending', 'de', 'zh', '0', '-1', '99999999999999999999', '%', '_', '\\'),
      );
      const query = fc.dictionary(
        fc.constantFrom('search', 'status', 'subscriber_language', 'page', 'page_size', 'language', 'other'),
        value,
        { maxKeys: 4 },
      );
      const target = fc.constantFrom('/api/admin/subscribers/', '/api/admin/subscribers/csv/', 'export');
      const id = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }));
      await fc.assert(
        fc.asyncProperty(target, query, id, async (path, params, someId) => {
          const url =
            path === 'export' ? `/api/admin/subscribers/${encodeURIComponent(someId)}/export/` : path;
          const answer = await t.send('GET', `${url}?${new URLSearchParams(params).toString()}`, {
            role: 'owner',
          });
          expect([200, 400, 404], `${url} ${JSON.stringify(params)}`).toContain(answer.status);
        }),
        { numRuns: FUZZ_RUNS * 4, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
