import { createHash } from 'node:crypto';
import { NEWSLETTER_CONSENT_VERSION, NEWSLETTER_TOKEN_TTL_MS } from '@wegweiser/contracts/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterTokens, outboxEmails } from '../src/db/schema';
import { contactNotificationEmail } from '../src/emails/templates';
import { type OutgoingMail, outboxRowsOf } from '../src/services/mail-queue';
import { NEWSLETTER_MAIL_LIMITS } from '../src/services/newsletter-service';
import { setupApp } from './helpers/build-app';
import { linkToken, newsletterHelpers } from './helpers/newsletter';

const t = setupApp();
const { db, subscription, emailsTo, lastEmailTo, ageEmails, jsonPost, subscribeAndGetToken } =
  newsletterHelpers(t);
const tokenFrom = (body: string) => linkToken(body, 'confirm');
const unsubscribeTokenFrom = (body: string) => linkToken(body, 'unsubscribe');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

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

describe('mail header fields', () => {
  const noOptionalFields = {
    phone: undefined,
    service_name: undefined,
    package_name: undefined,
    post_title: undefined,
  };
  /** A message stored with the notifications built into outbox rows, as the contact use case does. */
  const createWithNotifications = async (
    message: Parameters<typeof t.api.repositories.contact.create>[0],
    notifications: OutgoingMail[],
  ) => t.api.repositories.contact.create(message, 'de', outboxRowsOf(notifications));
  it('a contact name with CR/LF cannot add a header field: the subject stays one line', async () => {
    const message = {
      ...noOptionalFields,
      name: 'Eve\r\nBcc: victim@example.com\u2028X',
      email: 'eve@example.com',
      message: 'Hallo',
    };
    await createWithNotifications(message, [
      {
        email: contactNotificationEmail(message, { siteName: 'Site\r\nX-Evil: 1' }),
        recipient: 'owner@example.com',
        language: 'de',
      },
    ]);
    const [mail] = await emailsTo('owner@example.com');
    expect(mail?.subject).toBe('Neue Nachricht von Eve Bcc: victim@example.com X – Kontaktseite');
    // The sender's name is a header field too: one line.
    expect(mail?.fromName).toBe('Eve Bcc: victim@example.com X über Site X-Evil: 1');
  });

  it('the outbox refuses a recipient with a line break, and the database refuses any control character', async () => {
    await expect(
      createWithNotifications(
        { ...noOptionalFields, name: 'Eve', email: 'eve@example.com', message: 'Hallo' },
        [
          {
            email: { template: 'contact_notification', subject: 's', bodyText: 'x' },
            recipient: 'owner@example.com\r\nBcc: x@example.com',
            language: 'de',
          },
        ],
      ),
    ).rejects.toThrow(/single-line address/);
    await expect(
      createWithNotifications(
        { ...noOptionalFields, name: 'Eve', email: 'eve@example.com', message: 'Hallo' },
        [
          {
            email: {
              template: 'contact_notification',
              subject: 's',
              bodyText: 'x',
              replyTo: 'eve@example.com\nBcc: y@example.com',
            },
            recipient: 'owner@example.com',
            language: 'de',
          },
        ],
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
