import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, outboxEmails } from '../src/db/schema';
import { OWNER_ENV } from './admin/console-client';
import { setupApp } from './helpers/build-app';

const t = setupApp(OWNER_ENV);

describe('POST /api/contact/', () => {
  it('stores a message with its context and queues a notification for the owner', async () => {
    const response = await t.post('/api/contact/?language=en', {
      name: '  Maria Schmidt ',
      email: 'maria@example.com',
      phone: '+49 170 1234567',
      message: 'Ich interessiere mich für das Paket.',
      context: 'service_package_detail',
      package_name: 'Klarheit & Karriere',
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(
      'Thank you for your message! We usually reply within two working days.',
    );
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.body.id));
    expect(row).toMatchObject({
      name: 'Maria Schmidt',
      email: 'maria@example.com',
      phone: '+49 170 1234567',
      context: 'service_package_detail',
      packageName: 'Klarheit & Karriere',
      serviceName: null,
      postTitle: null,
      languageCode: 'en',
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'contact_notification'));
    // The owner's sign-in address, not the imprint's (kontakt@wegweiser-coaching.example).
    expect(mail?.recipient).toBe(OWNER_ENV.OWNER_EMAIL);
    expect(mail?.bodyText).toContain('Gesendet von: Paketseite: Klarheit & Karriere');
  });

  it('accepts the minimal form (no phone, no context)', async () => {
    const response = await t.post('/api/contact/', {
      name: 'Jan',
      email: 'jan@example.com',
      message: 'Hallo!',
    });
    expect(response.status).toBe(201);
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    'service_detail',
    'hero_cta',
    'general_cta',
    'about_cta',
    'career_post',
    'service_package_general',
  ])('accepts context %s', async (context) => {
    const response = await t.post('/api/contact/', {
      name: 'A',
      email: 'a@example.com',
      message: 'x',
      context,
    });
    expect(response.status).toBe(201);
  });

  it('names every invalid field in the request language', async () => {
    const response = await t.post('/api/contact/?language=en', {
      name: '   ',
      email: 'nope',
      message: '',
      phone: 'call me',
      context: 'spam',
      post_title: 'x'.repeat(201),
    });
    expect(response.status).toBe(400);
    const errors = {
      name: ['This field is required.'],
      email: ['Please enter a valid email address.'],
      phone: ['Please enter a valid phone number.'],
      context: ['Invalid value.'],
      post_title: ['This value is too long (at most 200 characters).'],
    };
    expect(response.body).toEqual({
      message: 'Please check your input.',
      ...errors,
      errors: { ...errors, message: ['This field is required.'] },
    });
  });

  it('reports missing fields as required', async () => {
    const response = await t.post('/api/contact/?language=de', {});
    expect(response.status).toBe(400);
    expect(response.body.name).toEqual(['Dieses Feld ist erforderlich.']);
    expect(response.body.email).toEqual(['Dieses Feld ist erforderlich.']);
  });

  it('rejects a message over 5000 characters', async () => {
    const response = await t.post('/api/contact/?language=en', {
      name: 'A',
      email: 'a@example.com',
      message: 'x'.repeat(5001),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.message).toEqual(['This value is too long (at most 5000 characters).']);
  });
});
