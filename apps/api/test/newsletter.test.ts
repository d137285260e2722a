import { createHash } from 'node:crypto';
import { NEWSLETTER_CONSENT_VERSION, NEWSLETTER_TOKEN_TTL_MS } from '@wegweiser/contracts/constants';
import { translate } from '@wegweiser/contracts/messages';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions, newsletterTokens, outboxEmails } from '../src/db/schema';
import { contactNotificationEmail } from '../src/emails/templates';
import { NEWSLETTER_MAIL_LIMITS } from '../src/repositories/newsletter-repository';
import { setupApp } from './helpers/build-app';

const t = setupApp();

const db = () => t.database.db;
const subscription = async (email: string) =>
  (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
const emailsTo = (recipient: string) =>
  db()
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(asc(outboxEmails.createdAt));
const lastEmailTo = async (recipient: string) =>
  (
    await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, recipient))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1)
  )[0];
const tokenFrom = (body: string) => body.match(/\/api\/newsletter\/confirm\/([A-Za-z0-9_-]+)\//)?.[1];
const unsubscribeTokenFrom = (body: string) =>
  body.match(/\/api\/newsletter\/unsubscribe\/([A-Za-z0-9_-]+)\//)?.[1];
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Moves every email to the address back in time, as if it had been queued `ms` earlier. */
const ageEmails = (recipient: string, ms: number) =>
  db()
    .update(outboxEmails)
    .set({ createdAt: sql`${outboxEmails.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(outboxEmails.recipient, recipient));

/** A form POST as a browser sends it from the page: same-origin, no CSRF cookie or header. */
const formPost = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: '',
    headers: {
      accept: 'text/html,application/xhtml+xml',
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
/** A POST from a JSON client (no CSRF cookie: the token in the URL is the authorization). */
const jsonPost = async (url: string) => {
  const response = await t.app.inject({ method: 'POST', url });
  return { status: response.statusCode, body: response.json() };
};
const subscribeAndGetToken = async (email: string, language = 'de') => {
  await t.post(`/api/newsletter/subscribe/?language=${language}`, { email });
  const body = (await lastEmailTo(email))?.bodyText ?? '';
  return { confirm: tokenFrom(body) ?? '', unsubscribe: unsubscribeTokenFrom(body) ?? '' };
};

describe('POST /api/newsletter/subscribe/', () => {
  it('stores a pending subscription with language, time and consent version, and queues the confirmation', async () => {
    const before = Date.now();
    const response = await t.post('/api/newsletter/subscribe/?language=en', { email: '  Anna@Example.com ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message:
        'Almost done! Please confirm your subscription using the link in the email we have just sent you.',
    });
    const row = await subscription('anna@example.com');
    expect(row).toMatchObject({
      status: 'pending',
      languageCode: 'en',
      consentTextVersion: NEWSLETTER_CONSENT_VERSION,
    });
    expect(row?.subscribedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const mail = await lastEmailTo('anna@example.com');
    expect(mail?.template).toBe('newsletter_confirmation');
    expect(mail?.bodyText).toContain('http://localhost:3000/api/newsletter/confirm/');
    expect(mail?.languageCode).toBe('en');
    // Tokens only as hashes: one confirmation token (7 days) and one unsubscribe token.
    const confirm = tokenFrom(mail?.bodyText ?? '') ?? '';
    const unsubscribe = unsubscribeTokenFrom(mail?.bodyText ?? '') ?? '';
    const tokens = await db()
      .select()
      .from(newsletterTokens)
      .where(eq(newsletterTokens.subscriptionId, row?.id ?? ''));
    expect(tokens.map((token) => [token.purpose, token.tokenHash]).sort()).toEqual(
      [
        ['confirm', sha256(confirm)],
        ['unsubscribe', sha256(unsubscribe)],
      ].sort(),
    );
    const expiry = tokens.find((token) => token.purpose === 'confirm')?.expiresAt?.getTime() ?? 0;
    expect(expiry).toBeGreaterThanOrEqual(before + NEWSLETTER_TOKEN_TTL_MS - 1000);
    const stored = JSON.stringify(await db().select().from(newsletterTokens));
    expect(stored).not.toContain(confirm);
    expect(stored).not.toContain(unsubscribe);
  });

  it.each(['de', 'en', 'es', 'fr', 'zh'])(
    'queues the %s confirmation with its unsubscribe line',
    async (language) => {
      const email = `lang-${language}@example.com`;
      const { confirm, unsubscribe } = await subscribeAndGetToken(email, language);
      const mail = await lastEmailTo(email);
      expect(mail?.languageCode).toBe(language);
      expect(mail?.bodyText).toContain(`/api/newsletter/confirm/${confirm}/`);
      expect(mail?.bodyText).toMatch(new RegExp(`\\n--\\n.+/api/newsletter/unsubscribe/${unsubscribe}/$`));
      expect(mail?.subject).not.toMatch(/[\r\n]/);
    },
  );

  it('answers a known address exactly like a new one (nothing enumerable)', async () => {
    const first = await t.post('/api/newsletter/subscribe/', { email: 'emil@example.com' });
    const token = tokenFrom((await lastEmailTo('emil@example.com'))?.bodyText ?? '');
    expect((await jsonPost(`/api/newsletter/confirm/${token}/`)).status).toBe(200);
    await ageEmails('emil@example.com', NEWSLETTER_MAIL_LIMITS.minIntervalMs);
    const known = await t.post('/api/newsletter/subscribe/', { email: 'emil@example.com' });
    const fresh = await t.post('/api/newsletter/subscribe/', { email: 'fritz@example.com' });
    expect(known.status).toBe(first.status);
    expect(known.body).toEqual(fresh.body);
    expect(known.status).toBe(fresh.status);
    expect((await subscription('emil@example.com'))?.status).toBe('active');
    expect((await lastEmailTo('emil@example.com'))?.template).toBe('newsletter_already_active');
  });

  it('handles simultaneous requests for the same new address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.post('/api/newsletter/subscribe/', { email: 'hanna@example.com' })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await subscription('hanna@example.com'))?.status).toBe('pending');
  });

  it.each([
    ['de', { email: 'keine-adresse' }, ['Bitte geben Sie eine gültige E-Mail-Adresse ein.']],
    ['en', { email: 'anna @example.com' }, ['Please enter a valid email address.']],
    ['es', { email: 'anna@example' }, ['Introduzca una dirección de correo electrónico válida.']],
    ['fr', { email: '' }, ['Ce champ est obligatoire.']],
    ['zh', {}, ['此字段为必填项。']],
    ['en', { email: 42 }, ['Invalid value.']],
    ['en', { email: `${'a'.repeat(250)}@example.com` }, ['This value is too long (at most 254 characters).']],
  ])('in %s rejects %j with an email field error', async (language, body, errors) => {
    const response = await t.post(`/api/newsletter/subscribe/?language=${language}`, body);
    expect(response.status).toBe(400);
    expect(response.body.email).toEqual(errors);
    expect(response.body.message).toMatch(/\S/);
  });

  it('stores nothing for an invalid request', async () => {
    await t.post('/api/newsletter/subscribe/', { email: 'invalid@nowhere' });
    expect(await subscription('invalid@nowhere')).toBeUndefined();
  });
});

describe('mail limits per recipient', () => {
  const fromIp = (ip: string, email: string) =>
    t.post('/api/newsletter/subscribe/', { email }, { remoteAddress: ip });

  it('sends one confirmation for 15 simultaneous sign-ups of one address from three IPs, with 15 identical answers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => fromIp(`203.0.113.${i % 3}`, 'flood@example.com')),
    );
    const unknown = await t.post('/api/newsletter/subscribe/', { email: 'flood-control@example.com' });
    for (const response of responses) {
      expect(response.status).toBe(unknown.status);
      expect(response.body).toEqual(unknown.body);
    }
    expect(await emailsTo('flood@example.com')).toHaveLength(1);
  });

  it('sends an active address one "already subscribed" mail, however often it is signed up', async () => {
    const { confirm } = await subscribeAndGetToken('active-flood@example.com');
    expect((await jsonPost(`/api/newsletter/confirm/${confirm}/`)).status).toBe(200);
    await ageEmails('active-flood@example.com', NEWSLETTER_MAIL_LIMITS.minIntervalMs);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => fromIp(`198.51.100.${i % 3}`, 'active-flood@example.com')),
    );
    const fresh = await t.post('/api/newsletter/subscribe/', { email: 'active-flood-control@example.com' });
    for (const response of responses) {
      expect(response.status).toBe(fresh.status);
      expect(response.body).toEqual(fresh.body);
    }
    const templates = (await emailsTo('active-flood@example.com')).map((mail) => mail.template);
    expect(templates).toEqual(['newsletter_confirmation', 'newsletter_already_active']);
  });

  it(`allows one mail per ${NEWSLETTER_MAIL_LIMITS.minIntervalMs / 60_000} minutes and ${NEWSLETTER_MAIL_LIMITS.perDay} per day`, async () => {
    const email = 'paced@example.com';
    await t.post('/api/newsletter/subscribe/', { email });
    await t.post('/api/newsletter/subscribe/', { email });
    expect(await emailsTo(email)).toHaveLength(1);
    await ageEmails(email, NEWSLETTER_MAIL_LIMITS.minIntervalMs - 60_000);
    await t.post('/api/newsletter/subscribe/', { email });
    expect(await emailsTo(email)).toHaveLength(1);
    for (let i = 0; i < NEWSLETTER_MAIL_LIMITS.perDay + 2; i += 1) {
      await ageEmails(email, NEWSLETTER_MAIL_LIMITS.minIntervalMs);
      await t.post('/api/newsletter/subscribe/', { email });
    }
    expect(await emailsTo(email)).toHaveLength(NEWSLETTER_MAIL_LIMITS.perDay);
    // A day after the first one the next may go.
    await ageEmails(email, 24 * 60 * 60 * 1000);
    await t.post('/api/newsletter/subscribe/', { email });
    expect(await emailsTo(email)).toHaveLength(NEWSLETTER_MAIL_LIMITS.perDay + 1);
  });

  it('keeps the first confirmation link valid when the address is signed up again', async () => {
    const first = await subscribeAndGetToken('greta@example.com');
    await t.post('/api/newsletter/subscribe/', { email: 'greta@example.com' });
    await ageEmails('greta@example.com', NEWSLETTER_MAIL_LIMITS.minIntervalMs);
    const second = await subscribeAndGetToken('greta@example.com');
    expect(second.confirm).not.toBe(first.confirm);
    expect(await emailsTo('greta@example.com')).toHaveLength(2);
    expect((await t.get(`/api/newsletter/confirm/${first.confirm}/`)).status).toBe(200);
    expect((await t.get(`/api/newsletter/confirm/${second.confirm}/`)).status).toBe(200);
    expect((await jsonPost(`/api/newsletter/confirm/${first.confirm}/`)).status).toBe(200);
    expect((await subscription('greta@example.com'))?.status).toBe('active');
    // Once confirmed, no confirmation link is left.
    expect((await jsonPost(`/api/newsletter/confirm/${second.confirm}/`)).status).toBe(404);
  });
});

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
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
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

describe('mail header fields', () => {
  const noOptionalFields = {
    phone: undefined,
    service_name: undefined,
    package_name: undefined,
    post_title: undefined,
  };
  it('a contact name with CR/LF cannot add a header field: the subject stays one line', async () => {
    const message = {
      ...noOptionalFields,
      name: 'Eve\r\nBcc: victim@example.com\u2028X',
      email: 'eve@example.com',
      message: 'Hallo',
    };
    await t.api.repositories.contact.create(message, 'de', {
      email: contactNotificationEmail(message),
      recipient: 'owner@example.com',
    });
    const [mail] = await emailsTo('owner@example.com');
    expect(mail?.subject).toBe('Neue Kontaktanfrage von Eve Bcc: victim@example.com X');
  });

  it('the outbox refuses a recipient with a line break, and the database refuses any control character', async () => {
    await expect(
      t.api.repositories.contact.create(
        { ...noOptionalFields, name: 'Eve', email: 'eve@example.com', message: 'Hallo' },
        'de',
        {
          email: { template: 'contact_notification', subject: 's', bodyText: 'x' },
          recipient: 'owner@example.com\r\nBcc: x@example.com',
        },
      ),
    ).rejects.toThrow(/single-line address/);
    await expect(
      db().insert(outboxEmails).values({
        template: 't',
        recipient: 'a@example.com',
        languageCode: 'de',
        subject: 'a\r\nBcc: x@example.com',
        bodyText: 'x',
      }),
    ).rejects.toThrow();
  });
});
