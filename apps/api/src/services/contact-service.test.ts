import { CONTACT_MIN_FILL_MS } from '@wegweiser/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createContactService, spamReasonOf } from './contact-service';

const message = {
  name: 'Jan',
  email: 'jan@example.com',
  message: 'Hallo',
  phone: undefined,
  service_name: undefined,
  package_name: undefined,
  post_title: undefined,
  page_path: undefined,
};

describe('spam (decision 057)', () => {
  it('a filled honeypot, or a form sent faster than a person types', () => {
    expect(spamReasonOf({ ...message, website: 'https://spam.example' })).toBe('honeypot');
    expect(spamReasonOf({ ...message, website: '  ' })).toBeNull();
    expect(spamReasonOf({ ...message, elapsed_ms: CONTACT_MIN_FILL_MS - 1 })).toBe('too_fast');
    expect(spamReasonOf({ ...message, elapsed_ms: CONTACT_MIN_FILL_MS })).toBeNull();
    expect(spamReasonOf(message)).toBeNull();
  });
});

describe('the contact use case', () => {
  const fake = () => {
    const contact = {
      ownerRecipients: vi.fn(async () => [
        { email: 'owner@example.com', language: 'en' as const },
        { email: 'co-owner@example.com', language: 'de' as const },
      ]),
      create: vi.fn(async () => 'message-id'),
    };
    const settings = {
      siteSettings: vi.fn(async () => ({
        siteName: { de: 'Praxis', en: 'Practice' },
        siteDescription: {},
        socialVisibility: {},
      })),
    };
    return { contact, settings, service: createContactService({ contact, settings } as never) };
  };
  const locale = { language: 'fr', fallback: 'de' } as const;

  it("tells every owner at her address, in her language, under the site's name", async () => {
    const { contact, settings, service } = fake();
    expect(await service.receive(message, locale)).toBe('message-id');
    expect(settings.siteSettings).toHaveBeenCalledOnce();
    const [, language, rows, spam] = contact.create.mock.calls[0] as unknown as [
      unknown,
      string,
      Record<string, unknown>[],
      string | null,
    ];
    expect(language).toBe('fr');
    expect(spam).toBeNull();
    expect(rows.map((row) => [row.recipient, row.languageCode, row.template, row.replyTo])).toEqual([
      ['owner@example.com', 'en', 'contact_notification', 'jan@example.com'],
      ['co-owner@example.com', 'de', 'contact_notification', 'jan@example.com'],
    ]);
    // The site's name in the first owner's language (its default language's where it has none).
    expect(rows[0]?.fromName).toContain('Practice');
  });

  it('spam is stored with its reason and nobody is told', async () => {
    const { contact, settings, service } = fake();
    await service.receive({ ...message, website: 'x' }, locale);
    expect(contact.ownerRecipients).not.toHaveBeenCalled();
    expect(settings.siteSettings).not.toHaveBeenCalled();
    expect(contact.create.mock.calls[0]?.slice(1)).toEqual(['fr', [], 'honeypot']);
  });
});
