/**
 * The links every newsletter mail carries (decision 020): confirmation and unsubscribe open a page
 * whose button does the change (POST), RFC 8058 one-click, and odd requests to both.
 */
import { translate } from '@wegweiser/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterTokens } from '../src/db/schema';
import { NEWSLETTER_MAIL_LIMITS } from '../src/services/newsletter-service';
import { setupApp } from './helpers/build-app';
import { linkToken, newsletterHelpers } from './helpers/newsletter';

const t = setupApp();
const { db, subscription, emailsTo, ageEmails, formPost, jsonPost, subscribeAndGetToken } =
  newsletterHelpers(t);
const unsubscribeTokenFrom = (body: string) => linkToken(body, 'unsubscribe');

describe('confirmation link: the GET shows a page, the button confirms (POST)', () => {
  it('confirms with the token from the email (double opt-in), once', async () => {
    const { confirm } = await subscribeAndGetToken('bert@example.com');
    expect(confirm).toBeTruthy();
    const opened = await t.get(`/api/newsletter/confirm/${confirm}/`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ message: translate('newsletter_confirm_prompt', 'de') });
    expect((await subscription('bert@example.com'))?.status).toBe('pending');
    const confirmed = await jsonPost(`/api/newsletter/confirm/${confirm}/`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.' });
    const row = await subscription('bert@example.com');
    expect(row?.status).toBe('active');
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const again = await jsonPost(`/api/newsletter/confirm/${confirm}/`);
    expect(again.status).toBe(404);
  });

  it('opening the link (as a mail scanner does) shows a page with a button and confirms nothing', async () => {
    const { confirm } = await subscribeAndGetToken('claire@example.com', 'fr');
    for (let i = 0; i < 3; i += 1) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/confirm/${confirm}/`,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<html lang="fr">');
      // Self-contained: not even the browser's /favicon.ico request (img-src allows data:).
      expect(page.body).toContain('<link rel="icon" href="data:,">');
      expect(page.body).toContain(translate('newsletter_confirm_prompt', 'fr').replace("'", '&#39;'));
      expect(page.body).toContain(
        `<form method="post" action="/api/newsletter/confirm/${confirm}/"><button type="submit">Confirmer l&#39;inscription</button></form>`,
      );
    }
    expect((await subscription('claire@example.com'))?.status).toBe('pending');
    // The button: a plain same-origin form POST, without CSRF cookie, answered with a page.
    const confirmed = await formPost(`/api/newsletter/confirm/${confirm}/`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toContain('text/html');
    expect(confirmed.body).toContain('<html lang="fr">');
    expect(confirmed.body).toContain('Merci ! Votre inscription à la newsletter est confirmée.');
    expect(confirmed.body).not.toContain('<form');
    expect((await subscription('claire@example.com'))?.status).toBe('active');
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/',
      headers: { accept: 'text/html' },
    });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('Dieser Bestätigungslink ist ungültig oder abgelaufen.');
    expect(invalid.body).not.toContain('<form');
  });

  it('refuses a cross-site POST, though it carries the token', async () => {
    const { confirm } = await subscribeAndGetToken('cross@example.com');
    // A foreign Origin from a browser without Fetch Metadata (an empty header counts as none), and a
    // cross-site request by Fetch Metadata.
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
      { 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      const response = await formPost(`/api/newsletter/confirm/${confirm}/`, headers);
      expect(response.statusCode).toBe(403);
    }
    expect((await subscription('cross@example.com'))?.status).toBe('pending');
  });

  it('rejects an expired token', async () => {
    const { confirm } = await subscribeAndGetToken('dora@example.com');
    const row = await subscription('dora@example.com');
    await db()
      .update(newsletterTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(eq(newsletterTokens.subscriptionId, row?.id ?? ''), eq(newsletterTokens.purpose, 'confirm')),
      );
    expect((await t.get(`/api/newsletter/confirm/${confirm}/?language=en`)).status).toBe(404);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/confirm/${confirm}/?language=en`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'This confirmation link is invalid or has expired. Please subscribe again.',
    );
    expect((await subscription('dora@example.com'))?.status).toBe('pending');
  });
});

describe('unsubscribe link in every email', () => {
  it('is in the confirmation and the "already subscribed" mail, with List-Unsubscribe header fields', async () => {
    const { confirm } = await subscribeAndGetToken('ida@example.com', 'en');
    await jsonPost(`/api/newsletter/confirm/${confirm}/`);
    await ageEmails('ida@example.com', NEWSLETTER_MAIL_LIMITS.minIntervalMs);
    await t.post('/api/newsletter/subscribe/?language=en', { email: 'ida@example.com' });
    const mails = await emailsTo('ida@example.com');
    expect(mails.map((mail) => mail.template)).toEqual([
      'newsletter_confirmation',
      'newsletter_already_active',
    ]);
    for (const mail of mails) {
      const token = unsubscribeTokenFrom(mail.bodyText);
      const link = `http://localhost:3000/api/newsletter/unsubscribe/${token}/`;
      expect(mail.bodyText).toContain(`Unsubscribe from the newsletter: ${link}`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
  });

  it('GET shows a page in the subscriber’s language, its button unsubscribes; repeating changes nothing', async () => {
    const { confirm, unsubscribe } = await subscribeAndGetToken('jana@example.com', 'es');
    await jsonPost(`/api/newsletter/confirm/${confirm}/`);
    const url = `/api/newsletter/unsubscribe/${unsubscribe}/`;
    const page = await t.app.inject({
      method: 'GET',
      url: `${url}?language=en`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain(translate('newsletter_unsubscribe_prompt', 'es'));
    expect(page.body).toContain(
      `<form method="post" action="${url}"><button type="submit">Darse de baja</button>`,
    );
    expect((await subscription('jana@example.com'))?.status).toBe('active');

    const done = await formPost(url);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<html lang="es">');
    expect(done.body).toContain(translate('newsletter_unsubscribed', 'es'));
    const row = await subscription('jana@example.com');
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);

    const again = await jsonPost(url);
    expect(again).toEqual({ status: 200, body: { message: translate('newsletter_unsubscribed', 'es') } });
    expect((await subscription('jana@example.com'))?.unsubscribedAt).toEqual(row?.unsubscribedAt);
    const reopened = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).toContain(translate('newsletter_unsubscribed', 'es'));
    expect(reopened.body).not.toContain('<form');
  });

  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    ],
  ])('accepts the RFC 8058 one-click POST (%s) without any cookie', async (contentType, payload) => {
    const email = `one-click-${contentType.length}@example.com`;
    const { confirm, unsubscribe } = await subscribeAndGetToken(email);
    await jsonPost(`/api/newsletter/confirm/${confirm}/`);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${unsubscribe}/`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect((await subscription(email))?.status).toBe('unsubscribed');
  });

  it('unsubscribing a pending address retires its confirmation link', async () => {
    const { confirm, unsubscribe } = await subscribeAndGetToken('kai@example.com');
    expect((await jsonPost(`/api/newsletter/unsubscribe/${unsubscribe}/`)).status).toBe(200);
    expect((await jsonPost(`/api/newsletter/confirm/${confirm}/`)).status).toBe(404);
    expect((await subscription('kai@example.com'))?.status).toBe('unsubscribed');
  });

  it('answers an unknown token with 404 and a clear message, as page and as JSON', async () => {
    const url = '/api/newsletter/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/';
    const json = await jsonPost(`${url}?language=en`);
    expect(json).toEqual({
      status: 404,
      body: { message: translate('newsletter_unsubscribe_invalid', 'en') },
    });
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(translate('newsletter_unsubscribe_invalid', 'de'));
    expect(page.body).not.toContain('<form');
    // A confirmation token is no unsubscribe token.
    const { confirm } = await subscribeAndGetToken('lena@example.com');
    expect((await jsonPost(`/api/newsletter/unsubscribe/${confirm}/`)).status).toBe(404);
  });
});

describe('link POSTs with odd requests', () => {
  it.each([
    ['application/json', ''],
    ['application/json', '{"broken'],
    ['application/json', '{"token":"x"}'],
    ['application/x-www-form-urlencoded', 'a=%ZZ&&=='],
    ['application/x-www-form-urlencoded', 'x'.repeat(2_000)],
    ['multipart/form-data', 'no boundary'],
    ['text/plain', 'List-Unsubscribe=One-Click'],
    ['application/xml', '<a/>'],
  ])('answer %s %j with a 4xx or 404 for an unknown token, never 5xx', async (contentType, payload) => {
    for (const kind of ['confirm', 'unsubscribe']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/${kind}/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/`,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${kind} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${kind} ${response.body}`).toBeLessThan(500);
      expect(response.json().message).toMatch(/\S/);
    }
  });
});
