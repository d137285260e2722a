import { NEWSLETTER_CONSENT_VERSION } from '@wegweiser/contracts/constants';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions, outboxEmails } from '../src/db/schema';
import { setupApp } from './helpers/build-app';

const t = setupApp();

const db = () => t.database.db;
const subscription = async (email: string) =>
  (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
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
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const mail = await lastEmailTo('anna@example.com');
    expect(mail?.template).toBe('newsletter_confirmation');
    expect(mail?.bodyText).toContain('http://localhost:3000/api/newsletter/confirm/');
    expect(mail?.languageCode).toBe('en');
  });

  it('confirms with the token from the email (double opt-in), once', async () => {
    await t.post('/api/newsletter/subscribe/?language=de', { email: 'bert@example.com' });
    const token = tokenFrom((await lastEmailTo('bert@example.com'))?.bodyText ?? '');
    expect(token).toBeTruthy();
    const confirmed = await t.get(`/api/newsletter/confirm/${token}/`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.' });
    const row = await subscription('bert@example.com');
    expect(row?.status).toBe('active');
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.tokenHash).toBeNull();
    const again = await t.get(`/api/newsletter/confirm/${token}/`);
    expect(again.status).toBe(404);
  });

  it('shows a page for browsers opening the link', async () => {
    await t.post('/api/newsletter/subscribe/?language=fr', { email: 'claire@example.com' });
    const token = tokenFrom((await lastEmailTo('claire@example.com'))?.bodyText ?? '');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm/${token}/`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Merci ! Votre inscription à la newsletter est confirmée.');
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/',
      headers: { accept: 'text/html' },
    });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('Dieser Bestätigungslink ist ungültig oder abgelaufen.');
  });

  it('rejects an expired token', async () => {
    await t.post('/api/newsletter/subscribe/', { email: 'dora@example.com' });
    const token = tokenFrom((await lastEmailTo('dora@example.com'))?.bodyText ?? '');
    await db()
      .update(newsletterSubscriptions)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, 'dora@example.com'));
    const response = await t.get(`/api/newsletter/confirm/${token}/?language=en`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(
      'This confirmation link is invalid or has expired. Please subscribe again.',
    );
    expect((await subscription('dora@example.com'))?.status).toBe('pending');
  });

  it('answers a known address exactly like a new one (nothing enumerable)', async () => {
    const first = await t.post('/api/newsletter/subscribe/', { email: 'emil@example.com' });
    const token = tokenFrom((await lastEmailTo('emil@example.com'))?.bodyText ?? '');
    await t.get(`/api/newsletter/confirm/${token}/`);
    const known = await t.post('/api/newsletter/subscribe/', { email: 'emil@example.com' });
    const fresh = await t.post('/api/newsletter/subscribe/', { email: 'fritz@example.com' });
    expect(known.status).toBe(first.status);
    expect(known.body).toEqual(fresh.body);
    expect(known.status).toBe(fresh.status);
    expect((await subscription('emil@example.com'))?.status).toBe('active');
    expect((await lastEmailTo('emil@example.com'))?.template).toBe('newsletter_already_active');
  });

  it('re-sends a fresh token to a pending address; the old token stops working', async () => {
    await t.post('/api/newsletter/subscribe/', { email: 'greta@example.com' });
    const oldToken = tokenFrom((await lastEmailTo('greta@example.com'))?.bodyText ?? '');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.post('/api/newsletter/subscribe/', { email: 'greta@example.com' });
    const newToken = tokenFrom((await lastEmailTo('greta@example.com'))?.bodyText ?? '');
    expect(newToken).not.toBe(oldToken);
    expect((await t.get(`/api/newsletter/confirm/${oldToken}/`)).status).toBe(404);
    expect((await t.get(`/api/newsletter/confirm/${newToken}/`)).status).toBe(200);
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
